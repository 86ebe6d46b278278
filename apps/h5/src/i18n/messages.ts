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
  serviceSlogan: 'Serve you 24 hours',
  telephone: 'Telephone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  complaints: 'Complaints',
  callUs: 'Tap to call',
  writeUs: 'Tap to write to us',
  chatUs: 'Tap to chat',
  fileComplaint: 'File a complaint or follow one up',
  // about us
  aboutTitle: 'About us',
  // privacy
  privacyTitle: 'Privacy Policy',
  // developer test page (spec 2 §2.15)
  testPreviewTitle: 'Test preview',
  testPreviewIntro: 'Developer only. Each button opens a screen as a demo borrower in a given state.',
  testPreviewUnavailable: 'Demo scenarios are available in demo mode only.',
  photoTest: 'Photo test',
  takePhoto: 'Take or choose a photo',
  geolocationTest: 'Geolocation test',
  contactTest: 'Contacts test',
  contactTestNote: 'Not available: the app never reads the contact list (docs/DECISIONS.md).',
  locate: 'Get my location',
  locationResult: 'Latitude {lat}, longitude {lng}',
  locationFailed: 'Location unavailable: {reason}',
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
