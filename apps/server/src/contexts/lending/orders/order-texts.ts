// The server-side wording of order details (spec 2 §3 gives these as server fields: noticeStatusText,
// noticeDesText, detail rows, reyMsg…). Amounts inside sentences use the one money formatter.
import { ORDER_STATUS } from '@pautang/contract/constants';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import type { ChargeKind } from '@pautang/loan-engine';

export const noticeStatusText: Record<number, string> = {
  [ORDER_STATUS.inProgress]: 'Under review',
  [ORDER_STATUS.approved]: 'Approved, disbursing',
  [ORDER_STATUS.failed]: 'Loan application failed',
  [ORDER_STATUS.repaymentProcessing]: 'Repayment processing',
  [ORDER_STATUS.repayable]: 'To be repaid',
  [ORDER_STATUS.overdue]: 'Overdue',
  [ORDER_STATUS.finished]: 'Loan settled',
};

export function noticeDesText(status: number, repayAmount: number, repayDate: string): string {
  switch (status) {
    case ORDER_STATUS.inProgress:
      return 'We are reviewing your application. A decision is made within 1 day.';
    case ORDER_STATUS.approved:
      return 'Your loan is approved. Funds reach your account within 1 to 3 days.';
    case ORDER_STATUS.failed:
      return 'We could not approve this loan. You can apply for another product below.';
    case ORDER_STATUS.repaymentProcessing:
      return 'We received your payment and are confirming it with the payment channel.';
    case ORDER_STATUS.repayable:
      return `Please repay ${formatPeso(repayAmount)} by ${formatDate(repayDate, { dateOnly: true })}.`;
    case ORDER_STATUS.overdue:
      return `Your loan is overdue. Please repay ${formatPeso(repayAmount)} now to stop late charges.`;
    case ORDER_STATUS.finished:
      return 'Thank you! Your loan is fully repaid.';
    default:
      return '';
  }
}

export const reyMsg = {
  repayable: 'Repay on time to keep a good credit record and raise your limit.',
  overdue: 'Late charges are added every day until you repay.',
} as const;

export const coveredNotice =
  'This loan is covered by the SEC caps: late penalties never exceed 5% per month of the amount due, and total charges never exceed 100% of the principal.';

export const rows = {
  orderNo: 'Order No.',
  restructuredInto: 'Closed into repayment plan',
  restructuredFrom: 'Repayment plan of order',
  loanAmount: 'Loan amount',
  loanTerm: 'Loan term',
  applyDate: 'Apply date',
  disbursedOn: 'Disbursed on',
  dueDate: 'Due date',
  interest: 'Interest',
  fees: 'Fees',
  latePenalty: 'Late penalty',
  penaltyWaived: 'Penalty waived',
  lateInterest: 'Late interest',
  daysOverdue: 'Days overdue',
  paid: 'Amount paid',
  outstanding: 'Outstanding amount',
  payoffToday: 'To pay off today',
  interestSaved: 'Interest you save by paying off today',
  prepaymentFrom: 'Early repayment from',
  amountReceived: 'Amount received',
  totalRepayment: 'Total repayment',
  effectiveRate: 'Effective interest rate',
  disbursementAccount: 'Disbursement account',
  /** Issue 40: whose account the loan goes to, so a borrower sees it is their own. */
  accountName: 'Account name',
} as const;

const CHARGE_NAMES: Record<ChargeKind, string> = {
  interest: 'Interest',
  fees: 'Fees',
  penalty: 'Late penalty',
  lateInterest: 'Late interest',
  legalCharges: 'Legal charges',
  enforcementCosts: 'Enforcement costs',
};

/**
 * A charge row's label (issue 40, D4): plain while the loan has one period; once rolled over, each names its period
 * (1 is the loan as disbursed), and the earlier periods' charges are one row (`kind` null, up to `period`).
 */
export function chargeRow(kind: ChargeKind | null, period: number, rolledOver: boolean): string {
  if (kind === null) return period === 1 ? 'Charges of period 1' : `Charges of periods 1 to ${period}`;
  return rolledOver ? `${CHARGE_NAMES[kind]} (period ${period})` : CHARGE_NAMES[kind];
}

export const cardPop = {
  title: 'Bind your repayment account',
  message: 'Bind a bank account or e-wallet so you can receive funds and repay in one tap.',
} as const;

export const kindTips =
  'Repay only through the channels shown in this app. Our staff will never ask you to send money to a personal account.';

/** Money a payment brought in that no loan took (a stale code paid, an overpayment): issue 25. */
export const refundMsg = (amount: number) => `${formatPeso(amount)} will be returned to you.`;

/** The borrower's last payment did not go through: what happened, and what to do next (issue 25). */
export const paymentNotice = {
  failed: (amount: number, channel: string) =>
    `Your payment of ${formatPeso(amount)} through ${channel} did not go through, and nothing was taken. Tap Repayment to choose a payment method and try again.`,
  expired: (amount: number, channel: string) =>
    `Your ${channel} code for ${formatPeso(amount)} expired before it was paid, and nothing was taken. Tap Repayment to get a new code.`,
} as const;
