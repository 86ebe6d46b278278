// The instalment and delay pages' data (spec 2 §2.3, §2.4, §7): every figure from the engine (amount due
// today, the plan, the next payment date, the rollover price), the channels that take the amount, and the
// borrower's code still payable for this order as the default pay code.
import type {
  DelayInfo,
  DefDetail,
  InstalmentInfo,
  RepayChannel,
  RepayPreview,
} from '@pautang/contract/repayment';
import { ErrorCode } from '@pautang/contract/errors';
import {
  accrue,
  applyRollover,
  payableRange,
  payoffQuote,
  previewPayment,
  quoteRollover,
} from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { quotedRenewal } from '../agreements/renewal-statements';
import { getBusinessDate } from '../../staff/index';
import { renewalTitle } from '../loans/loan-texts';
import { findOrderForUser, type OrderRow } from '../orders/orders.repository';
import { ACTIVE_STATUSES, figureOf, loanStateOf, ORDER_NOT_FOUND, statusOf } from '../orders/orders.service';
import { CHANNELS, findChannel } from '../payments/channels';
import { assertAmountInRange } from '../payments/payments.service';
import { pendingPayments, recentPaymentsOfOrder } from '../payments/payments.repository';
import type { PaymentRow } from '../payments/payments.repository';
import { listProducts } from '../products/products.repository';
import { REPAY_TEXTS as T } from './repayment-texts';

/**
 * The caller's order, when it can be paid now, with what its pages read beside it. `withPayments`: the order's
 * payments are read with the order rather than after it (a cold page was one round trip longer for them); they are
 * only used once the order is known to be the caller's.
 */
async function repayableOrder(
  deps: Deps,
  userId: string,
  orderId: string,
  productId: string,
  withPayments = false,
) {
  const [order, businessDate, catalogue, payments] = await Promise.all([
    findOrderForUser(deps.db, orderId, userId),
    getBusinessDate(deps.db, deps.clock()),
    listProducts(deps.db),
    withPayments ? recentPaymentsOfOrder(deps.db, orderId) : undefined,
  ]);
  if (!order || order.product_id !== productId) throw notFound(ORDER_NOT_FOUND);
  if (!ACTIVE_STATUSES.includes(statusOf(order, businessDate)) || !order.disbursed_on) {
    throw new AppError(ErrorCode.Conflict, 'This order has nothing to pay now.');
  }
  const product = catalogue.find((p) => p.id === order.product_id);
  return { order, businessDate, catalogue, payments, product: product?.definition };
}

type Remembered = { inputs: readonly unknown[]; until: number; value: unknown };
const remembered = new WeakMap<OrderRow, Map<string, Remembered>>();

/**
 * A repayment page's answer, kept per cached order row while its inputs are the very same objects (the business
 * date, the catalogue and the order's pending codes, all from the read cache) and until the first code it could
 * show expires. A repeated read then skips the engine and the answer's serialization (platform/call.ts remembers the
 * text per answer object); any write to the order, its codes or the catalogue gives new objects, hence a new answer.
 */
async function rememberedAnswer<T>(
  deps: Deps,
  page: {
    order: OrderRow;
    businessDate: string;
    catalogue: readonly unknown[];
    payments: readonly PaymentRow[] | undefined;
  },
  userId: string,
  kind: PaymentRow['kind'],
  make: (payments: readonly PaymentRow[]) => Promise<T>,
): Promise<T> {
  const pending = page.payments ?? (await recentPaymentsOfOrder(deps.db, page.order.id));
  const inputs = [page.businessDate, page.catalogue, pending];
  const now = deps.clock().getTime();
  let byKind = remembered.get(page.order);
  const hit = byKind?.get(kind);
  if (hit && hit.until > now && hit.inputs.every((v, i) => v === inputs[i])) return hit.value as T;
  const value = await make(pending);
  const expiries = pending
    .filter((p) => p.status === 'pending' && p.user_id === userId && p.kind === kind)
    .map((p) => new Date(p.expires_at).getTime())
    .filter((t) => t > now);
  if (!byKind) remembered.set(page.order, (byKind = new Map()));
  byKind.set(kind, { inputs, until: Math.min(Infinity, ...expiries), value });
  return value;
}

/** Channels that take the amount, the one of the last code first (the default). */
function channelsFor(amount: number, preferred: string | undefined): RepayChannel[] {
  const fits = CHANNELS.filter((c) => amount === 0 || (amount >= c.minAmount && amount <= c.maxAmount));
  const ordered = preferred
    ? [
        ...fits.filter((c) => c.channelNumber === preferred),
        ...fits.filter((c) => c.channelNumber !== preferred),
      ]
    : fits;
  return ordered.map((c) => ({
    logo: c.logo,
    name: c.name,
    channel_number: c.channelNumber,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
  }));
}

const NO_CODE: DefDetail = {
  payCode: '',
  referenceNo: '',
  logo: '',
  title: '',
  payNotice: {},
  channel_number: '',
  amount: 0,
  expiresAt: '',
};

function defaultCode(
  deps: Deps,
  userId: string,
  payments: readonly PaymentRow[],
  kind: 'repay' | 'rollover',
): { detail: DefDetail; channel: string | undefined } {
  const now = deps.clock().toISOString();
  // The order's live codes, newest first: the newest names the channel the borrower last chose.
  const pending = pendingPayments(payments, { userId, kind, after: now });
  const latest = pending[0];
  // The page's one live code (the amount due, or the rollover): its amount holds until it expires, even when
  // today's figure has moved since (late interest), so it is shown with its own amount and expiry.
  const code = pending.find((p) => p.purpose === (kind === 'rollover' ? 'rollover' : 'due'));
  const channel = code ? findChannel(code.channel) : undefined;
  if (!code || !channel) return { detail: NO_CODE, channel: latest?.channel };
  return {
    detail: {
      payCode: code.gateway_ref || code.id,
      referenceNo: code.id,
      logo: channel.logo,
      title: channel.name,
      payNotice: channel.payNotice,
      channel_number: channel.channelNumber,
      amount: code.amount,
      expiresAt: new Date(code.expires_at).toISOString(),
    },
    channel: channel.channelNumber,
  };
}

export async function instalmentInfo(
  deps: Deps,
  userId: string,
  orderId: string,
  productId: string,
): Promise<InstalmentInfo> {
  const page = await repayableOrder(deps, userId, orderId, productId, true);
  return rememberedAnswer(deps, page, userId, 'repay', (payments) =>
    instalmentView(deps, userId, page, payments),
  );
}

async function instalmentView(
  deps: Deps,
  userId: string,
  { order, businessDate, product }: Awaited<ReturnType<typeof repayableOrder>>,
  payments: readonly PaymentRow[],
): Promise<InstalmentInfo> {
  const { accrual, payoff, range, preview } = figureOf(order, businessDate, 'instalment', () => {
    const loan = loanStateOf(order);
    const accrued = accrue(loan, businessDate);
    const payable = payableRange(loan, businessDate);
    return {
      accrual: accrued,
      payoff: payoffQuote(loan, businessDate),
      range: payable,
      preview: openingPreview(loan, accrued.dueAmount || payable.maxAmount, payable, businessDate),
    };
  });
  const payoffOpen = payoff.allowed && payoff.interestSavedAmount > 0;
  const next = accrual.instalments.find((i) => i.owedAmount > 0);
  const due = accrual.dueAmount;
  const { detail: defDetail, channel } = defaultCode(deps, userId, payments, 'repay');
  const daysLate = Math.max(0, ...accrual.instalments.map((i) => (i.owedAmount > 0 ? i.daysLate : 0)));
  return {
    repayAmount: due,
    repayDate: next?.dueOn ?? accrual.maturityOn ?? '',
    productName: product?.name ?? '',
    productLogo: product?.logo ?? '',
    detail: [
      { text: T.rows.dueToday, value: due, type: 'money' },
      ...accrual.instalments
        .filter((i) => i.owedAmount > 0)
        .map((i) => ({
          text: `${T.rows.instalment} ${i.periodLabel} · ${i.dueOn}`,
          value: i.owedAmount,
          type: 'money' as const,
        })),
      { text: T.rows.outstanding, value: accrual.outstandingAmount, type: 'money' },
      ...(daysLate > 0 ? [{ text: T.rows.daysOverdue, value: daysLate, type: 'days' as const }] : []),
    ],
    repayList: channelsFor(due, channel),
    noticeMsg: due > 0 ? T.instalmentNotice : range.maxAmount > 0 ? T.payAhead : T.nothingDue,
    defDetail,
    isShowReyTop: 1,
    payoffAmount: payoffOpen ? payoff.payoffAmount : 0,
    interestSavedAmount: payoffOpen ? payoff.interestSavedAmount : 0,
    payoffFromOn: !payoff.allowed && payoff.fromOn ? payoff.fromOn : '',
    minAmount: range.minAmount,
    maxAmount: range.maxAmount,
    preview,
  };
}

/** The preview of the amount the page opens with (the page's rule: what is due, else the most it takes). */
function openingPreview(
  loan: ReturnType<typeof loanStateOf>,
  amount: number,
  range: { minAmount: number; maxAmount: number },
  businessDate: string,
): RepayPreview | null {
  if (range.maxAmount <= 0 || amount < range.minAmount || amount > range.maxAmount) return null;
  const { allocation: _allocation, ...preview } = previewPayment(loan, amount, businessDate);
  return preview;
}

/**
 * How the chosen amount would be applied today: the same engine allocation the posting goes through, after the
 * same range check generate-vcode makes, so the preview never shows an amount the payment would refuse.
 */
export async function repayPreview(
  deps: Deps,
  userId: string,
  input: { orderId: string; productId: string; amount: number },
): Promise<RepayPreview> {
  const { order, businessDate } = await repayableOrder(deps, userId, input.orderId, input.productId);
  const loan = loanStateOf(order);
  assertAmountInRange(loan, input.amount, businessDate);
  const { allocation: _allocation, ...preview } = previewPayment(loan, input.amount, businessDate);
  return preview;
}

export async function delayInfo(
  deps: Deps,
  userId: string,
  orderId: string,
  productId: string,
): Promise<DelayInfo> {
  const page = await repayableOrder(deps, userId, orderId, productId, true);
  return rememberedAnswer(deps, page, userId, 'rollover', (payments) =>
    delayView(deps, userId, page, payments),
  );
}

async function delayView(
  deps: Deps,
  userId: string,
  { order, businessDate, product }: Awaited<ReturnType<typeof repayableOrder>>,
  payments: readonly PaymentRow[],
): Promise<DelayInfo> {
  const { quote, renewedOutstanding, statement } = figureOf(order, businessDate, 'rollover', () => {
    const loan = loanStateOf(order);
    const q = quoteRollover(loan, businessDate);
    // What the renewed period owes, as the engine computes it once the rollover is paid (fees carried over and
    // the new period's interest included).
    const renewed = q.allowed
      ? accrue(applyRollover(loan, q.delayAmount, businessDate).loan, businessDate).outstandingAmount
      : 0;
    return { quote: q, renewedOutstanding: renewed, statement: quotedRenewal(order, businessDate) };
  });
  if (!quote.allowed || !statement) throw new AppError(ErrorCode.Conflict, T.delayRefused);
  const { detail: defDetail, channel } = defaultCode(deps, userId, payments, 'rollover');
  const newDue = quote.newDueOn ?? '';
  return {
    delayInfo: { title: T.delayTitle, delayAmount: quote.delayAmount },
    repayPlan: [
      {
        remark: T.planRemark.today,
        title: T.planTitle.delayFee,
        amount: quote.delayAmount,
        time: businessDate,
      },
      {
        remark: T.planRemark.newDue,
        title: T.planTitle.nextPeriod,
        amount: renewedOutstanding,
        time: newDue,
      },
    ],
    repayList: channelsFor(quote.delayAmount, channel),
    defDetail,
    isShowReyTop: 1,
    repayDate: newDue,
    productName: product?.name ?? '',
    productLogo: product?.logo ?? '',
    noticeMsg: T.delayNotice,
    // The renewal statement this payment gives, to read before paying (its whole text: the agreement page).
    renewalStatement: {
      title: renewalTitle(statement.number),
      number: statement.number,
      startOn: statement.schedule.startOn,
      dueOn: statement.schedule.maturityOn,
      totalAmount: statement.schedule.totalAmount,
      eirMonthlyBp: statement.rate.monthlyBp,
      eirAnnualBp: statement.rate.annualBp,
    },
  };
}
