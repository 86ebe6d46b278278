import type { LegalDoc } from './legal-doc';

// Privacy policy of the borrower app (spec-1 §2 "Privacy policy", §9 age limit 18).
// Written to the Data Privacy Act of 2012 (RA 10173), its implementing rules, and NPC Circular No. 20-01
// on personal data processed for loan-related transactions (no contact-list or gallery access for collection,
// no debt shaming). The section headings and their order are fixed by the spec; do not rename them.
export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  updated: '25 November 2026',
  intro: [
    '{company} ("we", "us" or "our") operates the {appName} application and website (together, the "Service"). We respect your privacy and are committed to protecting your personal data in accordance with Republic Act No. 10173, the Data Privacy Act of 2012 (the "Data Privacy Act"), its Implementing Rules and Regulations, and the issuances of the National Privacy Commission ("NPC"), including its rules on the processing of personal data for loan-related transactions.',
    'This Privacy Policy explains what personal data we collect, why we collect it, how we use and protect it, with whom we share it, how long we keep it, and how you can exercise your rights as a data subject. It applies to everyone who downloads the app, registers an account, applies for a loan or contacts us.',
    'Please read this Policy carefully. By registering and ticking the consent box, you confirm that you have read and understood it and that you consent to the processing described here. Where we rely on a basis other than consent, we say so below. If you do not agree, please do not use the Service.',
  ],
  sections: [
    {
      id: 'collection-of-information',
      heading: 'Collection of Information',
      paragraphs: [
        'We collect only the personal data that is necessary to assess, grant, service and administer your loan, to comply with our legal obligations and to protect you and us against fraud. We collect it directly from you, automatically from the device you use (with your permission, as described under "Device Information"), and from third parties you authorise us to consult.',
        'The personal data we collect includes:',
      ],
      bullets: [
        "Identity data: full name, date of birth, sex, nationality, and the type and number of the government-issued ID you choose (PhilSys ID, UMID, driver's licence, passport, SSS, PRC, postal or voter's ID).",
        'Contact data: mobile number, e-mail address (optional) and home address (province, city or municipality, barangay and street).',
        'Personal, employment and financial data: civil status, education, number of dependants, employment type, employer or business, monthly income and next pay day, the purpose of the loan and the source of your funds (asked under the Anti-Money Laundering Act).',
        'References: the name, relation and mobile number of two people you type in yourself. We never read your contact list to find them, and we never tell them about your loan.',
        'Payment data: the bank account or e-wallet you nominate for disbursement and repayment, and the records of your payments.',
        'Verification images: a photo of your ID and a selfie, which you take yourself in the app when you complete your profile.',
        'Communications: messages, complaints, ratings and attachments you send to our customer service team.',
        'Information from third parties: credit information from the Credit Information Corporation and accredited credit bureaus, results of identity-verification and anti-fraud checks, and payment confirmations from our banking and payment partners.',
      ],
    },
    {
      id: 'representation',
      heading: 'Representation',
      paragraphs: [
        "By using the Service you represent that you are at least 18 years old, that you are the person whose details are submitted, and that all information you provide is true, complete and up to date. You agree to inform us promptly of any change. Providing false or another person's information may lead to the rejection of your application, the closure of your account and, where the law requires, a report to the proper authorities.",
        'We, in turn, represent that we process your personal data only for declared, specified and legitimate purposes and in keeping with the principles of transparency, legitimate purpose and proportionality under the Data Privacy Act. We process it to: verify your identity and eligibility; evaluate your application and creditworthiness; disburse, administer and collect your loan in a lawful and fair manner; send service notices and payment reminders to you; handle your enquiries and complaints; prevent, detect and investigate fraud; and comply with laws such as the Lending Company Regulation Act of 2007, the Anti-Money Laundering Act, the Credit Information System Act and the rules of the Securities and Exchange Commission ("SEC").',
        'Our lawful bases are your consent, the performance of the loan contract you request, compliance with our legal obligations, and our legitimate interests in preventing fraud and securing the Service, which we always balance against your rights. We will send you promotional messages only if you have separately agreed to receive them.',
      ],
    },
    {
      id: 'use-of-technology',
      heading: 'Use of Technology',
      paragraphs: [
        'We use technology to make decisions quickly and to keep your data safe. Your application is evaluated with the help of an automated credit-scoring system that considers the information you provided, your repayment history with us and information from credit bureaus. It does not use your contacts, your photo gallery or your social-media activity. If you disagree with a decision, you may ask our team to review it manually and to explain the main reasons for it.',
        'Your personal data is transmitted over encrypted connections and stored on secured servers with access controls, logging and regular security testing. Only authorised staff who need the data for their work may access it, and they are bound by confidentiality obligations. We maintain organisational, physical and technical security measures as required by the Data Privacy Act and NPC rules.',
        'We also use carefully selected service providers for identity verification, liveness detection, cloud hosting, SMS and e-mail delivery, analytics and payment processing. They act on our instructions under written outsourcing or data sharing agreements and may not use your data for their own purposes. Where a provider stores data outside the Philippines, we remain responsible for it and require protection equivalent to that of Philippine law.',
      ],
    },
    {
      id: 'disclosure-of-personal-data',
      heading: 'Disclosure of Personal Data',
      paragraphs: [
        'We will never disclose your loan, your debt or your payment status to your family, friends, employer, co-workers or to anyone in your phone contacts, and we will never publish or post information about you or your debt on social media or anywhere else. Debt shaming in any form is prohibited by the SEC and the NPC and is contrary to our policy.',
        'Any disclosure is made under appropriate contracts, data sharing agreements or legal process, and recipients must protect your data at least as well as we do.',
        'We do not sell or rent your personal data. We disclose it only when necessary for the purposes in this Policy and only to the extent needed, to:',
      ],
      bullets: [
        'banks, e-wallets and payment processors that disburse your loan and receive your payments;',
        'identity-verification, anti-fraud, hosting, communication and other service providers acting on our behalf;',
        'the Credit Information Corporation and accredited credit bureaus, as required by the Credit Information System Act;',
        'the SEC, the Anti-Money Laundering Council, the NPC, courts and other government authorities when the law or a lawful order requires it;',
        'our professional advisers, auditors and any accredited collection agency engaged by us, who must follow the same fair collection rules that bind us;',
        'a person to whom we assign or transfer your loan or our business, subject to the notice requirements in the loan terms and to this Policy.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Our web pages use cookies and similar browser storage (such as local storage) to keep you signed in, remember your preferences, keep the pages working correctly inside the app and protect your account against misuse. These are essential for the Service and cannot be switched off without affecting how it works.',
        'We also use analytics cookies and page-view measurements to understand which pages are used and to improve the Service. This information is used in aggregated form and is not used to identify you to third parties.',
        'You can delete cookies and stored data through your browser or device settings at any time. If you do, you may have to sign in again and some features may not work as intended.',
      ],
    },
    {
      id: 'device-information',
      heading: 'Device Information',
      paragraphs: [
        'Lending apps commonly collect device information such as photos, GPS, advertising identifier and network. To provide a secure online loan service, the Service collects only two of these: the photos you take yourself, and network details, together with basic technical details such as device model, operating system, app version and a device identifier. It does not collect your GPS location or your advertising identifier. Each item is requested for a specific purpose, explained below.',
        'Photos: the camera is used to take the photo of your government ID and the selfie that we need to verify your identity, when you complete your profile, and you may attach images you choose to a complaint. Only the images you take or pick are uploaded; we do not browse or copy your photo gallery. They are seen only by our credit and compliance staff (complaint images also by our customer service team), and the ID photo and selfie are deleted when your account is anonymised.',
        'Location: the Service does not read your GPS or other location. Your home address is what you type in your profile.',
        'Advertising identifier: the Service does not read it.',
        'Network: your IP address, mobile carrier and connection type are used to secure your session, detect suspicious access and troubleshoot connection problems.',
        'The camera is used only with your permission, after you grant it on your device. You may refuse or later withdraw it in your device settings. If you refuse it, we cannot complete the identity step or process your application, and we will tell you why.',
        'Contacts are never harvested. We do not access, read, copy or upload your phone contact list, call logs or text messages. Device information is never used to contact other people about your loan, to shame you or to pressure you to pay.',
      ],
    },
    {
      id: 'minors',
      heading: 'Minors',
      paragraphs: [
        'The Service is not intended for, and may not be used by, persons under 18 years of age. You must be at least 18 years old to register an account or apply for a loan.',
        'We do not knowingly collect personal data of anyone under 18. If we learn that we have collected data from a person under 18, we will close the account and delete the data promptly, except for any record we are required by law to keep.',
        'If you are a parent or guardian and believe that a minor has provided personal data to us, please contact our Grievance Officer using the details below.',
      ],
    },
    {
      id: 'password-security',
      heading: 'Password Security',
      paragraphs: [
        'You are responsible for keeping your password, PIN and one-time passwords (OTPs) confidential and for all activity under your account. Do not share them with anyone, including people who claim to be our staff. We will never ask you for your password or OTP by phone, SMS, e-mail or social media.',
        "We store passwords only in a protected, non-reversible form and apply measures such as OTP verification and session time-outs. Please choose a strong password, sign out on shared devices and keep your device's operating system up to date.",
        'If you suspect that your account has been accessed without your authority, change your password immediately and contact us. If a personal data breach occurs that is likely to put you at risk, we will notify you and the NPC within the period required by law and tell you what we are doing and what you can do to protect yourself.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this Policy',
      paragraphs: [
        'We may update this Policy from time to time to reflect changes in our Service, in the law or in the guidance of the NPC. The date at the top shows when it was last updated.',
        'When we make material changes, we will inform you through the app, by SMS or by e-mail before the changes take effect, and where the law requires, we will ask for your consent again.',
        'Your continued use of the Service after the effective date means that you have read the updated Policy. If you do not agree with it, you may stop using the Service and ask us to close your account as described below.',
      ],
    },
    {
      id: 'user-discretion-and-opt-out',
      heading: 'User Discretion and Opt-out',
      paragraphs: [
        'You decide which optional information and device permissions you share with us, and you may change your mind at any time.',
        'You may opt out of marketing messages at any time through the link or instructions in the message or by contacting us; service messages about your loan will continue while it is active. You may also withdraw your consent or ask us to close your account and delete your data. Withdrawal does not affect processing already carried out, and we may continue to process data that we need to collect an outstanding loan or to comply with the law.',
        'You may delete your account in the app (Mine, then Delete account) once no loan is open. Deleting it signs you out everywhere at once. We keep your personal data only for as long as necessary for the purposes in this Policy: identification and loan records are kept for five (5) years after the account is closed, as the Anti-Money Laundering Act requires, and for longer only when a law, a regulator or a pending claim requires it. After that, your name and mobile number are replaced, your profile answers are deleted and your ID photo and selfie are erased; the loan records themselves remain, no longer linked to you. Application data of a declined applicant is deleted once it is no longer needed for legal, audit or fraud-prevention purposes.',
        'As a data subject under the Data Privacy Act, you have the right to:',
      ],
      bullets: [
        'be informed of how your personal data is processed;',
        'access your personal data and obtain a copy of it;',
        'object to processing, including processing for direct marketing or automated profiling;',
        'have inaccurate or incomplete data corrected;',
        'have your data blocked, removed or destroyed when it is no longer necessary or was processed unlawfully;',
        'obtain your data in a structured, commonly used electronic format (data portability);',
        'be indemnified for damages caused by unlawful processing; and',
        'file a complaint with the National Privacy Commission.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance Officer',
      paragraphs: [
        'We have appointed {grievanceOfficer} as our Grievance Officer, who also serves as our Data Protection Officer. You may contact the Grievance Officer with any question, request or complaint about this Policy or the processing of your personal data:',
        'E-mail: {email}. Telephone: {phone}. Address: {address}.',
        'Please state your name, registered mobile number and the nature of your request. We will acknowledge it within three (3) working days and respond as promptly as possible. We may need to verify your identity before acting on a request.',
        'If you are not satisfied with our response, or at any time, you may also file a complaint with the National Privacy Commission, the government agency responsible for enforcing the Data Privacy Act, through its website at www.privacy.gov.ph.',
      ],
    },
  ],
};
