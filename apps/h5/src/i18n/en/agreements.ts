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
  borrowerAddress: "Borrower's address",
  borrowerId: "Borrower's government ID",
  borrowerIdValue: '{type} {number}',
  notStated: 'Not yet stated in the profile',
  loanNumber: 'Loan / order number',
  toBeAssigned: 'To be assigned on acceptance',
  product: 'Loan product',
  principal: 'Amount of loan (principal)',
  term: 'Loan term',
  termDays: '{days} days',
  startOn: 'Start date',
  maturityOn: 'Maturity date',
  totalToRepay: 'Total amount to repay',
  // before disbursement the schedule is stated in days from it, so a signed statement never changes meaning
  onDisbursement: 'The day the loan is disbursed',
  daysAfterDisbursement: '{days} days after disbursement',
  scheduleFromDisbursement:
    'The schedule runs from the day the loan is disbursed: each payment falls due the stated number of days after it. The app shows the calendar dates once the loan is disbursed.',

  // payment schedule
  scheduleHeading: 'Payment schedule',
  scheduleDate: 'Due date',
  scheduleDay: 'Due (days after disbursement)',
  scheduleDayValue: 'Day {day}',
  scheduleTitle: 'Payment',
  scheduleInstalment: 'Instalment',
  scheduleAmount: 'Amount',
  instalmentOf: '{n}/{total}',

  secRegistration: 'SEC registration number',
  certificateOfAuthority: 'Certificate of Authority number',
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

  // a renewal's disclosure statement (one per rollover): the disclosure of the renewed period, and the rollover
  renewal: {
    title: 'Renewal Disclosure Statement',
    intro:
      'This Renewal Disclosure Statement is given for the renewal (rollover) of your loan, as your loan agreement promises before any prolongation and as the Truth in Lending Act (RA 3765) requires: what the rollover cost, and the renewed loan it bought, with its own schedule and effective interest rate. All amounts are in Philippine pesos.',
    quoteIntro:
      'This is the Renewal Disclosure Statement you get if you pay the rollover today. Please read it before you pay: paying the rollover amount accepts the renewal below. You do not have to roll over; you may repay the loan instead.',
    heading: 'Renewal',
    number: 'Renewal number',
    numberValue: 'No. {number}',
    paidOn: 'Rollover paid on',
    paidToday: '{date} (if you pay today)',
    previousDue: 'Due date before the renewal',
    period: 'Renewed period',
    periodValue: '{from} to {to} ({days} days)',
    newDue: 'New due date',
    interest: 'Interest due',
    penalty: 'Late penalty',
    lateInterest: 'Late interest',
    price: 'Rollover price (interest and charges due)',
    rolloversLeft: 'Rollovers still allowed after this one',
    acknowledged: 'You accepted this renewal by paying the rollover of {amount} on {date}.',
    pending: 'Paying the rollover amount of {amount} accepts this renewal.',
  },
  // a repayment plan's disclosure (issue 42, restructuring)
  plan: {
    intro:
      'This Disclosure Statement is given for the repayment plan offered for your loan, as the Truth in Lending Act (RA 3765) requires: the plan settles what your loan owes today and spreads it over the instalments below, with its own finance charge and effective interest rate. All amounts are in Philippine pesos. You do not have to accept it.',
    heading: 'The loan this plan restructures',
    from: 'Loan restructured',
    settled: 'What that loan owes today (interest to today only)',
    carried: 'Its charges owed again in this plan, without interest',
    waived: 'Late charges forgiven',
    frozen: 'Late charges',
    frozenValue: 'Kept in the balance above; no more are added',
    amountFinanced: 'Amount financed by the plan (principal and charges carried)',
    expires: 'You can accept this plan until',
    lateNone: 'Late charges on this plan',
    lateNoneValue: 'None: no late penalty or late interest is added to a plan instalment.',
    acknowledged: 'You accepted this repayment plan on {date}.',
    pending:
      'Accepting the plan on your loan’s page accepts this statement; your loan then closes into the plan.',
  },
} as const;
