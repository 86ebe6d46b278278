// The developer test page (spec 2 §2.15): loaded with its route, not with every page.
export const testPreviewText = {
  testPreviewTitle: 'Test preview',
  testPreviewIntro:
    'Developer only (demo mode). Each button opens a screen as a demo borrower in a given state, with the query parameters shown under it.',
  testPreviewUnavailable: 'Demo scenarios are available in demo mode only.',
  jumpsTitle: 'Jump to a screen',
  allTitle: 'Every demo scenario',
  jumps: {
    'loan-confirm': 'Confirm loan',
    'order-180': 'Order detail',
    'repay-instalment': 'Repay',
    'repay-delay': 'Extension (rollover)',
    'bind-bank': 'Bind bank',
    'about-us': 'About us',
    'complaint-entry': 'Complaint',
    'customer-service': 'Customer service',
    'privacy-policy': 'Privacy',
    'dragonpay-instructions': 'Repayment instructions (Dragonpay)',
    'repay-code': 'Repayment instructions (pay code)',
  },
  deviceTitle: 'Device tests',
  photoTest: 'Photo test',
  takePhoto: 'Take or choose a photo',
  photoAsk:
    'This test opens the camera or your photos so you can pick one picture. It checks that the app can take a photo, as it will for your ID. The picture stays on this page and is not sent to us.',
  geolocationTest: 'Geolocation test',
  locate: 'Get my location',
  locateAsk:
    'This test asks your phone for its location once, to check that location works in the app. It is shown only on this page and is not sent to us.',
  locationResult: 'Latitude {lat}, longitude {lng}',
  locationFailed: 'Location unavailable: {reason}',
  contactTest: 'Contacts test',
  pickContact: 'Pick one contact',
  contactAsk:
    'This test opens your phone’s contact picker so you can choose one contact. We see only the contact you choose, it stays on this page and is not sent to us. Pautang never reads your contact list (SEC MC 18, s. 2019).',
  contactResult: 'Picked: {name} {tel}',
  contactNone: 'No contact picked.',
  contactUnsupported: 'This browser has no contact picker. In the app, use the phone’s own picker.',
  allow: 'Continue',
  notNow: 'Not now',
} as const;
