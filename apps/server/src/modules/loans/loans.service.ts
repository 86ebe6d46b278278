// Loan confirmation and push (spec 2 §2.5, §2.6, §4.2, §7). The push creates an order only from the offer the
// borrower saw: the server recomputes it, requires consent to every listed agreement, and is idempotent.
import { createHash, randomInt } from 'node:crypto';
import { AGREEMENT_KINDS, ORDER_STATUS, TERM_UNIT_DAY } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import type { DetailRow, LoanConfirm, LoanPushRequest } from '@pautang/contract/loans';
import type { Satire } from '@pautang/contract/variant';
import {
  daysBetween,
  effectiveInterestRate,
  isCovered,
  pricingTermsOf,
  type Schedule,
} from '@pautang/loan-engine';
import type { Deps } from '../../deps';
import { AppError, invalid, notFound } from '../../lib/errors';
import { agreementUrl } from '../agreements/agreements.service';
import { getBusinessDate } from '../business-date/business-date.service';
import { findActiveOrderForProduct, findOrderByRequest, insertOrder } from '../orders/orders.repository';
import { ACTIVE_STATUSES, ORDER_NOT_FOUND, orderUrl } from '../orders/orders.service';
import type { ProductRow } from '../products/products.repository';
import { interestRateText } from '../products/product-texts';
import { bindPrompt } from '../payouts/payout-texts';
import { accountForNewOrder, submitPayout } from '../payouts/payouts.service';
import { plansOf, requireProduct, scheduleOf } from '../products/products.service';
import { lockUser } from '../users/users.repository';
import { confirmRows, pushErrors } from './loan-texts';

function detailsOf(schedule: Schedule): DetailRow[] {
  const eir = effectiveInterestRate(schedule);
  return [
    { text: confirmRows.loanAmount, value: schedule.principalAmount, type: 'money' },
    ...schedule.fees.map((f): DetailRow => ({ text: f.label, value: f.amount, type: 'money' })),
    { text: confirmRows.interest, value: schedule.interestAmount, type: 'money' },
    { text: confirmRows.amountReceived, value: schedule.principalAmount, type: 'money' },
    { text: confirmRows.totalRepayment, value: schedule.totalAmount, type: 'money' },
    {
      text: confirmRows.effectiveRate,
      value: `${formatBasisPoints(eir.monthlyBp)} per month (${formatBasisPoints(eir.annualBp)} per year)`,
      type: 'text',
    },
  ];
}

export async function loanConfirm(deps: Deps, productId: string, origin: string): Promise<LoanConfirm> {
  return confirmView(deps, await requireProduct(deps.db, productId), origin);
}

/** The offer as of a business date, once per catalogue row: rows come from the read cache until a write. */
const views = new WeakMap<ProductRow, { businessDate: string; view: LoanConfirm }>();

async function confirmView(deps: Deps, product: ProductRow, origin: string): Promise<LoanConfirm> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const memo = views.get(product);
  if (memo?.businessDate === businessDate) return memo.view;
  const view = offerView(product, businessDate, origin);
  views.set(product, { businessDate, view });
  return view;
}

function offerView(product: ProductRow, businessDate: string, origin: string): LoanConfirm {
  const schedule = scheduleOf(product, businessDate);
  const first = schedule.instalments[0];
  const d = product.definition;
  return {
    productId: d.id,
    comProductLogo: d.logo,
    comProductName: d.name,
    amount: d.principalAmount,
    periods: d.termDays,
    termUnit: TERM_UNIT_DAY,
    details: detailsOf(schedule),
    repay_plans: plansOf(schedule),
    firstPayTime: first?.dueOn ?? schedule.maturityOn,
    firstPeriodDay: first ? daysBetween(businessDate, first.dueOn) : d.termDays,
    pRateDsc: interestRateText(d),
    sendSms: 0,
    isPopType: product.is_pop_type === 1 ? 1 : 0,
    popTitle: product.pop_title,
    popContent: product.pop_content,
    popAgreementUrl: product.pop_agreement ? agreementUrl(origin, 'loan-agreement', d.id) : '',
  };
}

export async function satire(deps: Deps, productId: string, origin: string): Promise<Satire> {
  const product = await requireProduct(deps.db, productId);
  const confirm = await confirmView(deps, product, origin);
  return {
    productId: confirm.productId,
    comProductLogo: confirm.comProductLogo,
    comProductName: confirm.comProductName,
    amount: confirm.amount,
    periods: confirm.periods,
    termUnit: confirm.termUnit,
    regionFlag: product.region_flag === 1 ? 1 : 0,
    firstPayTime: confirm.firstPayTime,
    details: confirm.details,
    repay_plans: confirm.repay_plans,
    NewButtonMsg: product.new_button_msg || 'Get my loan',
    NewPopMsg: product.new_pop_msg,
  };
}

const newOrderId = () =>
  `PT${Date.now().toString().slice(-6)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

type PushInput = {
  productId: string;
  amount: number;
  periods: number;
  termUnit: number;
  agreementIds: string[];
  requestId: string;
};

/** What a push asked for, as a stable hash: the requestId is bound to it like a Stripe idempotency key. */
export function pushHash(input: PushInput): string {
  const asked = [
    input.productId,
    input.amount,
    input.periods,
    input.termUnit,
    [...input.agreementIds].sort(),
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Creates the order (once per requestId) and returns the order screen's URL. The same requestId with the same
 * body answers with the same order; with a different body it is refused (409), never answered with another loan.
 */
export async function pushLoan(
  deps: Deps,
  userId: string,
  input: PushInput,
  origin: string,
): Promise<{ orderId: string; lendDetailsUrl: string }> {
  const product: ProductRow = await requireProduct(deps.db, input.productId);
  const d = product.definition;
  if (
    input.amount !== d.principalAmount ||
    input.periods !== d.termDays ||
    input.termUnit !== TERM_UNIT_DAY
  ) {
    throw invalid(pushErrors.offerChanged);
  }
  const listed = new Set<string>(AGREEMENT_KINDS);
  if (input.agreementIds.length !== listed.size || !input.agreementIds.every((id) => listed.has(id))) {
    throw invalid(pushErrors.consent);
  }
  const now = deps.clock();
  const requestHash = pushHash(input);
  const order = await deps.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw notFound(ORDER_NOT_FOUND);
    const repeated = await findOrderByRequest(trx, userId, input.requestId);
    if (repeated) {
      if (repeated.request_hash !== requestHash)
        throw new AppError(ErrorCode.Conflict, pushErrors.requestReused);
      return { id: repeated.id, product_id: repeated.product_id };
    }
    if (await findActiveOrderForProduct(trx, userId, d.id, ACTIVE_STATUSES)) {
      throw new AppError(ErrorCode.Conflict, pushErrors.activeLoan);
    }
    // The account the loan is paid out to, named on the order; without one the order asks for it.
    const account = await accountForNewOrder(trx, userId);
    const row = {
      id: newOrderId(),
      user_id: userId,
      product_id: d.id,
      request_id: input.requestId,
      request_hash: requestHash,
      status: ORDER_STATUS.inProgress,
      principal_amount: d.principalAmount,
      term_days: d.termDays,
      terms: JSON.stringify(pricingTermsOf(d)),
      // Decided once, on the day the loan is offered and signed, and kept for its life (migration 0018).
      covered: isCovered(d.principalAmount, d.termDays),
      caps_all_loans: deps.config.capsAllLoans,
      client_type: user.client_type,
      // Marks a pushed order (not a seeded one): demo scenarios clear them.
      auto_disburse: true,
      ...(account ?? {
        card_need_pop: 1,
        card_pop_title: bindPrompt.title,
        card_pop_msg: bindPrompt.message,
      }),
      agreement_ids: JSON.stringify(input.agreementIds),
      agreed_at: now.toISOString(),
      created_at: now.toISOString(),
    };
    await insertOrder(trx, row);
    return { id: row.id, product_id: row.product_id };
  });
  // Signed (21): sent to the payout rail at once when it names an account (151). A repeat of the push sends it if
  // the first could not; a rail that cannot be reached leaves it to the payout sweep.
  await submitPayout(deps, order.id);
  return { orderId: order.id, lendDetailsUrl: orderUrl(origin, order.id, order.product_id) };
}

export function pushInput(input: LoanPushRequest): PushInput {
  return {
    productId: input.productId,
    amount: Number(input.amount),
    periods: Number(input.periods),
    termUnit: Number(input.termUnit),
    agreementIds: input.agreementIds,
    requestId: input.requestId,
  };
}
