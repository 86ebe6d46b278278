// The review queue's reads (issue 28): held applications no later row has reviewed, and the loan approvals
// proposed for them that wait for a second credit officer.
import type { Db } from '../../../platform/db/client';
import type { DecisionRow } from './credit.repository';

/** One decision by its id, whoever's it is (staff reach records by role). */
export function findDecision(db: Db, id: string): Promise<DecisionRow | undefined> {
  return db.selectFrom('credit_decisions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Held decisions that no later row has reviewed yet, oldest first (the queue's order), with their borrower. */
export function waitingReviews(db: Db, limit: number) {
  return db
    .selectFrom('credit_decisions as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .selectAll('d')
    .select(['u.full_name', 'u.mobile_phone'])
    .where('d.outcome', '=', 'review')
    .where('u.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('credit_decisions as r').select('r.id').whereRef('r.review_of', '=', 'd.id'))),
    )
    .orderBy('d.seq')
    .limit(limit)
    .execute();
}

/** The latest review of a held decision, with the name of the staff member who made it. */
export function reviewOfHeld(db: Db, heldId: string) {
  return db
    .selectFrom('credit_decisions as d')
    .leftJoin('agents as a', 'a.id', 'd.decided_by')
    .selectAll('d')
    .select('a.display_name as decider_name')
    .where('d.review_of', '=', heldId)
    .orderBy('d.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The loan approvals waiting for a second officer, by the held decision they would decide. */
export async function pendingLoanApprovals(db: Db, heldIds: string[]): Promise<Map<string, string>> {
  if (heldIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('approvals')
    .select(['id', 'subject_id'])
    .where('kind', '=', 'loan-approval')
    .where('status', '=', 'pending')
    .where('subject_id', 'in', heldIds)
    .execute();
  return new Map(rows.map((r) => [r.subject_id, r.id]));
}

/** The borrower's user row for a review (deleted accounts included: a decided review stays readable). */
export function reviewBorrower(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['full_name', 'mobile_phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
