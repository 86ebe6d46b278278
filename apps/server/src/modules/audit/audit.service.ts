// The audit log (issue 28): one append-only record of every staff action and every view of personal data. Who
// (the staff member, named as they were then), what, which record and whose, when, and the record before and after
// a change. Written by the feature that acts, in the same request; searched by admins.
import type { AuditEntry, AuditQuery } from '@pautang/contract/staff';
import { addDays } from '@pautang/loan-engine';
import type { Db } from '../../db/client';
import type { Agent } from '../agents/agents.service';
import { insertAudit, searchAudit, type AuditRow } from './audit.repository';

export type AuditRecord = {
  /** 'borrower.viewed', 'app-settings.changed'…: the feature, then what happened. */
  action: string;
  subjectKind: string;
  subjectId: string;
  borrowerId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
  note?: string | undefined;
};

/** Staff or the system: a scheduled run records itself as 'system'. */
export type Actor = Pick<Agent, 'id' | 'displayName'>;

export async function recordAudit(db: Db, actor: Actor, record: AuditRecord, at: Date): Promise<void> {
  await insertAudit(db, {
    at: at.toISOString(),
    actor_id: actor.id,
    actor_name: actor.displayName,
    action: record.action,
    subject_kind: record.subjectKind,
    subject_id: record.subjectId,
    borrower_id: record.borrowerId ?? null,
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
    note: record.note ?? '',
  });
}

export const AUDIT_PAGE = 100;

/** Manila midnight of a calendar day, as an instant. */
const manilaStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();

export async function auditLog(
  db: Db,
  query: AuditQuery & { before?: number | undefined },
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const rows = await searchAudit(
    db,
    {
      actor: query.actor,
      action: query.action,
      subjectId: query.subjectId,
      borrowerId: query.borrowerId,
      from: query.from ? manilaStart(query.from) : undefined,
      to: query.to ? manilaStart(addDays(query.to, 1)) : undefined,
      before: query.before,
    },
    AUDIT_PAGE + 1,
  );
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map(entryOf),
    next: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    borrowerId: row.borrower_id,
    subjectName: row.subject_name,
    borrowerName: row.borrower_name,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  };
}
