// Login-failure page (spec 2 §2.7), titled 'Order Details' as the spec quotes it.
export const loginFailureText = {
  title: 'Order Details',
  recommended: 'Recommended for you',
  loadFailed: 'We could not load this page.',
  retry: 'Retry',
} as const;
