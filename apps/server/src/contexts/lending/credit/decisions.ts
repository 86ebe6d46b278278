// The approved offers a borrower may sign (issue 27): loan confirmation shows one, and a push signs it. Kept apart
// from credit.service.ts so the loans module reads it without importing the decision's rules.
import { daysBetween } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { latestDecisionFor, type DecisionRow } from './credit.repository';

/** An approval may be signed for this many days after its business date; then the borrower applies again. */
export const OFFER_VALID_DAYS = 7;

export type SignableDecision = DecisionRow & { offer_amount: number; offer_term_days: number };

/**
 * The borrower's approved, unsigned offer for a product: their latest decision on it (a later decline or hold
 * replaces an approval), approved, not yet signed by an order, and not older than OFFER_VALID_DAYS.
 */
export async function signableDecision(
  db: Db,
  userId: string,
  productId: string,
  businessDate: string,
): Promise<SignableDecision | undefined> {
  const row = await latestDecisionFor(db, userId, productId);
  if (!row || row.outcome !== 'approved' || row.offer_amount === null || row.offer_term_days === null) {
    return undefined;
  }
  if (daysBetween(row.business_date, businessDate) > OFFER_VALID_DAYS || row.signed) return undefined;
  const { signed: _signed, ...decision } = row;
  return { ...decision, offer_amount: row.offer_amount, offer_term_days: row.offer_term_days };
}
