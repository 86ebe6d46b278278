import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';
import type {
  ComplaintEventsTable,
  ComplaintRepliesTable,
  ComplaintsTable,
  ComplaintStatus,
} from '../../../platform/db/schema';

export type ComplaintRow = Selectable<ComplaintsTable>;
export type ReplyRow = Selectable<ComplaintRepliesTable>;

/** Ownership is part of the lookup: another borrower's complaint is indistinguishable from a missing one. */
export function findComplaintForUser(db: Db, id: string, userId: string): Promise<ComplaintRow | undefined> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findComplaintByRequest(
  db: Db,
  userId: string,
  requestId: string,
): Promise<ComplaintRow | undefined> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** A borrower's complaints, newest first, through the read cache (every complaint write drops them). */
export function listComplaintsOf(db: Db, userId: string): Promise<readonly ComplaintRow[]> {
  return cachedRead(db, 'complaints', userId, () =>
    db
      .selectFrom('complaints')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );
}

export async function insertComplaint(db: Db, row: Insertable<ComplaintsTable>): Promise<void> {
  await db.insertInto('complaints').values(row).execute();
}

export async function recordEvent(db: Db, row: Insertable<ComplaintEventsTable>): Promise<void> {
  await db.insertInto('complaint_events').values(row).execute();
}

export function latestReply(db: Db, complaintId: string): Promise<ReplyRow | undefined> {
  return db
    .selectFrom('complaint_replies')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a rating only while the reply asks for one and has none, in one statement: a repeat stores nothing. */
export async function storeRatingOnce(db: Db, replyId: string, score: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('complaint_replies')
    .set({ score, scored_at: at })
    .where('id', '=', replyId)
    .where('wants_rating', '=', true)
    .where('score', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setStatus(db: Db, id: string, status: ComplaintStatus, at: string): Promise<void> {
  await db.updateTable('complaints').set({ status, updated_at: at }).where('id', '=', id).execute();
}

export type EventRow = Selectable<ComplaintEventsTable>;

/** A complaint's record, oldest first. */
export function eventsOf(db: Db, complaintId: string): Promise<EventRow[]> {
  return db
    .selectFrom('complaint_events')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
