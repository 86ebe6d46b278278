import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { AuditLogTable } from '../../../platform/db/schema';
import type { Insertable, Selectable } from 'kysely';

export type AuditRow = Selectable<AuditLogTable> & {
  /** The staff account a 'staff' record is about, by its name now. */
  subject_name: string | null;
  /** The borrower the record belongs to, by name. */
  borrower_name: string | null;
};

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
  let q = db
    .selectFrom('audit_log')
    .leftJoin('agents as subject', (join) =>
      join.onRef('subject.id', '=', 'audit_log.subject_id').on('audit_log.subject_kind', '=', 'staff'),
    )
    .leftJoin('users', 'users.id', 'audit_log.borrower_id')
    .selectAll('audit_log')
    .select(['subject.display_name as subject_name', 'users.full_name as borrower_name']);
  // A staff member by part of their name, username or id (issue 40): the staff who match, from the small staff
  // table, then their entries by the actor index; and the exact name an entry was written under (a name since
  // changed), by its own index.
  if (filter.actor) {
    const actor = filter.actor;
    const part = `%${actor.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([
        eb('audit_log.actor_id', '=', actor),
        eb(sql<string>`lower(audit_log.actor_name)`, '=', actor.toLowerCase()),
        eb(
          'audit_log.actor_id',
          'in',
          eb
            .selectFrom('agents')
            .select('agents.id')
            .where((w) =>
              w.or([
                w(sql<string>`lower(agents.id)`, 'like', part),
                w(sql<string>`lower(agents.username)`, 'like', part),
                w(sql<string>`lower(agents.display_name)`, 'like', part),
              ]),
            ),
        ),
      ]),
    );
  }
  // An action is searched by its start. A bare feature name means that feature: 'refund' finds refund.proposed and
  // refund.approved but not refunds.viewed (a plain prefix did); 'refund.pro' finds refund.proposed.
  if (filter.action) {
    const action = filter.action;
    const escaped = action.replace(/[\\%_]/g, '\\$&');
    q = action.includes('.')
      ? q.where('audit_log.action', 'like', `${escaped}%`)
      : q.where((eb) =>
          eb.or([eb('audit_log.action', '=', action), eb('audit_log.action', 'like', `${escaped}.%`)]),
        );
  }
  if (filter.subjectId) q = q.where('audit_log.subject_id', '=', filter.subjectId);
  if (filter.borrowerId) q = q.where('audit_log.borrower_id', '=', filter.borrowerId);
  if (filter.from) q = q.where('audit_log.at', '>=', filter.from);
  if (filter.to) q = q.where('audit_log.at', '<', filter.to);
  if (filter.before) q = q.where('audit_log.id', '<', filter.before);
  return q.orderBy('audit_log.id', 'desc').limit(limit).execute();
}
