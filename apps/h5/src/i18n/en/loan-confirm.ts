// Loan confirmation V3 and V32 (spec 2 §2.5, §2.6, §4.2, §5). Spec strings are quoted exactly; the others are ours.
// {placeholders} are filled with fill() from i18n/messages.ts.
export const loanConfirmText = {
  title: 'Confirm loan',
  loanAmount: 'Loan amount',
  loanTerm: 'Loan Term',
  days: '{n} days',
  interestRate: 'Interest Rate',
  repaymentDate: 'Repayment date',
  detailed: 'Detailed',
  plan: 'Plan',
  instalmentOf: '{instalment}/{instalments}',
  agreeTo: 'I have read and agree',
  agreementsSeparator: ',',
  agreementsLastSeparator: ' and',
  agreements: 'Loan agreements',
  next: 'Next',
  agree: 'Agree',
  cancel: 'Cancel',
  pointOut: 'Point out',
  offer: 'Special offer',
  confirm: 'Confirm',
  agreeFirst: 'Please tick "I have read and agree" first.',
} as const;
