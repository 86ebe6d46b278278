// Loan agreement and disclosure statement (spec 2 §2.5 agreements, §9 terms). The server sends the figures
// (contract AgreementDocument); the wording lives here. {placeholders} are filled with `fill` by the screen.
// The Disclosure Statement follows the Truth in Lending Act (RA 3765) and the BSP/SEC disclosure rules.
export const agreements = {
  // titles before the document arrives (the server's title replaces them)
  loanAgreementTitle: 'Loan Agreement',
  disclosureStatementTitle: 'Disclosure Statement',
  missingProduct: 'This document cannot be shown because no loan product was given.',

  // shared figures
  lender: 'Lender',
  borrower: 'Borrower',
  loanNumber: 'Loan / order number',
  toBeAssigned: 'To be assigned on acceptance',
  product: 'Loan product',
  principal: 'Amount of loan (principal)',
  term: 'Loan term',
  termDays: '{days} days',
  startOn: 'Start date',
  maturityOn: 'Maturity date',
  totalToRepay: 'Total amount to repay',

  // payment schedule
  scheduleHeading: 'Payment schedule',
  scheduleDate: 'Due date',
  scheduleTitle: 'Payment',
  scheduleInstalment: 'Instalment',
  scheduleAmount: 'Amount',
  instalmentOf: '{n}/{total}',

  // disclosure statement
  disclosureIntro:
    'This Disclosure Statement is given to you before you accept your loan, as required by the Truth in Lending Act (RA 3765) and the disclosure rules of the Bangko Sentral ng Pilipinas and the Securities and Exchange Commission. All amounts are in Philippine pesos. You are not bound to accept the loan.',
  loanDetailsHeading: 'Loan details',
  costHeading: 'Cost of the loan',
  itemisedCharges: 'Itemised charges',
  interest: 'Interest',
  financeCharge: 'Total finance charge (interest + fees)',
  netProceeds: 'Net proceeds (amount financed you receive)',
  eirMonthly: 'Effective interest rate (monthly)',
  eirAnnual: 'Effective interest rate (annual)',
  lateHeading: 'Late payment charges',
  latePenalty: 'One-time late penalty',
  latePenaltyValue: '{newAmount} for new clients / {repeatAmount} for repeat clients',
  lateInterest: 'Daily late interest on the unpaid amount',
  lateInterestBands: [
    '5% per day for days 1 to 30 of the delay',
    '4% per day for days 31 to 90 of the delay',
    '2% per day from day 91 of the delay',
  ],
  capsApply:
    'SEC caps apply to this loan (SEC MC No. 3 s.2022 as amended by MC No. 14 s.2025): late penalties never exceed 5% per month of the amount due, and total charges (interest, fees and penalties, rollovers included) never exceed 100% of the principal.',
  acknowledgementHeading: 'Acknowledgement',
  acknowledged:
    'I acknowledge that I received, read and understood this Disclosure Statement before accepting the loan. Acknowledged electronically on {date}.',
  acknowledgementPending:
    'By accepting the loan in the app, you acknowledge that you received, read and understood this Disclosure Statement.',

  // loan agreement
  partiesHeading: 'Parties',
  partiesText:
    'This Loan Agreement is made between {company}, a lending company registered with the Securities and Exchange Commission (the "Lender"), and {borrower} (the "Borrower").',
  particularsHeading: 'Loan particulars',
  particularsNote:
    'The Disclosure Statement for this loan, with the itemised charges and the effective interest rate, forms part of this Agreement.',
  termsHeading: 'Loan Terms and Conditions',
  acceptanceHeading: 'Signature and acceptance',
  acceptanceText:
    'The Borrower signs this Agreement electronically by ticking "I have read and agree" and confirming the loan in the app, with the same effect as a handwritten signature under the Electronic Commerce Act (RA 8792).',
  acceptedOn: 'Accepted electronically on {date}',
  acceptedOnConfirmation: 'Accepted electronically on confirmation',
} as const;
