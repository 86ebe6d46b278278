// The one message catalogue of the borrower app. Strings are worded exactly as the spec quotes them (Chinese,
// Spanish and Indonesian ones included). Long documents (privacy policy, terms) live beside this file in
// en/<doc>.ts and load with their route. A translation adds a sibling catalogue; screens do not change.
export const messages = {
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

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return fill(messages[key], vars);
}

/** Fills {name} placeholders; unknown ones stay visible so a missing value is noticed. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
