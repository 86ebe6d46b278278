// The back office's reads and writes of complaints. Agents see every borrower's complaints; nothing here is
// reachable from a borrower's session (contexts/support/support/support.routes.ts requires an agent's cookie).
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { ComplaintRepliesTable, ComplaintStatus } from '../../../platform/db/schema';

export type InboxFilters = {
  status?: ComplaintStatus | undefined;
  type?: number | undefined;
  /** Only complaints past their reply promise (still unanswered) or their resolution deadline (still open). */
  overdueOn?: string | undefined;
};

const overdue = (on: string) =>
  sql<boolean>`(complaints.status in ('submitted', 'in_progress') and complaints.reply_due_on < ${on}::date)
    or (complaints.status <> 'closed' and complaints.resolve_by < ${on}::date)`;

export function listInbox(db: Db, filters: InboxFilters, businessDate: string, limit = 200) {
  let q = db
    .selectFrom('complaints')
    .innerJoin('users', 'users.id', 'complaints.user_id')
    .select([
      'complaints.id',
      'complaints.status',
      'complaints.problem_type',
      'complaints.problem_son_type',
      'complaints.detail',
      'complaints.order_id',
      'complaints.reply_due_on',
      'complaints.resolve_by',
      'complaints.created_at',
      'users.full_name',
      'users.mobile_phone',
    ])
    .select(overdue(businessDate).as('overdue'));
  if (filters.status) q = q.where('complaints.status', '=', filters.status);
  if (filters.type) q = q.where('complaints.problem_type', '=', filters.type);
  if (filters.overdueOn) q = q.where(overdue(filters.overdueOn));
  return q.orderBy('complaints.created_at', 'desc').orderBy('complaints.id', 'desc').limit(limit).execute();
}

export async function countByStatus(db: Db): Promise<Record<ComplaintStatus, number>> {
  const rows = await db
    .selectFrom('complaints')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ComplaintStatus, number> = { submitted: 0, in_progress: 0, replied: 0, closed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export function findComplaintWithBorrower(db: Db, id: string) {
  return db
    .selectFrom('complaints')
    .innerJoin('users', 'users.id', 'complaints.user_id')
    .selectAll('complaints')
    .select(['users.full_name', 'users.mobile_phone'])
    .where('complaints.id', '=', id)
    .executeTakeFirst();
}

export type ReplyWithAgent = Selectable<ComplaintRepliesTable> & { agent_name: string };

export function repliesOf(db: Db, complaintId: string): Promise<ReplyWithAgent[]> {
  return db
    .selectFrom('complaint_replies')
    .innerJoin('agents', 'agents.id', 'complaint_replies.agent_id')
    .selectAll('complaint_replies')
    .select('agents.display_name as agent_name')
    .where('complaint_id', '=', complaintId)
    .orderBy('complaint_replies.created_at')
    .orderBy('complaint_replies.id')
    .execute();
}

export function findReplyByRequest(db: Db, complaintId: string, requestId: string) {
  return db
    .selectFrom('complaint_replies')
    .select('id')
    .where('complaint_id', '=', complaintId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertReply(db: Db, row: Insertable<ComplaintRepliesTable>): Promise<void> {
  await db.insertInto('complaint_replies').values(row).execute();
}

/** The record of a complaint with the names of the agents and borrowers who acted. */
export function eventsWithActors(db: Db, complaintId: string) {
  return db
    .selectFrom('complaint_events')
    .leftJoin('agents', (j) =>
      j.onRef('agents.id', '=', 'complaint_events.actor_id').on('complaint_events.actor_kind', '=', 'agent'),
    )
    .leftJoin('users', (j) =>
      j
        .onRef('users.id', '=', 'complaint_events.actor_id')
        .on('complaint_events.actor_kind', '=', 'borrower'),
    )
    .selectAll('complaint_events')
    .select(['agents.display_name as agent_name', 'users.full_name as borrower_name'])
    .where('complaint_events.complaint_id', '=', complaintId)
    .orderBy('complaint_events.at')
    .orderBy('complaint_events.id')
    .execute();
}

/** Moves a complaint between statuses only from the one expected, in one statement: a race changes nothing. */
export async function moveStatus(
  db: Db,
  id: string,
  from: readonly ComplaintStatus[],
  to: ComplaintStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A complaint's status as this transaction sees it; the complaint must exist. */
export async function complaintStatus(db: Db, id: string): Promise<ComplaintStatus> {
  const row = await db
    .selectFrom('complaints')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}
