// The disclosure statement's own wording (RA 3765), apart from the other loan documents' strings: only the
// disclosure's chunk, loaded before a disclosure renders, carries it, not the agreement page's first script.
export const disclosureText = {
  // disclosure statement
  disclosureIntro:
    'This Disclosure Statement is given to you before you accept your loan, as required by the Truth in Lending Act (RA 3765) and the disclosure rules of the Bangko Sentral ng Pilipinas and the Securities and Exchange Commission. All amounts are in Philippine pesos. You are not bound to accept the loan.',
  loanDetailsHeading: 'Loan details',
  costHeading: 'Cost of the loan',
  itemisedCharges: 'Itemised charges',
  interest: 'Interest',
  financeCharge: 'Total finance charge (interest + fees)',
  netProceeds: 'Net proceeds (amount financed you receive)',
  nominalRate: 'Nominal interest rate',
  nominalRateValue: '{rate} per day, {method}',
  interestMethods: {
    flat: 'flat (add-on): charged on the full principal for the whole term',
    'declining-balance': 'on the declining balance: charged only on the principal still owed',
  },
  eirMonthly: 'Effective interest rate (monthly)',
  eirAnnual: 'Effective interest rate (annual)',
  simpleAnnualRate: 'Simple annual rate on the outstanding unpaid balance',
  simpleAnnualRateNote:
    'The simple annual rate (Truth in Lending Act, RA 3765): the total finance charge over the principal still unpaid on average while the loan runs, for a year of 365 days, not compounded.',
  eirNote:
    'How the effective interest rate is derived: it is the daily rate at which the scheduled payments repay the net proceeds, fees included. The monthly figure is that daily rate × 30 and the annual figure the daily rate × 365 (not compounded), the way the SEC states its ceilings.',
  lateHeading: 'Late payment charges',
  latePenalty: 'One-time late penalty (once per loan)',
  lateInterest: 'Daily late interest on the unpaid amount',
  lateTier: '{rate} per day for days {from} to {to} of the delay',
  lateTierLast: '{rate} per day from day {from} of the delay',
  lateChargesCap: 'Late penalty and late interest together',
  lateChargesCapValue:
    'At most {amount} for every 30 days late (5% a month of the amount due of {due}), the one-time penalty included',
  chargesCap: 'All charges over the life of the loan',
  chargesCapValue:
    'At most {amount} (100% of the principal), rollovers included: the most you can ever repay in total is {max}',
  capsApply:
    'SEC caps apply to this loan (SEC MC No. 3 s.2022 as amended by MC No. 14 s.2025): the figures above are the most that may ever be collected for late payment and in total, whatever the one-time penalty and late interest of the loan terms.',
  capsPolicy:
    'Our policy: we apply these two caps to every loan we make, whatever its amount and term, not only to the loans of ₱10,000 or less for up to 4 months that the SEC caps cover. They are the most we will ever collect for late payment and in total on this loan, whatever the one-time penalty and late interest of the loan terms.',
  earlyHeading: 'Prepayment and rollover',
  prepayment: 'Early repayment (prepayment)',
  prepaymentValue:
    'From day {day} after disbursement{date}: you pay the principal, the interest accrued up to that day and the fees in full. No prepayment penalty.',
  prepaymentDate: ' ({date})',
  rollover: 'Rollover (prolongation)',
  rolloverValue:
    'Up to {count} times. Price: the interest and any late penalty and late interest then due; fees are not part of it and any unpaid fees move to the new period. A new period of {days} days starts on the day you pay. Not offered more than {late} days after the due date, or once the cap on all charges leaves nothing more to charge.',
  rolloverNone: 'Not available for this loan: repayment only.',
  acknowledgementHeading: 'Acknowledgement',
  acknowledged:
    'I acknowledge that I received, read and understood this Disclosure Statement before accepting the loan. Acknowledged electronically on {date}.',
  acknowledgementPending:
    'By accepting the loan in the app, you acknowledge that you received, read and understood this Disclosure Statement.',
} as const;
