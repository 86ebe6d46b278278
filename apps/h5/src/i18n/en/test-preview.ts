// The developer test page (spec 2 §2.15): loaded with its route, not with every page.
export const testPreviewText = {
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
