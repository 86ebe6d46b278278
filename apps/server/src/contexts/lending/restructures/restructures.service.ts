// Restructuring for a borrower in hardship (issue 42). Collections propose a plan for an overdue order (2 to 6
// instalments, late charges frozen or waived: the engine's quoteRestructure), a second person approves it
// (flows/approval-kinds/restructure.ts), and it is offered to the borrower for RESTRUCTURE_OFFER_DAYS. The
// borrower reads its disclosure statement in the H5 and accepts or declines it there. Accepted, in one transaction
// with the order locked: the old order is settled by the plan and closes into a new order that owes it, each naming
// the other; the books move the old receivables to the plan (accounting's postRestructure); the old order's live
// pay codes are cancelled (one paid later is owed back, as any code whose debt is gone). The figures are the day's:
// the borrower accepts the total they were shown, and a total that moved since (a new day) is refused, to be read
// again.
import { randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import {
  addDays,
  capsOf,
  orderStatus,
  quoteRestructure,
  type LateChargeRule,
  type RestructureQuote,
  type RestructureRefusal,
} from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { postRestructure } from '../../accounting/index';
import { emitLendingEvent } from '../events';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/loan-state';
import { syncOrderBooks } from '../orders/order-books';
import {
  findOrder,
  findOrderForUser,
  insertOrder,
  newOrderId,
  updateOrder,
  type OrderRow,
} from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { paidBucketsOf } from '../payments/loan-posting';
import { cancelLiveCodes, lockOrder } from '../payments/payments.repository';
import { voidAtGateway } from '../payments/payments.service';
import { isOpen } from './offer';
import {
  findRestructure,
  insertRestructure,
  updateRestructure,
  type RestructureRow,
} from './restructures.repository';

/** How long the borrower has to answer an offer, in business days from the day it was offered. */
export const RESTRUCTURE_OFFER_DAYS = 7;

export const RESTRUCTURE_TEXTS = {
  refusal: {
    'not-disbursed': 'This loan has not been paid out: there is nothing to restructure.',
    'not-overdue': 'Only an overdue loan can be restructured.',
    'already-restructured': 'This loan is a restructure plan: it cannot be restructured again.',
    'instalments-out-of-range': 'A plan has 2 to 6 instalments.',
    'above-cap': 'This plan would cross the SEC caps.',
  } satisfies Record<RestructureRefusal, string>,
  writtenOff: 'This loan is written off: it cannot be restructured.',
  offerOpen: 'A plan is already offered to the borrower for this loan: wait for their answer or its expiry.',
  noOffer: 'There is no repayment plan offered for this loan.',
  expired: 'This offer has expired. Please contact us if you still need a repayment plan.',
  changed:
    'The plan’s figures changed today. Please read the updated disclosure statement before you accept.',
  planTitle: 'Repayment Plan Disclosure Statement',
} as const;

export type RestructurePlanInput = { instalmentCount: number; lateCharges: LateChargeRule };

/** The plan as the engine prices it for the order today; refused with why, as a conflict. */
function quoteOrRefuse(order: OrderRow, businessDate: string, plan: RestructurePlanInput): RestructureQuote {
  if (order.written_off_on !== null) throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.writtenOff);
  const quote = quoteRestructure(loanStateOf(order), businessDate, plan);
  if (!quote.allowed) {
    throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.refusal[quote.refusal ?? 'not-overdue']);
  }
  return quote;
}

/** The staff's preview of a plan for an order (and the check a proposal passes): the day's figures. */
export async function restructureQuote(
  deps: Deps,
  orderId: string,
  plan: RestructurePlanInput,
): Promise<{ businessDate: string; quote: RestructureQuote; userId: string }> {
  const [order, businessDate] = await Promise.all([
    findOrder(deps.db, orderId),
    getBusinessDate(deps.db, deps.clock()),
  ]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const offer = order.restructure_offer_id
    ? await findRestructure(deps.db, order.restructure_offer_id)
    : undefined;
  if (isOpen(offer, businessDate)) throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.offerOpen);
  return { businessDate, quote: quoteOrRefuse(order, businessDate, plan), userId: order.user_id };
}

/**
 * An approved proposal becomes the borrower's offer (the approval kind's command), checked again on the day it is
 * approved. Answers the offer's id.
 */
export async function offerRestructure(
  deps: Deps,
  r: RestructurePlanInput & { orderId: string; reason: string; makerId: string; checkerId: string | null },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const businessDate = await getBusinessDate(trx, now);
    const order = await lockOrder(trx, r.orderId);
    const open = order.restructure_offer_id
      ? await findRestructure(trx, order.restructure_offer_id)
      : undefined;
    if (isOpen(open, businessDate)) throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.offerOpen);
    const quote = quoteOrRefuse(order, businessDate, r);
    const id = `RST${randomBytes(6).toString('hex').toUpperCase()}`;
    const expiresOn = addDays(businessDate, RESTRUCTURE_OFFER_DAYS);
    await insertRestructure(trx, {
      id,
      order_id: order.id,
      user_id: order.user_id,
      instalment_count: r.instalmentCount,
      late_charges: r.lateCharges,
      reason: r.reason,
      status: 'offered',
      maker_id: r.makerId,
      checker_id: r.checkerId,
      offered_on: businessDate,
      expires_on: expiresOn,
      created_at: now.toISOString(),
    });
    await updateOrder(trx, order.id, { restructure_offer_id: id }, now.toISOString());
    await emitLendingEvent(trx, now, {
      type: 'restructure.offered',
      payload: {
        id,
        userId: order.user_id,
        orderId: order.id,
        productId: order.product_id,
        totalAmount: quote.totalAmount,
        expiresOn,
      },
    });
    return id;
  });
}

export type RestructureDecision = { orderId: string; accept: 0 | 1; totalAmount: number };

/**
 * The borrower's answer to the offer on their order. Declined, the offer closes and the loan runs on as it was.
 * Accepted, the old order closes into the plan's (see the top). Answers the order the borrower now owes.
 */
export async function decideRestructure(
  deps: Deps,
  userId: string,
  d: RestructureDecision,
): Promise<{ orderId: string }> {
  const now = deps.clock();
  const at = now.toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    // A foreign order reads as a missing one.
    if (!(await findOrderForUser(trx, d.orderId, userId))) throw notFound(ORDER_NOT_FOUND);
    const order = await lockOrder(trx, d.orderId);
    const businessDate = await getBusinessDate(trx, now);
    const offer = order.restructure_offer_id
      ? await findRestructure(trx, order.restructure_offer_id, true)
      : undefined;
    if (!offer || offer.status !== 'offered') throw notFound(RESTRUCTURE_TEXTS.noOffer);
    if (offer.expires_on < businessDate) throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.expired);
    if (d.accept === 0) {
      await updateRestructure(trx, offer.id, { status: 'declined', decided_at: at });
      await updateOrder(trx, order.id, { restructure_offer_id: null }, at);
      return { orderId: order.id, toVoid: [] as string[] };
    }
    const quote = quoteOrRefuse(order, businessDate, {
      instalmentCount: offer.instalment_count,
      lateCharges: offer.late_charges,
    });
    if (quote.totalAmount !== d.totalAmount)
      throw new AppError(ErrorCode.Conflict, RESTRUCTURE_TEXTS.changed);
    const planId = await closeIntoPlan(trx, order, offer, quote, { businessDate, at });
    return { orderId: planId, toVoid: await cancelLiveCodes(trx, { orderId: order.id }, at) };
  });
  await voidAtGateway(deps, result.toVoid);
  return { orderId: result.orderId };
}

/** The old order settled by the plan and closed into its new order, and the books moved with it. */
async function closeIntoPlan(
  trx: Db,
  order: OrderRow,
  offer: RestructureRow,
  quote: RestructureQuote,
  day: { businessDate: string; at: string },
): Promise<string> {
  const { businessDate, at } = day;
  const plan = quote.loan!;
  const closed = quote.closedLoan!;
  const source = `restructure:${offer.id}`;
  // The books catch up with the days before, so what moves is what was owed on the day.
  await syncOrderBooks(trx, order, { businessDate, at, cause: 'accrual', source: `${source}:before` });
  const planId = newOrderId();
  await insertOrder(trx, {
    id: planId,
    user_id: order.user_id,
    product_id: order.product_id,
    request_id: null,
    status: ORDER_STATUS.repayable,
    principal_amount: plan.principalAmount,
    term_days: plan.termDays,
    terms: JSON.stringify(plan.terms),
    client_type: order.client_type,
    disbursed_on: businessDate,
    period_start_on: businessDate,
    covered: capsOf(plan).covered,
    caps_all_loans: order.caps_all_loans,
    penalty_charged: plan.penaltyCharged ?? true,
    late_charges_stopped_on: plan.lateChargesStoppedOn ?? businessDate,
    restructured: true,
    cap_base_amount: plan.capBaseAmount ?? order.principal_amount,
    prior_charges_amount: plan.priorChargesAmount ?? 0,
    carried_charges_amount: plan.carriedChargesAmount ?? 0,
    restructured_from: order.id,
    auto_disburse: order.auto_disburse,
    decision_id: order.decision_id,
    disbursement_account: order.disbursement_account,
    disbursement_account_id: order.disbursement_account_id,
    disbursement_account_name: order.disbursement_account_name,
    borrower_identity: order.borrower_identity ? JSON.stringify(order.borrower_identity) : null,
    agreement_ids: JSON.stringify(['disclosure']),
    agreed_at: at,
    created_at: at,
  });
  const closedRow = {
    settled_on: closed.settledOn ?? businessDate,
    instalments_paid: JSON.stringify(closed.instalmentsPaid ?? []),
    restructured_into: planId,
    restructure_offer_id: null,
  };
  await updateOrder(trx, order.id, { ...closedRow, status: orderStatus(closed, businessDate) }, at);
  const settled = paidBucketsOf(quote.settlementLines);
  await postRestructure(trx, {
    businessDate,
    at,
    source,
    fromOrderId: order.id,
    toOrderId: planId,
    settled,
    principalAmount: quote.principalAmount,
    carriedAmount: quote.carriedAmount,
    waivedAmount: quote.waivedAmount,
  });
  // Interest the old order charged for days it no longer runs leaves its books; the plan's own interest is charged.
  await syncOrderBooks(trx, await lockOrder(trx, order.id), {
    businessDate,
    at,
    cause: 'payment',
    source: `${source}:closed`,
  });
  await syncOrderBooks(trx, await lockOrder(trx, planId), {
    businessDate,
    at,
    cause: 'restructure',
    source: `${source}:plan`,
  });
  await updateRestructure(trx, offer.id, {
    status: 'accepted',
    new_order_id: planId,
    decided_at: at,
    accepted: JSON.stringify({
      settledAmount: quote.settledAmount,
      principalAmount: quote.principalAmount,
      carriedAmount: quote.carriedAmount,
      waivedAmount: quote.waivedAmount,
      interestAmount: quote.interestAmount,
      totalAmount: quote.totalAmount,
    }),
  });
  return planId;
}
