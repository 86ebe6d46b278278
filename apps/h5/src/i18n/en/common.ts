// The strings every screen shares (buttons, loading, errors, the UI primitives' defaults).
export const commonText = {
  // shared
  loading: 'loading...',
  networkError: 'Network is unstable. Please check your connection and try again.',
  retry: 'Retry',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  back: 'Back',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist or has moved.',
  goHome: 'Back to home',
  loadFailed: 'We could not load this page.',
  lastUpdated: 'Last updated: {date}',
  urlNotAllowed: 'This link cannot be opened for your safety.',
  // ui primitives
  addImage: 'Add image',
  image: 'Image {n}',
  removeImage: 'Remove image {n}',
  star: '{n} star',
  stars: '{n} stars',
  uploading: 'Uploading...',
  // customer service (spec 1 §2)
  customerServiceTitle: 'Customer Service',
} as const;
