// The host app's sign-in (issue 40): the privacy notice and the consent asked before any personal data is taken
// (the mobile number included), and the lender's SEC numbers (SEC MC 19 s.2019).
export const hostConsentMessages = {
  privacyHeading: 'Privacy notice',
  privacyVersion: 'Version {version}',
  privacyIntro:
    '{company} asks for your consent before it takes any personal data from you, your mobile number included.',
  privacyWhat:
    'What we collect: your mobile number, to sign you in; then, in your profile, your name, birth date, address, work and income, two references you type in, a photo of your ID and a selfie taken with the camera. We read nothing else from your phone: no contacts, no location, no advertising identifier.',
  privacyWhy:
    'Why: to check who you are, to decide on your loan, to pay it out and collect it, and to meet the law (SEC, Anti-Money Laundering Act).',
  privacyCic:
    'Credit information: as the Credit Information System Act (RA 9510) requires, {company} reports your basic credit data to the Credit Information Corporation (CIC) every month: who you are, each loan, and how you repay it, on time or late. Banks and lenders you apply to may see it. You may ask the CIC for your credit report, and dispute what is wrong with the CIC or with us.',
  privacyWho:
    'Who sees it: our credit and compliance staff. Your name and address go on your loan agreement.',
  privacyKeep:
    'How long: five years after your account is closed, as the Anti-Money Laundering Act requires; then it is anonymised.',
  privacyRights:
    'Your rights (Data Privacy Act): to be informed, to see and correct your data, to object, to have it erased where no law makes us keep it, and to complain to our data protection officer ({officer}) or to the National Privacy Commission.',
  privacyPolicyLink: 'Read the full privacy policy',
  privacyConsent:
    'I have read the privacy notice and I agree that {company} processes my personal data as it describes.',
  privacyConsentFirst: 'Tick that you agree to the privacy notice before you enter your number.',
  lenderRegistration: 'SEC Registration No. {sec} · Certificate of Authority No. {ca}',
} as const;
