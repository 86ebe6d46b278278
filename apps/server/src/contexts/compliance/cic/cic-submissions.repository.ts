// The CIC submissions' log (migration 0047).
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { CicSubmissionsTable } from '../../../platform/db/schema';

export type CicSubmissionRow = Selectable<CicSubmissionsTable>;

export async function insertSubmission(db: Db, row: Insertable<CicSubmissionsTable>): Promise<void> {
  await db.insertInto('cic_submissions').values(row).execute();
}

/** The log, newest first (the last twenty years of months, and their corrections), without the files. */
export function listSubmissions(db: Db) {
  return db
    .selectFrom('cic_submissions')
    .select([
      'id',
      'month',
      'submission_type',
      'layout_version',
      'subject_count',
      'contract_count',
      'checksum',
      'produced_by_name',
      'produced_at',
    ])
    .orderBy('produced_at', 'desc')
    .orderBy('id', 'desc')
    .limit(480)
    .execute();
}

/** A submission's file, with what names it. */
export function findSubmissionFile(db: Db, id: string) {
  return db
    .selectFrom('cic_submissions')
    .select(['id', 'month', 'submission_type', 'file'])
    .where('id', '=', id)
    .executeTakeFirst();
}
