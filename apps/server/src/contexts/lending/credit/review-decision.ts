// A credit officer's decision on an application the rules held (issue 28), written as a new credit_decisions row
// (review_of = the held one, decided_by = the officer). Kept apart from review.service.ts, which submits it through
// maker-checker: the approvals' kind (approvals/kinds/loan-approval.ts) carries it out through this file alone, so
// no import goes round in a circle (review.service → approvals → kinds → here).
import { randomBytes } from 'node:crypto';
import type { DecisionView } from '@pautang/contract/borrower-file';
import { ErrorCode } from '@pautang/contract/errors';
import { amountRangeOf, creditLimit, rangeIssues, termOptionsOf, type Product } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { emitLendingEvent } from '../events';
import { requireProduct } from '../products/products.service';
import { lockUser } from '../../identity/index';
import { insertDecision, latestReviewOf, type DecisionRow } from './credit.repository';
import { repaymentHistory } from './credit.service';
import { outcomeMessages, ruleReasons } from './credit-texts';
import { findDecision } from './review.repository';
import { reviewTexts } from './review-texts';

/** What a reviewer decided: stored as the maker-checker payload while a second officer looks at it. */
export type ReviewVerdict = {
  heldId: string;
  decision: 'approve' | 'decline';
  offerAmount: number | null;
  offerTermDays: number | null;
  /** Decline: the reason the borrower reads. */
  reason: string;
};

/** The held application, waiting: a 'review' decision no later row has reviewed. Anything else reads not found. */
export async function heldDecision(db: Db, id: string): Promise<DecisionRow> {
  const row = await findDecision(db, id);
  if (!row || row.outcome !== 'review') throw notFound(reviewTexts.notFound);
  return row;
}

/** The offer's bounds: the product's range and terms, and the borrower's limit on the ladder. */
export async function offerBounds(db: Db, userId: string, product: Product) {
  const range = amountRangeOf(product);
  return {
    ...range,
    termOptions: termOptionsOf(product),
    limitAmount: creditLimit(await repaymentHistory(db, userId)),
  };
}

/**
 * Checks a verdict against the held application as it stands: an approval's offer must be one the product lends
 * (the engine's range) and within the borrower's limit (the ladder); a decline needs its reason.
 */
export async function checkVerdict(db: Db, held: DecisionRow, verdict: ReviewVerdict): Promise<void> {
  if (verdict.decision === 'decline') {
    if (verdict.reason.trim() === '') throw invalid(reviewTexts.reasonRequired);
    return;
  }
  if (verdict.offerAmount === null || verdict.offerTermDays === null)
    throw invalid(reviewTexts.offerRequired);
  const product = (await requireProduct(db, held.product_id)).definition;
  const bounds = await offerBounds(db, held.user_id, product);
  if (rangeIssues(product, verdict.offerAmount, verdict.offerTermDays).length > 0) {
    throw invalid(
      ruleReasons.productRange(bounds.minAmount, bounds.maxAmount, bounds.stepAmount, bounds.termOptions),
    );
  }
  if (verdict.offerAmount > bounds.limitAmount) throw invalid(ruleReasons.limit(bounds.limitAmount));
}

const newDecisionId = () => `cd-${randomBytes(9).toString('base64url')}`;

/**
 * Writes the reviewer's decision, once: under the borrower's lock, refused when the application was decided
 * since (by another officer, or the demo). `decidedBy` is the officer who made it; a second officer who approved
 * it is kept in the row's inputs.
 */
export async function writeReviewDecision(
  deps: Deps,
  verdict: ReviewVerdict,
  people: { decidedBy: string; approvedBy: string | null; approvalId: string | null },
): Promise<void> {
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  await deps.db.transaction().execute(async (trx) => {
    const held = await heldDecision(trx, verdict.heldId);
    // A deleted account takes no new loan: its held application cannot be approved any more.
    if (!(await lockUser(trx, held.user_id))) throw notFound(reviewTexts.notFound);
    if (await latestReviewOf(trx, held.id)) {
      throw new AppError(ErrorCode.Conflict, reviewTexts.alreadyDecided);
    }
    await checkVerdict(trx, held, verdict);
    const approved = verdict.decision === 'approve';
    const offerAmount = approved ? verdict.offerAmount : null;
    const offerTermDays = approved ? verdict.offerTermDays : null;
    const id = newDecisionId();
    const reason =
      approved && offerAmount !== null && offerTermDays !== null
        ? outcomeMessages.approved(offerAmount, offerTermDays)
        : verdict.reason.trim();
    await insertDecision(trx, {
      id,
      user_id: held.user_id,
      product_id: held.product_id,
      request_id: null,
      request_hash: null,
      review_of: held.id,
      amount: held.amount,
      term_days: held.term_days,
      inputs: JSON.stringify({
        reviewOf: held.id,
        decidedBy: people.decidedBy,
        approvedBy: people.approvedBy,
        approvalId: people.approvalId,
      }),
      rules: JSON.stringify([
        { rule: 'review', passed: approved, reason: approved ? ruleReasons.passed : verdict.reason.trim() },
      ]),
      outcome: approved ? 'approved' : 'declined',
      reason,
      offer_amount: offerAmount,
      offer_term_days: offerTermDays,
      business_date: businessDate,
      decided_at: now.toISOString(),
      decided_by: people.decidedBy,
    });
    await emitLendingEvent(trx, now, {
      type: 'credit.decided',
      payload: {
        id,
        userId: held.user_id,
        productId: held.product_id,
        outcome: approved ? 'approved' : 'declined',
        reason,
        offerAmount,
      },
    });
  });
}

/** A decision as staff read it; `deciderName` is the staff member's name when a person decided. */
export function decisionViewOf(row: DecisionRow, deciderName: string | null): DecisionView {
  return {
    id: row.id,
    productId: row.product_id,
    outcome: row.outcome,
    reason: row.reason,
    amount: row.amount,
    termDays: row.term_days,
    offerAmount: row.offer_amount,
    offerTermDays: row.offer_term_days,
    decidedAt: new Date(row.decided_at).toISOString(),
    decidedBy: row.decided_by === null ? 'rules' : (deciderName ?? row.decided_by),
    reviewOf: row.review_of,
    rules: row.rules,
  };
}
