// What staff read when reviewing a held application (issue 28), and the summary a second officer approves.
import { formatPeso } from '@pautang/contract/format/money';

export const reviewTexts = {
  notFound: 'We could not find this application waiting for review.',
  alreadyDecided: 'This application has already been decided.',
  reasonRequired: 'Please give the reason the borrower will read.',
  offerRequired: 'Please give the amount and the term of the offer.',
  approvalSummary: (name: string, amount: number, termDays: number) =>
    `Approve a loan of ${formatPeso(amount)} for ${termDays} days to ${name}`,
  declineSummary: (name: string) => `Decline the application of ${name}`,
} as const;
