// Bind bank (spec 1 §2, §4): the title is the spec's, exactly.
export const bindBankText = {
  title: 'Payment account information',
  cardTypes: 'Account type',
  next: 'Next',
  choose: 'Choose',
  loadFailed: 'We could not load this page.',
} as const;
