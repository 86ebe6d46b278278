// Bind bank (spec 1 §2, §4): the title is the spec's, exactly.
export const bindBankText = {
  title: 'Payment account information',
  cardTypes: 'Account type',
  next: 'Next',
  saved: 'Your payment account is saved.',
  choose: 'Choose',
  loadFailed: 'We could not load this page.',
} as const;
