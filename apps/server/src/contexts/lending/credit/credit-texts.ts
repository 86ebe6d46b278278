// What the borrower reads about a credit decision: each rule's reason, the outcomes, the blockers on home and the
// requirements on a product's page. The decision row keeps the same words (credit_decisions.reason and rules).
import { formatPeso } from '@pautang/contract/format/money';

export const ruleReasons = {
  profile: 'Please complete your profile before you apply.',
  age: 'You must be 18 years old or over to borrow, as our loan terms state.',
  nationality: 'Our loans are for Filipino citizens only, as our loan terms state.',
  openLoan:
    'You already have a loan open. Please repay it before you apply again: we lend one loan at a time.',
  review: 'Your last application is still being reviewed. We will tell you the result within 1 day.',
  account: 'Please add an account to receive your loan before you apply.',
  productRange: (minAmount: number, maxAmount: number, stepAmount: number, terms: readonly number[]) =>
    `Please choose an amount from ${formatPeso(minAmount)} to ${formatPeso(maxAmount)} in steps of ` +
    `${formatPeso(stepAmount)}, and a term of ${terms.join(' or ')} days.`,
  limit: (limitAmount: number) =>
    `Your limit is ${formatPeso(limitAmount)} for now. Please choose a lower amount: each loan repaid on time ` +
    'raises your limit.',
  idShared: 'The ID number you gave is already on another account: a person will review your application.',
  passed: 'Passed.',
} as const;

export const outcomeMessages = {
  approved: (amount: number, termDays: number) =>
    `Approved: ${formatPeso(amount)} for ${termDays} days. Please review the offer and confirm it.`,
  review: 'A person is reviewing your application. We will tell you the result within 1 day.',
  demoApproved: 'Approved after review (demo mode).',
} as const;

export const blockerMessages = {
  profile: 'Complete your profile to apply.',
  account: 'Add an account to receive your loan.',
  openLoan: 'You have a loan open. Repay it to borrow again.',
  review: 'Your application is being reviewed. We will tell you the result within 1 day.',
} as const;

/** A recommended product's grey button: why the borrower cannot take it now (issue 40), short as a button is. */
export const recommendationBlocked = {
  profile: 'Complete your profile first',
  account: 'Add an account first',
  'open-loan': 'Repay your loan first',
  review: 'Application under review',
  'cooling-off': 'Not available yet',
  limit: 'Above your limit for now',
} as const;

export const productReasons = {
  belowLimit: (minAmount: number) =>
    `Available once your limit reaches ${formatPeso(minAmount)}: repay on time to raise it.`,
} as const;

export const requirements = [
  'Filipino citizen, 18 years old or over',
  'A complete profile: your details, address, a government ID and a selfie, and two references',
  'An account of your own (bank or e-wallet) to receive the loan',
  'No other loan open with us',
  'A decision within 1 day; the money is sent to your account within 1 to 3 days after you confirm',
] as const;

export const applyErrors = {
  requestReused:
    'This request was already used for a different application. Please go back to the product and apply again.',
  notOffered: (message: string) => `This amount or term is not offered: ${message}`,
} as const;

/** Signing refused: what the confirmation screens and the push say. */
export const signErrors = {
  noDecision:
    'There is no approved offer for this product. Please apply in the app first: we lend only what we approved.',
  noIdentity: 'Please complete your profile (your name, address and ID) before you sign a loan.',
  noAccount: 'Please add an account to receive your loan before you sign.',
  openLoan: 'You already have a loan open. Please repay it before borrowing again.',
} as const;
