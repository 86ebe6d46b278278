// The registration agreement and privacy notice shown before a visitor registers (spec 2 §2.9). Plain language,
// per the Data Privacy Act of 2012 (RA 10173): what is collected at registration, why, and the visitor's rights.
export const registrationAgreement = (company: string) => [
  {
    heading: 'Registration agreement',
    paragraphs: [
      `By registering you open an account with ${company} using your mobile number. Registering does not apply for a loan and costs nothing.`,
      'You confirm that the mobile number is yours and that you are a Filipino citizen over 18. Keep your one-time codes to yourself: we never ask for them by call or chat.',
      'You may delete the account at any time in the app (Mine, then Delete account) once no loan is open.',
    ],
  },
  {
    heading: 'Privacy notice',
    paragraphs: [
      'At registration we collect your mobile number, the page you registered from and how you reached it (an invite code or campaign), and the time. We use them to create your account, to send you one-time codes, and to know which campaigns work.',
      'Registering reads nothing else from your phone: not your contacts, messages, photos or location. If you later apply for a loan, you complete a profile in the app: you type your details and two references yourself and take a photo of your ID and a selfie with the camera; the privacy policy lists all of it. We share registration data only with our SMS provider, to send your codes, and as the law requires.',
      'Under the Data Privacy Act you may ask to see, correct or delete your data, and complain to the National Privacy Commission. Write to our Data Protection Officer through customer service.',
    ],
  },
];
