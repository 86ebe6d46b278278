// Loan confirmation and push (spec 2 §2.5, §2.6, §4.2, §7). Confirmation shows the borrower's approved, unsigned
// offer (issue 27: the credit decision's amount and term); the push signs only that offer: the server recomputes
// it, requires consent to every listed agreement, a profile that names the borrower and a bound payout account, and
// is idempotent. The order keeps the decision, the account it is paid to and who the borrower was when signing.
import { createHash } from 'node:crypto';
import { AGREEMENT_KINDS, ORDER_STATUS, TERM_UNIT_DAY } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import type { LoanConfirm, LoanPushRequest } from '@pautang/contract/loans';
import type { Satire } from '@pautang/contract/variant';
import { daysBetween, isCovered, pricingTermsOf, rangeIssues, type Offer } from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { agreementUrl } from '../agreements/agreement-url';
import { getBusinessDate } from '../../staff/index';
import { signErrors } from '../credit/credit-texts';
import { openOrdersOf } from '../credit/credit.repository';
import { signableDecision, type SignableDecision } from '../credit/decisions';
import {
  findActiveOrderForProduct,
  findOrderByRequest,
  insertOrder,
  newOrderId,
} from '../orders/orders.repository';
import { ACTIVE_STATUSES, ORDER_NOT_FOUND, orderUrl } from '../orders/orders.service';
import type { ProductRow } from '../products/products.repository';
import { interestRateText } from '../products/product-texts';
import { accountForNewOrder, submitPayout } from '../payouts/payouts.service';
import { offerOfPair, plansOf, requireProduct, scheduleOf } from '../products/products.service';
import { borrowerIdentity } from '../../identity/index';
import { lockUser } from '../../identity/index';
import { pushErrors } from './loan-texts';
import { detailsOf } from './offer-details';

/** The offer a decision approved, while the product still lends that amount and term. */
function decisionOffer(product: ProductRow, decision: SignableDecision | undefined): Offer | undefined {
  if (!decision) return undefined;
  const { offer_amount: amount, offer_term_days: termDays } = decision;
  if (rangeIssues(product.definition, amount, termDays).length > 0) return undefined;
  return offerOfPair(product, amount, termDays);
}

/** The borrower's signable offer of a product, or the refusal a hand-typed confirm URL gets. */
async function approvedOffer(
  deps: Deps,
  userId: string,
  product: ProductRow,
  businessDate: string,
): Promise<Offer> {
  const decision = await signableDecision(deps.db, userId, product.id, businessDate);
  const offer = decisionOffer(product, decision);
  if (!offer) throw new AppError(ErrorCode.Forbidden, signErrors.noDecision);
  return offer;
}

export async function loanConfirm(
  deps: Deps,
  userId: string,
  productId: string,
  origin: string,
): Promise<LoanConfirm> {
  return confirmView(deps, userId, await requireProduct(deps.db, productId), origin);
}

/**
 * An offer's view as of a business date, once per catalogue row and amount and term: rows come from the read cache
 * until a write, and many borrowers are approved for the same pairs.
 */
const views = new WeakMap<ProductRow, { businessDate: string; views: Map<string, LoanConfirm> }>();

async function confirmView(
  deps: Deps,
  userId: string,
  product: ProductRow,
  origin: string,
): Promise<LoanConfirm> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const offer = await approvedOffer(deps, userId, product, businessDate);
  let memo = views.get(product);
  if (memo?.businessDate !== businessDate) views.set(product, (memo = { businessDate, views: new Map() }));
  const key = `${offer.principalAmount}:${offer.termDays}`;
  const known = memo.views.get(key);
  if (known) return known;
  const view = offerView(product, offer, businessDate, origin);
  memo.views.set(key, view);
  return view;
}

function offerView(product: ProductRow, offer: Offer, businessDate: string, origin: string): LoanConfirm {
  const schedule = scheduleOf(product, businessDate, offer);
  const first = schedule.instalments[0];
  const d = product.definition;
  return {
    productId: d.id,
    comProductLogo: d.logo,
    comProductName: d.name,
    amount: offer.principalAmount,
    periods: offer.termDays,
    termUnit: TERM_UNIT_DAY,
    details: detailsOf(schedule),
    repay_plans: plansOf(schedule),
    firstPayTime: first?.dueOn ?? schedule.maturityOn,
    firstPeriodDay: first ? daysBetween(businessDate, first.dueOn) : offer.termDays,
    pRateDsc: interestRateText(d),
    sendSms: 0,
    isPopType: product.is_pop_type === 1 ? 1 : 0,
    popTitle: product.pop_title,
    popContent: product.pop_content,
    popAgreementUrl: product.pop_agreement ? agreementUrl(origin, 'loan-agreement', d.id) : '',
  };
}

export async function satire(deps: Deps, userId: string, productId: string, origin: string): Promise<Satire> {
  const product = await requireProduct(deps.db, productId);
  const confirm = await confirmView(deps, userId, product, origin);
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
 * Only the borrower's approved, unsigned offer is signed, by a borrower the profile names, to a bound account.
 */
export async function pushLoan(
  deps: Deps,
  userId: string,
  input: PushInput,
  origin: string,
): Promise<{ orderId: string; lendDetailsUrl: string }> {
  const product: ProductRow = await requireProduct(deps.db, input.productId);
  const d = product.definition;
  if (input.termUnit !== TERM_UNIT_DAY) throw invalid(pushErrors.offerChanged);
  const listed = new Set<string>(AGREEMENT_KINDS);
  if (input.agreementIds.length !== listed.size || !input.agreementIds.every((id) => listed.has(id))) {
    throw invalid(pushErrors.consent);
  }
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
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
    // One loan at a time, whatever the product: approvals of two products must not become two loans.
    if ((await openOrdersOf(trx, userId, ACTIVE_STATUSES)).length > 0) {
      throw new AppError(ErrorCode.Conflict, signErrors.openLoan);
    }
    const decision = await signableDecision(trx, userId, d.id, businessDate);
    const offer = decisionOffer(product, decision);
    if (!decision || !offer) throw new AppError(ErrorCode.Forbidden, signErrors.noDecision);
    if (input.amount !== offer.principalAmount || input.periods !== offer.termDays) {
      throw invalid(pushErrors.offerChanged);
    }
    const identity = await borrowerIdentity(trx, userId);
    if (!identity?.fullName.trim()) throw new AppError(ErrorCode.Forbidden, signErrors.noIdentity);
    // The account the loan is paid out to (contexts/lending/payouts), named on the order: no payout without one.
    const account = await accountForNewOrder(trx, userId);
    if (!account) throw new AppError(ErrorCode.Forbidden, signErrors.noAccount);
    const row = {
      id: newOrderId(),
      user_id: userId,
      product_id: d.id,
      request_id: input.requestId,
      request_hash: requestHash,
      status: ORDER_STATUS.inProgress,
      principal_amount: offer.principalAmount,
      term_days: offer.termDays,
      terms: JSON.stringify(pricingTermsOf(d)),
      // Decided once, on the offer signed (its amount and term), and kept for its life (migration 0018).
      covered: isCovered(offer.principalAmount, offer.termDays),
      caps_all_loans: deps.config.capsAllLoans,
      client_type: user.client_type,
      // Marks a pushed order (not a seeded one): demo scenarios clear them.
      auto_disburse: true,
      decision_id: decision.id,
      ...account,
      borrower_identity: JSON.stringify(identity),
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
