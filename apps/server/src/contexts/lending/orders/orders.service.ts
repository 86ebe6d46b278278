// Order details (spec 2 §2.8, §3, §4.1): the engine says what is owed and the status on the business date;
// this service adds the borrower-facing fields. The status is computed on read; the stored one moves only with the
// writes that move the loan (push, disbursement, payments).
import type { AppSettings } from '@pautang/contract/app-settings';
import type { DetailRow, OrderDetails, OrderList } from '@pautang/contract/loans';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import {
  accrue,
  addDays,
  businessDateFromInstant,
  buildSchedule,
  orderFigures,
  orderStatus,
  payableRange,
  payoffQuote,
  quoteRollover,
  applicableRefund,
} from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { ErrorCode } from '@pautang/contract/errors';
import { AppError, notFound } from '../../../platform/errors';
import { appSettings } from '../../staff/index';
import { getBusinessDate } from '../../staff/index';
import { listProducts, type ProductRow } from '../products/products.repository';
import { recommendedFrom } from '../products/products.service';
import {
  findOrderForUser,
  listOrdersOfUser,
  storeScoreOnce,
  updateOrder,
  type OrderRow,
} from './orders.repository';
import { planOfferOf } from '../restructures/offer';
import { loanStateOf } from './loan-state';
import * as texts from './order-texts';
import { channelName } from '../payments/channels';
import { recentPaymentsOfOrder, refundBalanceOf } from '../payments/payments.repository';
import type { PaymentRow } from '../payments/payments.repository';
import { refundedNote, refundOwed } from '../payments/refunds';

export const ORDER_NOT_FOUND = 'We could not find this order.';

export { loanStateOf };

export const ACTIVE_STATUSES: number[] = [
  ORDER_STATUS.inProgress,
  ORDER_STATUS.approved,
  ORDER_STATUS.repaymentProcessing,
  ORDER_STATUS.repayable,
  ORDER_STATUS.overdue,
];

/**
 * The engine's figures of one order row on one business date, each worked out once: rows come from the read cache,
 * so the same object comes back until a write replaces it, and repeated reads (order details, repayment pages,
 * status checks) do not redo the engine's work. Only ever keyed by pure functions of the row and the date.
 */
const rowFigures = new WeakMap<OrderRow, { businessDate: string; values: Map<string, unknown> }>();
export function figureOf<T>(row: OrderRow, businessDate: string, key: string, compute: () => T): T {
  let entry = rowFigures.get(row);
  if (entry?.businessDate !== businessDate)
    rowFigures.set(row, (entry = { businessDate, values: new Map() }));
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  entry.values.set(key, value);
  return value;
}

/** The loan's accrual on the business date, worked out once per row (the list and the details page share it). */
const accrualOf = (row: OrderRow, businessDate: string) =>
  row.disbursed_on
    ? figureOf(row, businessDate, 'accrual', () => accrue(loanStateOf(row), businessDate))
    : undefined;

export function statusOf(row: OrderRow, businessDate: string): number {
  return (
    row.status_override ??
    figureOf(row, businessDate, 'status', () => orderStatus(loanStateOf(row), businessDate))
  );
}

const money = (text: string, value: number): DetailRow => ({ text, value, type: 'money' });
const date = (text: string, value: string): DetailRow => ({ text, value, type: 'date' });

type Computed = {
  businessDate: string;
  catalogue: readonly ProductRow[];
  settings: AppSettings;
  payments: readonly PaymentRow[];
  details: OrderDetails;
};
/**
 * Order details computed once per order row, business date, catalogue and app settings: the rows come from the read cache,
 * so the same objects come back until a write replaces them, and the engine's work is not repeated per read.
 */
const computed = new WeakMap<OrderRow, Computed>();

/**
 * The caller's order as the borrower sees it on the business date. A read only reads: the status is computed
 * here; the stored one moves with the writes that move the loan (push, disbursement, payments).
 */
export async function orderDetails(
  deps: Deps,
  userId: string,
  orderId: string,
  origin: string,
): Promise<OrderDetails> {
  // The order's payments are read beside the order, not after it: a cold read was one round trip longer for them.
  // They are only looked at once the order is known to be the caller's (a foreign id still reads as missing).
  const [row, businessDate, catalogue, settings, payments] = await Promise.all([
    findOrderForUser(deps.db, orderId, userId),
    getBusinessDate(deps.db, deps.clock()),
    listProducts(deps.db),
    appSettings(deps),
    recentPaymentsOfOrder(deps.db, orderId),
  ]);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  // Issue 40: an overdue order offers the borrower's refund balance (money owed back on any of their orders). Read
  // only then: one more statement for an overdue order, none for the others.
  const refundBalanceAmount =
    statusOf(row, businessDate) === ORDER_STATUS.overdue && row.status_override === null
      ? applicableRefund(
          (await refundBalanceOf(deps.db, userId)).map((refund) => refund.refund_amount),
          payableRange(loanStateOf(row), businessDate).maxAmount,
        ).take
      : 0;
  // Issue 42: a repayment plan offered on the order, read only when the order names one.
  const planOffer = row.restructure_offer_id ? await planOfferOf(deps.db, row, businessDate, origin) : null;
  const memo = computed.get(row);
  if (
    memo &&
    memo.businessDate === businessDate &&
    memo.catalogue === catalogue &&
    memo.settings === settings &&
    memo.payments === payments &&
    memo.details.refundBalanceAmount === refundBalanceAmount
  ) {
    return planOffer ? { ...memo.details, planOffer } : memo.details;
  }
  const details = {
    ...describeOrder(deps, row, businessDate, catalogue, origin, settings),
    ...paymentTexts(row, businessDate, payments),
    refundBalanceAmount,
  };
  computed.set(row, { businessDate, catalogue, settings, payments, details });
  return planOffer ? { ...details, planOffer } : details;
}

/**
 * The caller's orders, newest first (spec 1 key table: order list), each as its details page describes it on the
 * business date: the same status words and amounts due, so the list and the page never disagree.
 */
export async function orderList(deps: Deps, userId: string, origin: string): Promise<OrderList> {
  const [rows, businessDate, catalogue, settings] = await Promise.all([
    listOrdersOfUser(deps.db, userId),
    getBusinessDate(deps.db, deps.clock()),
    listProducts(deps.db),
    appSettings(deps),
  ]);
  return {
    list: rows.map((row) => {
      const d = describeOrder(deps, row, businessDate, catalogue, origin, settings);
      const outstanding = accrualOf(row, businessDate)?.outstandingAmount ?? 0;
      return {
        orderId: row.id,
        productId: row.product_id,
        productName: d.productName,
        productLogo: d.productLogo,
        orderStatus: d.orderStatus,
        statusText: d.noticeStatusText,
        loanAmount: row.principal_amount,
        outstandingAmount: outstanding,
        repayAmount: d.repayAmount,
        repayDate: d.repayDate,
        applyDate: businessDateFromInstant(row.created_at),
        lendDetailsUrl: orderUrl(origin, row.id, row.product_id),
      };
    }),
  };
}

function describeOrder(
  deps: Deps,
  row: OrderRow,
  businessDate: string,
  catalogue: readonly ProductRow[],
  origin: string,
  settings: AppSettings,
): OrderDetails {
  const status = statusOf(row, businessDate);
  const product = catalogue.find((p) => p.id === row.product_id);
  if (!product) throw notFound(ORDER_NOT_FOUND);
  const loan = loanStateOf(row);
  const startOn = row.disbursed_on ?? businessDateFromInstant(row.created_at);
  const schedule = buildSchedule(loan, startOn);
  const accrual = accrualOf(row, businessDate);

  const detail: DetailRow[] = [
    { text: texts.rows.orderNo, value: row.id, type: 'text' },
    money(texts.rows.loanAmount, row.principal_amount),
    { text: texts.rows.loanTerm, value: row.term_days, type: 'days' },
    date(texts.rows.applyDate, businessDateFromInstant(row.created_at)),
  ];
  // Issue 42: a loan closed into a repayment plan, and the plan, each name the other.
  if (row.restructured_into) {
    detail.push({ text: texts.rows.restructuredInto, value: row.restructured_into, type: 'text' });
  }
  if (row.restructured_from) {
    detail.push({ text: texts.rows.restructuredFrom, value: row.restructured_from, type: 'text' });
  }
  if (row.disbursement_account) {
    detail.push({ text: texts.rows.disbursementAccount, value: row.disbursement_account, type: 'text' });
    if (row.disbursement_account_name) {
      detail.push({ text: texts.rows.accountName, value: row.disbursement_account_name, type: 'text' });
    }
  }
  let repayAmount = 0;
  let repayDate = '';
  if (accrual) {
    const next = accrual.instalments.find((i) => i.owedAmount > 0);
    repayAmount = accrual.dueAmount > 0 ? accrual.dueAmount : (next?.owedAmount ?? 0);
    repayDate = next?.dueOn ?? accrual.maturityOn ?? '';
    const daysLate = Math.max(0, ...accrual.instalments.map((i) => (i.owedAmount > 0 ? i.daysLate : 0)));
    detail.push(
      date(texts.rows.disbursedOn, row.disbursed_on ?? ''),
      date(texts.rows.dueDate, accrual.maturityOn ?? schedule.maturityOn),
    );
    // Every figure from the engine (issue 40, D4): every charge, each labelled with its period once the loan was
    // rolled over, the waiver taken off the penalty shown before it, and every peso paid on the order, so that
    // loan + charges − waivers − paid = outstanding on the screen, always.
    const figures = figureOf(row, businessDate, 'figures', () => orderFigures(loan, businessDate));
    const rolledOver = (row.rollover_count ?? 0) > 0;
    for (const line of figures.charges) {
      detail.push(money(texts.chargeRow(line.kind, line.period, rolledOver), line.amount));
      if (line.kind === 'penalty' && figures.waivedAmount > 0) {
        // A waiver (issue 28, collections) is its own line, taken off the penalty above.
        detail.push(money(texts.rows.penaltyWaived, figures.waivedAmount));
      }
    }
    if (daysLate > 0) detail.push({ text: texts.rows.daysOverdue, value: daysLate, type: 'days' });
    if (figures.paidAmount > 0) detail.push(money(texts.rows.paid, figures.paidAmount));
    detail.push(money(texts.rows.outstanding, accrual.outstandingAmount));
    // The terms promise interest only up to the day of an early payoff: the amount is shown before paying.
    if (accrual.outstandingAmount > 0) {
      const payoff = payoffQuote(loan, businessDate);
      if (payoff.allowed && payoff.interestSavedAmount > 0) {
        detail.push(
          money(texts.rows.payoffToday, payoff.payoffAmount),
          money(texts.rows.interestSaved, payoff.interestSavedAmount),
        );
      } else if (!payoff.allowed && payoff.fromOn) {
        detail.push(date(texts.rows.prepaymentFrom, payoff.fromOn));
      }
    }
  } else {
    detail.push(money(texts.rows.totalRepayment, schedule.totalAmount));
  }

  const repayable = status === ORDER_STATUS.repayable || status === ORDER_STATUS.overdue;
  const rollover = repayable && accrual !== undefined ? quoteRollover(loan, businessDate) : undefined;
  const canDelay = rollover?.allowed === true;
  const hasButtons =
    repayable || status === ORDER_STATUS.repaymentProcessing || status === ORDER_STATUS.finished;

  return {
    orderId: row.id,
    productId: row.product_id,
    orderStatus: status,
    noticeStatusText: texts.noticeStatusText[status] ?? '',
    // A payout that failed says why, and what happens next (contexts/lending/payouts), while the order is 21 or 110.
    noticeDesText:
      row.payout_failure && (status === ORDER_STATUS.inProgress || status === ORDER_STATUS.failed)
        ? row.payout_failure
        : texts.noticeDesText(status, repayAmount, repayDate),
    recProducts: hasButtons ? [] : recommendedFrom(catalogue, row.product_id),
    productName: product.definition.name,
    productLogo: product.definition.logo,
    userOrderDetail: { detail },
    inside: accrual?.covered ? texts.coveredNotice : '',
    h5Url: row.h5_url,
    isDelay: canDelay ? 1 : 0,
    // The loan started today (nothing has accrued), or nothing is owed for a rollover today (issue 40, D2: a ₱0
    // rollover cannot be paid): offered from tomorrow, when it costs a day's interest.
    delayFromOn:
      rollover?.refusal === 'disbursement-day' || rollover?.refusal === 'nothing-to-pay'
        ? addDays(businessDate, 1)
        : '',
    telephone: row.telephone || settings.servicePhone,
    isScore: row.is_score === '1' && row.score === null ? '1' : '0',
    playeduL: row.redirect_url ? absolute(origin, row.redirect_url) : '',
    reyMsg: status === ORDER_STATUS.overdue ? texts.reyMsg.overdue : repayable ? texts.reyMsg.repayable : '',
    KindTipsMsg: row.kind_tips_msg,
    cardNeedPop: row.card_need_pop === 1 ? 1 : 0,
    cardPopTitle: row.card_need_pop === 1 ? row.card_pop_title || texts.cardPop.title : '',
    cardPopMsg: row.card_need_pop === 1 ? row.card_pop_msg || texts.cardPop.message : '',
    repayAmount,
    repayDate,
    paymentNotice: '',
    refundMsg: '',
    // Issue 40, D3: which waiver applies (a rollover folds a waiver of the period away; a stop stays).
    waiverEffect: row.late_charges_stopped_on ? 'stopped' : row.penalty_waived_amount > 0 ? 'go-on' : '',
    lateChargesStoppedOn: row.late_charges_stopped_on ?? '',
    refundBalanceAmount: 0,
    planOffer: null,
  };
}

/**
 * What the order's payments say to the borrower: money owed back, and a last payment that did not go through
 * (shown while the order can still be paid and nothing newer was opened or paid).
 */
function paymentTexts(
  row: OrderRow,
  businessDate: string,
  payments: readonly PaymentRow[],
): Pick<OrderDetails, 'paymentNotice' | 'refundMsg'> {
  const refund = refundOwed(payments);
  // A live code supersedes a failure: the borrower has already moved on to it.
  const live = payments.some((p) => p.status === 'pending' || p.status === 'opening');
  const last = payments.find((p) => p.status !== 'cancelled');
  const payable = ACTIVE_STATUSES.includes(statusOf(row, businessDate));
  const notice =
    payable && !live && last && (last.status === 'failed' || last.status === 'expired')
      ? texts.paymentNotice[last.status](last.amount, channelName(last.channel))
      : '';
  // What is still owed back, then each refund already paid (issue 28), in one note.
  const refundMsg = [refund > 0 ? texts.refundMsg(refund) : '', ...payments.map(refundedNote)]
    .filter(Boolean)
    .join(' ');
  return { paymentNotice: notice, refundMsg };
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function orderUrl(
  origin: string,
  orderId: string,
  productId: string,
  /** Session parameters the page keeps (language, user, device…), never the session id. */
  carried: Record<string, string> = {},
): string {
  return `${origin}${H5_PATHS.loanDetail}?${new URLSearchParams({ orderId, productId, ...carried })}`;
}

export const NOT_ASKING_FOR_SCORE = 'This order is not asking for a rating.';

export async function saveScore(deps: Deps, userId: string, orderId: string, score: number): Promise<void> {
  const row = await findOrderForUser(deps.db, orderId, userId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (!(await storeScoreOnce(deps.db, orderId, score))) {
    throw new AppError(ErrorCode.Conflict, NOT_ASKING_FOR_SCORE);
  }
}

export async function closeCardPrompt(deps: Deps, userId: string, orderId: string): Promise<void> {
  const row = await findOrderForUser(deps.db, orderId, userId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  await updateOrder(deps.db, orderId, { card_need_pop: 0 }, deps.clock().toISOString());
}
