// The audit log (issue 28): one append-only record of every staff action and every view of personal data. Who
// (the staff member, named as they were then), what, which record and whose, when, and the record before and after
// a change. Written by the feature that acts, in the same request; searched by admins.
import type { AuditEntry, AuditQuery } from '@pautang/contract/staff';
import { addDays } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Agent } from '../agents/agents.service';
import { findAgentNames } from '../agents/agents.repository';
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

/** Every short text inside records (their values, however deep): what may be a staff member's id. */
function textsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.length > 0 && value.length <= 64) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) textsIn(v, into);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) textsIn(v, into);
  return into;
}

/**
 * The staff names a page of records needs (issue 40: a record holding only a collector's id reads with their name):
 * one read of the staff accounts whose id is a value in any of them. Answers, per record, the ids it holds → names.
 */
export async function staffNamesIn(db: Db, records: readonly unknown[][]): Promise<Record<string, string>[]> {
  const texts = records.map((values) => textsIn(values, new Set()));
  const names = await findAgentNames(db, [...new Set(texts.flatMap((set) => [...set]))]);
  return texts.map((set) =>
    Object.fromEntries([...set].flatMap((id) => (names.has(id) ? [[id, names.get(id) ?? id]] : []))),
  );
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
  const names = await staffNamesIn(
    db,
    page.map((row) => [row.before ?? null, row.after ?? null]),
  );
  return {
    entries: page.map((row, i) => ({ ...entryOf(row), staffNames: names[i] ?? {} })),
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
