import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { AuditLogTable } from '../../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAudit(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export type AuditFilter = {
  actor?: string | undefined;
  action?: string | undefined;
  subjectId?: string | undefined;
  borrowerId?: string | undefined;
  /** Instants, from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
};

/** Newest first, one page (`limit` rows); every filter is an index's leading column or narrows one. */
export function searchAudit(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.actor) {
    const actor = filter.actor;
    q = q.where((eb) =>
      eb.or([eb('actor_id', '=', actor), eb(sql<string>`lower(actor_name)`, '=', actor.toLowerCase())]),
    );
  }
  // An action is searched by its start. A bare feature name means that feature: 'refund' finds refund.proposed and
  // refund.approved but not refunds.viewed (a plain prefix did); 'refund.pro' finds refund.proposed.
  if (filter.action) {
    const action = filter.action;
    const escaped = action.replace(/[\\%_]/g, '\\$&');
    q = action.includes('.')
      ? q.where('action', 'like', `${escaped}%`)
      : q.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${escaped}.%`)]));
  }
  if (filter.subjectId) q = q.where('subject_id', '=', filter.subjectId);
  if (filter.borrowerId) q = q.where('borrower_id', '=', filter.borrowerId);
  if (filter.from) q = q.where('at', '>=', filter.from);
  if (filter.to) q = q.where('at', '<', filter.to);
  if (filter.before) q = q.where('id', '<', filter.before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}
