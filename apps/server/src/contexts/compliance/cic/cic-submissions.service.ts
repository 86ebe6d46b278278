// The CIC submissions (issue 43): a file made from the month's records (cic-file.ts) is logged with its counts, its
// SHA-256 and who made it; a submission refused for broken records is answered with them, and logs nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { CicFile, CicSubmission as CicSubmissionView } from '@pautang/contract/compliance';
import { notFound } from '../../../platform/errors';
import type { Db } from '../../../platform/db/client';
import { writeCicFile, type CicSubmission } from './cic-file';
import { CIC_LAYOUT_VERSION } from './cic-layout';
import { findSubmissionFile, insertSubmission, listSubmissions } from './cic-submissions.repository';

/** Makes the submission's file and logs it, or answers why it cannot be made. */
export async function makeCicSubmission(
  db: Db,
  r: { month: string; submission: CicSubmission; by: { id: string; displayName: string }; at: string },
): Promise<CicSubmissionView> {
  const file = writeCicFile(r.submission);
  const made = {
    id: `CIC${randomBytes(8).toString('hex').toUpperCase()}`,
    month: r.month,
    submissionType: r.submission.submissionType,
    layoutVersion: CIC_LAYOUT_VERSION,
    subjectCount: r.submission.subjects.length,
    contractCount: r.submission.contracts.length,
    producedBy: r.by.displayName,
    producedAt: r.at,
  };
  if (!file.ok) return { ...made, status: 'refused', checksum: null, errors: file.errors };
  const checksum = createHash('sha256').update(file.text).digest('hex');
  await insertSubmission(db, {
    id: made.id,
    month: made.month,
    submission_type: made.submissionType,
    layout_version: made.layoutVersion,
    subject_count: made.subjectCount,
    contract_count: made.contractCount,
    checksum,
    file: file.text,
    produced_by: r.by.id,
    produced_by_name: r.by.displayName,
    produced_at: r.at,
  });
  return { ...made, status: 'produced', checksum, errors: [] };
}

export async function cicSubmissions(db: Db): Promise<CicSubmissionView[]> {
  return (await listSubmissions(db)).map((row) => ({
    id: row.id,
    month: row.month,
    submissionType: row.submission_type,
    status: 'produced',
    layoutVersion: row.layout_version,
    subjectCount: row.subject_count,
    contractCount: row.contract_count,
    checksum: row.checksum,
    producedBy: row.produced_by_name,
    producedAt: new Date(row.produced_at).toISOString(),
    errors: [],
  }));
}

/** A submission's file, named by its month, kind and id; an unknown id is not found. */
export async function cicSubmissionFile(db: Db, id: string): Promise<CicFile & { month: string }> {
  const row = await findSubmissionFile(db, id);
  if (!row) throw notFound();
  return {
    month: row.month,
    filename: `cic-${row.month}-${row.submission_type}-${row.id}.txt`,
    text: row.file,
  };
}
