// Server-side wording of the confirmation and agreement lists (spec 2 §3 gives them as server fields).
import type { AgreementKind } from '@pautang/contract/constants';

export const agreementTitles: Record<AgreementKind, string> = {
  'loan-agreement': 'Loan Agreement',
  'disclosure-statement': 'Disclosure Statement',
};

/** A renewal's disclosure statement (one per rollover), listed after the agreements of its order. */
export const renewalTexts = {
  title: 'Renewal Disclosure Statement No. {number}',
  quoteTitle: 'Renewal Disclosure Statement (if you pay the rollover today)',
  notFound: 'This order has no such renewal statement.',
  refused: 'This loan cannot be rolled over now.',
} as const;

export const renewalTitle = (number: number) => renewalTexts.title.replace('{number}', String(number));

export const confirmRows = {
  loanAmount: 'Loan amount',
  amountReceived: 'Amount received',
  interest: 'Interest',
  totalRepayment: 'Total repayment',
  effectiveRate: 'Effective interest rate',
  firstRepayment: 'First repayment date',
} as const;

export const pushErrors = {
  offerChanged: 'The loan amount or term does not match the offer. Please review the offer again.',
  consent: 'Please read and agree to the loan agreements before you continue.',
  activeLoan: 'You already have an active loan with this product. Please repay it before borrowing again.',
  requestReused:
    'This request was already used for a different loan. Please go back to the offer and confirm it again.',
} as const;

export const loginFailure = {
  noticeMsg: 'Your application could not be completed',
  errorMsg:
    'Joint login failed: our partner could not verify your account. You can apply for one of these products instead.',
} as const;
