// Origination (issue 27): home with the products this borrower may take now, a product's page with a quote, and
// apply, which runs the credit decision under the borrower's lock and records it (credit_decisions, an audit
// record never changed). An approval is the offer loan confirmation shows and the push signs (decisions.ts).
import { createHash, randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { Blocker, Home, HomeProduct, ProductApply, ProductDetail } from '@pautang/contract/origination';
import type { RecProduct } from '@pautang/contract/loans';
import { formatPeso } from '@pautang/contract/format/money';
import {
  accrue,
  amountRangeOf,
  buildSchedule,
  creditLimit,
  largestAmountWithin,
  nextCreditLimit,
  offerAt,
  rangeIssues,
  repaidOnTime,
  termOptionsOf,
  type Product,
  type RepaidLoan,
} from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { emitLendingEvent } from '../events';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { detailsOf } from '../loans/offer-details';
import { listOrdersOfUser } from '../orders/orders.repository';
import { ACTIVE_STATUSES, loanStateOf, ORDER_NOT_FOUND, orderUrl } from '../orders/orders.service';
import { interestRateShortText } from '../products/product-texts';
import { listActiveProducts, type ProductRow } from '../products/products.repository';
import { plansOf, productIssues, requireProduct, toRecProduct } from '../products/products.service';
import { borrowerIdentity, profileStatus } from '../../identity/index';
import { lockUser } from '../../identity/index';
import {
  findDecisionByRequest,
  idNumberElsewhere,
  insertDecision,
  latestReviewOf,
  ledgerOfOrders,
  openOrdersOf,
  pendingReviewsOf,
} from './credit.repository';
import { decide, type DecisionInputs } from './credit-rules';
import { ageOn } from '../../identity/index';
import { payoutAccountOf } from '../payouts/payouts.service';
import {
  applyErrors,
  blockerMessages,
  outcomeMessages,
  productReasons,
  recommendationBlocked,
  requirements,
  ruleReasons,
} from './credit-texts';

const LATE_BUCKETS = new Set(['penalty', 'lateInterest']);

const chargedLateIn = (allocation: unknown): boolean =>
  Array.isArray(allocation) &&
  allocation.some(
    (line: { bucket?: unknown; amount?: unknown }) =>
      typeof line.bucket === 'string' && LATE_BUCKETS.has(line.bucket) && Number(line.amount) > 0,
  );

/**
 * The borrower's loans repaid in full, for the limit ladder: each finished order's day of the payment that
 * cleared it (from the ledger), its due date as it stood then, and whether it was ever charged for lateness (a
 * late line in any payment, or a penalty carried by a rollover). A finished order with no ledger (a seeded demo
 * order) is not counted: the ladder counts only repayments it saw.
 */
export async function repaymentHistory(db: Db, userId: string): Promise<RepaidLoan[]> {
  const finished = (await listOrdersOfUser(db, userId)).filter(
    (o) => o.status === ORDER_STATUS.finished && o.disbursed_on !== null,
  );
  const ledger = await ledgerOfOrders(
    db,
    finished.map((o) => o.id),
  );
  const history: RepaidLoan[] = [];
  for (const order of finished) {
    const entries = ledger.filter((e) => e.order_id === order.id);
    const clearing = entries.find((e) => e.balance_after === 0);
    if (!clearing) continue;
    const dueOn = accrue(loanStateOf(order), clearing.business_date).maturityOn ?? clearing.business_date;
    history.push({
      dueOn,
      repaidOn: clearing.business_date,
      chargedLate: order.penalty_charged || entries.some((e) => chargedLateIn(e.allocation)),
    });
  }
  return history;
}

type Standing = { limit: number; nextLimit: number; blockers: Blocker[]; history: RepaidLoan[] };

/** What stands between the borrower and a new loan, and their limit. */
async function standingOf(db: Db, userId: string, origin: string): Promise<Standing> {
  const status = await profileStatus(db, userId);
  const account = await payoutAccountOf(db, userId);
  const open = await openOrdersOf(db, userId, ACTIVE_STATUSES);
  const pending = await pendingReviewsOf(db, userId);
  const history = await repaymentHistory(db, userId);
  const blockers: Blocker[] = [];
  if (!status.complete) blockers.push({ kind: 'profile', message: blockerMessages.profile, url: '' });
  if (!account) {
    blockers.push({
      kind: 'account',
      message: blockerMessages.account,
      url: `${origin}${H5_PATHS.bindBank}`,
    });
  }
  const first = open[0];
  if (first) {
    blockers.push({
      kind: 'open-loan',
      message: blockerMessages.openLoan,
      url: orderUrl(origin, first.id, first.product_id),
    });
  }
  if (pending.length > 0) blockers.push({ kind: 'review', message: blockerMessages.review, url: '' });
  return { limit: creditLimit(history), nextLimit: nextCreditLimit(history), blockers, history };
}

/** Products a borrower applies for here: active, lawful on every pair, enabled, and lent by us (not a partner). */
const applicable = (row: ProductRow) =>
  productIssues(row.definition).length === 0 &&
  row.definition.recommendation.enabled === 1 &&
  !/^https?:/.test(row.link);

/** A partner's product (a link to another lender's site) that the login-failure page may still show as a link out. */
const partnerOffer = (row: ProductRow) =>
  productIssues(row.definition).length === 0 &&
  row.definition.recommendation.enabled === 1 &&
  /^https?:/.test(row.link);

function homeProduct(product: Product, standing: Standing): HomeProduct {
  const range = amountRangeOf(product);
  const top = largestAmountWithin(product, standing.limit);
  const blocker = standing.blockers[0];
  return {
    productId: product.id,
    name: product.name,
    logo: product.logo,
    minAmount: range.minAmount,
    maxAmount: top ?? range.minAmount,
    amountStep: range.stepAmount,
    termOptions: termOptionsOf(product),
    defaultAmount:
      largestAmountWithin(product, Math.min(product.principalAmount, standing.limit)) ?? range.minAmount,
    defaultTerm: product.termDays,
    rateText: interestRateShortText(product),
    available: blocker || top === undefined ? 0 : 1,
    reason: blocker ? blocker.message : top === undefined ? productReasons.belowLimit(range.minAmount) : '',
  };
}

/**
 * The recommended products of order details and login failure (issue 40): the products Home shows, in its order,
 * each with the range Home shows (the engine's, within the borrower's limit) and, when the borrower cannot take it
 * now, a grey button that says why (the spec's enabled flag): "Apply now" was offered while a second loan was
 * refused, with hand-written ranges that disagreed with Home's.
 */
export async function recommendationsFor(
  deps: Deps,
  userId: string,
  excludeId?: string,
  options: { partners?: boolean } = {},
): Promise<RecProduct[]> {
  const standing = await standingOf(deps.db, userId, deps.config.publicOrigin);
  const products = (await listActiveProducts(deps.db)).filter(
    (row) => row.id !== excludeId && (applicable(row) || (options.partners === true && partnerOffer(row))),
  );
  return products.map((row) => {
    // A partner's product is a link out to another lender: none of our ranges or blockers apply to it.
    if (!applicable(row)) return toRecProduct(row.definition);
    const offered = homeProduct(row.definition, standing);
    const blocker = standing.blockers[0];
    const range =
      offered.maxAmount > offered.minAmount
        ? `${formatPeso(offered.minAmount)} - ${formatPeso(offered.maxAmount)}`
        : formatPeso(offered.minAmount);
    const rec = toRecProduct(row.definition);
    return offered.available === 1
      ? { ...rec, range }
      : {
          ...rec,
          range,
          enabled: 0,
          buttonText: blocker ? recommendationBlocked[blocker.kind] : recommendationBlocked.limit,
        };
  });
}

export async function homePage(deps: Deps, userId: string): Promise<Home> {
  const standing = await standingOf(deps.db, userId, deps.config.publicOrigin);
  const products = (await listActiveProducts(deps.db)).filter(applicable);
  return {
    limit: standing.limit,
    nextLimit: standing.nextLimit,
    blockers: standing.blockers,
    products: products.map((row) => homeProduct(row.definition, standing)),
  };
}

const rangeMessage = (product: Product) => {
  const range = amountRangeOf(product);
  return ruleReasons.productRange(range.minAmount, range.maxAmount, range.stepAmount, termOptionsOf(product));
};

/** A product's page: its ranges as this borrower may take them, and the quote for one amount and term. */
export async function productDetail(
  deps: Deps,
  userId: string,
  input: { productId: string; amount?: number | undefined; termDays?: number | undefined },
): Promise<ProductDetail> {
  const row = await requireProduct(deps.db, input.productId);
  const product = homeProduct(row.definition, await standingOf(deps.db, userId, deps.config.publicOrigin));
  const amount = input.amount ?? product.defaultAmount;
  const termDays = input.termDays ?? product.defaultTerm;
  if (rangeIssues(row.definition, amount, termDays).length > 0) throw invalid(rangeMessage(row.definition));
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const schedule = buildSchedule(offerAt(row.definition, amount, termDays), businessDate);
  return {
    product,
    amount,
    termDays,
    details: detailsOf(schedule),
    plans: plansOf(schedule),
    requirements: [...requirements],
  };
}

/** What an apply asked for, as a stable hash: its requestId is bound to it (same key, same application). */
const applyHash = (input: { productId: string; amount: number; termDays: number }) =>
  createHash('sha256')
    .update(JSON.stringify([input.productId, input.amount, input.termDays]))
    .digest('hex');

const newDecisionId = () => `cd-${randomBytes(9).toString('base64url')}`;

/** Every input the rules read, gathered in the apply's transaction (the borrower's row locked). */
async function gatherInputs(
  db: Db,
  userId: string,
  product: Product,
  asked: { amount: number; termDays: number },
  businessDate: string,
): Promise<DecisionInputs> {
  const status = await profileStatus(db, userId);
  const identity = await borrowerIdentity(db, userId);
  const open = await openOrdersOf(db, userId, ACTIVE_STATUSES);
  const pending = await pendingReviewsOf(db, userId);
  const account = await payoutAccountOf(db, userId);
  const history = await repaymentHistory(db, userId);
  const range = amountRangeOf(product);
  const issues = rangeIssues(product, asked.amount, asked.termDays);
  const birthDate = identity?.birthDate || null;
  return {
    businessDate,
    amount: asked.amount,
    termDays: asked.termDays,
    profileComplete: status.complete,
    profileNext: status.next ?? null,
    ageYears: birthDate ? ageOn(birthDate, businessDate) : null,
    nationality: identity?.nationality || null,
    openOrderIds: open.map((o) => o.id),
    pendingReviewIds: pending.map((p) => p.id),
    payoutAccountId: account?.id ?? null,
    product: { id: product.id, ...range, termOptions: termOptionsOf(product) },
    rangeIssue: issues.map((i) => i.message).join('; '),
    limitAmount: creditLimit(history),
    loansRepaid: history.length,
    loansRepaidOnTime: history.filter(repaidOnTime).length,
    idNumberElsewhere: identity?.idNumber ? await idNumberElsewhere(db, userId, identity.idNumber) : false,
  };
}

type Answered = {
  id: string;
  outcome: 'approved' | 'declined' | 'review';
  reason: string;
  offer_amount: number | null;
  offer_term_days: number | null;
};

/** The loan-confirm screen of a product: instalment plans have their own (confirmOfPeriod). */
export function confirmUrl(origin: string, product: Product): string {
  const path = product.instalmentCount > 1 ? H5_PATHS.confirmOfPeriod : H5_PATHS.loanConfirm;
  return `${origin}${path}?${new URLSearchParams({ productId: product.id })}`;
}

function answerOf(row: Answered, product: Product, origin: string): ProductApply {
  const approved = row.outcome === 'approved';
  return {
    decisionId: row.id,
    outcome: row.outcome,
    message: row.reason,
    amount: approved ? (row.offer_amount ?? 0) : 0,
    termDays: approved ? (row.offer_term_days ?? 0) : 0,
    nextUrl: approved ? confirmUrl(origin, product) : '',
  };
}

/**
 * Applies for a loan: the credit decision, recorded. The borrower's row is locked for the whole decision, so two
 * applies at once run one after the other, each seeing what the other recorded. The same requestId answers the
 * decision it made (its latest review, when a person or the demo has reviewed it since); with another body it is
 * refused. In demo mode with DEMO_APPROVE_REVIEWS, a held application is approved at once by a second row.
 */
export async function productApply(
  deps: Deps,
  userId: string,
  input: { productId: string; amount: number; termDays: number; requestId: string },
): Promise<ProductApply> {
  const row = await requireProduct(deps.db, input.productId);
  const product = row.definition;
  const hash = applyHash(input);
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  const answered = await deps.db.transaction().execute(async (trx): Promise<Answered> => {
    if (!(await lockUser(trx, userId))) throw notFound(ORDER_NOT_FOUND);
    const earlier = await findDecisionByRequest(trx, userId, input.requestId);
    if (earlier) {
      if (earlier.request_hash !== hash) throw new AppError(ErrorCode.Conflict, applyErrors.requestReused);
      return (await latestReviewOf(trx, earlier.id)) ?? earlier;
    }
    const inputs = await gatherInputs(trx, userId, product, input, businessDate);
    const decision = decide(inputs);
    const approved = decision.outcome === 'approved';
    const decided: Answered = {
      id: newDecisionId(),
      outcome: decision.outcome,
      reason: decision.reason,
      offer_amount: approved ? input.amount : null,
      offer_term_days: approved ? input.termDays : null,
    };
    await insertDecision(trx, {
      ...decided,
      user_id: userId,
      product_id: product.id,
      request_id: input.requestId,
      request_hash: hash,
      review_of: null,
      amount: input.amount,
      term_days: input.termDays,
      inputs: JSON.stringify(inputs),
      rules: JSON.stringify(decision.rules),
      business_date: businessDate,
      decided_at: now.toISOString(),
      decided_by: null,
    });
    if (decision.outcome !== 'review' || !deps.config.demoApproveReviews) {
      await emitLendingEvent(trx, now, {
        type: 'credit.decided',
        payload: {
          id: decided.id,
          userId,
          productId: product.id,
          outcome: decided.outcome,
          reason: decided.reason,
          offerAmount: decided.offer_amount,
        },
      });
      return decided;
    }
    const review: Answered = {
      id: newDecisionId(),
      outcome: 'approved',
      reason: outcomeMessages.approved(input.amount, input.termDays),
      offer_amount: input.amount,
      offer_term_days: input.termDays,
    };
    await insertDecision(trx, {
      ...review,
      user_id: userId,
      product_id: product.id,
      request_id: null,
      request_hash: null,
      review_of: decided.id,
      amount: input.amount,
      term_days: input.termDays,
      inputs: JSON.stringify({ reviewOf: decided.id, setting: 'DEMO_APPROVE_REVIEWS' }),
      rules: JSON.stringify([{ rule: 'review', passed: true, reason: outcomeMessages.demoApproved }]),
      business_date: businessDate,
      decided_at: now.toISOString(),
      decided_by: 'demo',
    });
    // The borrower hears the outcome they can act on: the approval, not the hold it replaced at once.
    await emitLendingEvent(trx, now, {
      type: 'credit.decided',
      payload: {
        id: review.id,
        userId,
        productId: product.id,
        outcome: 'approved',
        reason: review.reason,
        offerAmount: review.offer_amount,
      },
    });
    return review;
  });
  return answerOf(answered, product, deps.config.publicOrigin);
}
