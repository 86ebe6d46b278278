// What the borrower reads in the profile steps, Mine and account deletion. The privacy notices follow NPC Circular
// 2022-02 and the Data Privacy Act (RA 10173): at the point an item is asked, what it is for and who sees it. Who
// sees what is stated as the product does it: our credit and compliance staff, the back office's support agents
// (for a complaint), the payout partner (the account name), and nobody else; references are never told of a loan.
import type { CertifyStep } from '@pautang/contract/origination';
import type { ItemFault } from '../../../platform/form-items';

export const STAFF = 'Seen only by our credit and compliance staff';

export const STEP_TEXTS: Record<CertifyStep, { title: string; notice: string }> = {
  basic: {
    title: 'Basic information',
    notice: `Your name, birth date, sex and nationality tell us who you are: the law lets us lend only to Filipino adults, and your name goes on your loan agreement. ${STAFF}, and printed on your own agreement.`,
  },
  personal: {
    title: 'Personal information',
    notice: `Your civil status, education, e-mail and dependants help us offer an amount you can repay. ${STAFF}.`,
  },
  job: {
    title: 'Work and income',
    notice: `Your work, income and pay day tell us how much you can borrow and when a due date suits you. We do not contact your employer. ${STAFF}.`,
  },
  extra: {
    title: 'Loan purpose',
    notice: `The purpose of the loan and the source of your funds are asked of every borrower under the Anti-Money Laundering Act. ${STAFF}, and by the Anti-Money Laundering Council only if the law requires it.`,
  },
  city: {
    title: 'Home address',
    notice: `Your address goes on your loan agreement and is where written notices are sent. We do not visit or contact your neighbours. ${STAFF}, and printed on your own agreement.`,
  },
  identity: {
    title: 'Identity',
    notice: `A government ID, its photo and a selfie prove you are its holder and protect you from someone borrowing in your name. The photos are the ones you take now; we never read your gallery. ${STAFF}. Deleted when your data is anonymised.`,
  },
  references: {
    title: 'References',
    notice: `Two people who know you, typed by you: the app never reads your contact list. We may call them only to confirm who you are if we cannot reach you; we never tell them about your loan or ask them to pay (SEC MC 18 s.2019). ${STAFF}.`,
  },
};

/** Each item's notice, where it is asked: what it is for, who sees it. */
export const ITEM_NOTICES = {
  name: `Your legal name, as on your ID: it goes on your loan agreement. ${STAFF}.`,
  birthDate: `To confirm you are 18 or older, as the loan terms require. ${STAFF}.`,
  sex: `As on your ID, to match you with it. ${STAFF}.`,
  nationality: `The loan terms are for Filipino citizens. ${STAFF}.`,
  civilStatus: `Helps us offer an amount you can repay. ${STAFF}.`,
  education: `Helps us offer an amount you can repay. ${STAFF}.`,
  email: `Optional: for receipts and notices by e-mail. Never shared for marketing. ${STAFF}.`,
  dependants: `How many people live on your income: helps us offer an amount you can repay. ${STAFF}.`,
  employmentType: `Tells us how you earn. ${STAFF}.`,
  employer: `We do not contact your employer. ${STAFF}.`,
  income: `Your usual monthly take-home pay: the amount we offer is kept within what you can repay. ${STAFF}.`,
  payDay: `So a due date can fall just after you are paid. ${STAFF}.`,
  purpose: `Asked of every borrower under the Anti-Money Laundering Act. ${STAFF}.`,
  funds: `Where the money you repay with comes from, asked under the Anti-Money Laundering Act. ${STAFF}.`,
  address: `Goes on your loan agreement; written notices are sent there. ${STAFF}.`,
  idType: `The ID you will photograph. ${STAFF}.`,
  idNumber: `Checked against the ID's photo. ${STAFF}.`,
  idPhoto: `The camera opens to take it now: we never read your gallery. ${STAFF}; deleted when your data is anonymised.`,
  selfie: `A photo of you now, compared with your ID's photo. ${STAFF}; deleted when your data is anonymised.`,
  reference: `Typed by you: the app never reads your contacts. We never tell a reference about your loan. ${STAFF}.`,
} as const;

/** The item engine's faults, as a profile item words them after its title ("Birth date: …"). */
export const FAULT_REASONS: Record<ItemFault, string> = {
  required: 'please fill this in.',
  option: 'please choose one of the options.',
  digits: 'please use digits only.',
  length: 'this is too long.',
  day: 'please enter a real date, like 1990-05-31.',
  image: 'please take the photo again.',
};

/** The profile's own rules. */
export const RULE_REASONS = {
  name: 'please use letters, spaces, dots, apostrophes and hyphens only, as on your ID.',
  birthFuture: 'the date cannot be in the future.',
  birthTooEarly: 'please check the year.',
  /** Issue 40: the products lend to adults only (credit-rules ADULT_YEARS), said where the date is typed. */
  underAge: 'you must be 18 years old or over to borrow, as our loan terms state.',
  email: 'please enter an e-mail address like juan@example.com, or leave it blank.',
  dependants: 'please enter a number from 0 to 20.',
  employer: 'please enter your employer or business.',
  income: 'please enter your monthly income in pesos, up to ₱9,999,999.',
  payDay: 'please enter your next pay day, within the next 45 days.',
  /** Kept in step with its Filipino pattern (platform/i18n/borrower-messages.fil.ts). */
  city: (city: string, province: string) =>
    `${city} is not in ${province}. Please choose a city or municipality of ${province}.`,
  barangay: 'please enter your barangay.',
  street: 'please enter your house number and street.',
  idNumber: {
    philsys: 'a PhilSys card number (PCN) has 16 digits.',
    umid: 'a UMID common reference number (CRN) has 12 digits.',
    drivers: "a driver's licence number looks like N01-12-123456.",
    passport: 'a passport number looks like P1234567A.',
    sss: 'an SSS number has 10 digits.',
    prc: 'a PRC licence number has 7 digits.',
    postal: 'a postal ID number (PRN) has 12 digits, sometimes with a letter after.',
    voters: "a voter's identification number (VIN) has 16 to 26 letters and digits.",
  },
  image: 'please take the photo again.',
  mobile: 'please enter a mobile number like 09171234567.',
  ownMobile: 'please enter someone else’s number, not your own.',
  samePerson: 'please name two different people.',
} as const;

export const MENU_TEXTS = {
  myLoans: 'My loans',
  bindBank: 'Payment account',
  complaints: 'Complaints',
  customerService: 'Customer service',
  privacyPolicy: 'Privacy policy',
  aboutUs: 'About us',
  terms: 'Loan terms',
} as const;

export const DELETE_TEXTS = {
  openLoan:
    'You have a loan that is not fully repaid yet. You can delete your account once it is paid off or closed.',
} as const;

/** What the anonymised account reads as: nothing that identifies a person. */
export const ANONYMISED_NAME = 'Deleted borrower';
