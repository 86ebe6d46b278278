// @module-tag once: one seeded database, the staff calls made in sequence and one profile broken
// The CIC submission of a month (issue 43), from the demo book, through compliance's staff calls: a contract record
// for every loan active in the month, a subject record for each of their borrowers, the file passing the layout's
// checks and logged with its counts, checksum, who and when. A borrower's record broken on purpose refuses the file,
// naming the borrower and the field, and logs nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CicSubmission } from '@pautang/contract/compliance';
import { lastDayOf } from '../contexts/accounting/index';
import { CIC_LAYOUT_VERSION, CIC_MESSAGES } from '../contexts/compliance/index';
import { getBusinessDate } from '../contexts/staff/index';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../test-helper';

let t: TestApp;
let month: string;
beforeAll(async () => {
  t = await buildTestApp();
  month = (await getBusinessDate(t.db, t.clock.now)).slice(0, 7);
});
afterAll(() => t.close());

const fileOf = async (id: string) =>
  (await t.db.selectFrom('cic_submissions').select('file').where('id', '=', id).executeTakeFirstOrThrow())
    .file;

describe('the month’s CIC submission', () => {
  it('holds one contract record per loan active in the month and a subject for each borrower, and is logged', async () => {
    const compliance = await staffCookie(t, 'compliance');
    const res = await staffCall(t, compliance, 'consoleCicGenerate', { month });
    expect(res.code, res.message).toBe(0);
    const made = res.data as CicSubmission;
    expect(made).toMatchObject({
      month,
      status: 'produced',
      submissionType: 'R',
      producedBy: 'Teresa Aquino',
    });
    const file = await fileOf(made.id);
    expect(made.checksum).toBe(createHash('sha256').update(file).digest('hex'));

    // Active in the month: lent by its last day, and not settled before its first.
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'disbursed_on', 'settled_on'])
      .execute();
    const active = orders.filter(
      (o) =>
        o.disbursed_on &&
        o.disbursed_on <= lastDayOf(month) &&
        (!o.settled_on || o.settled_on >= `${month}-01`),
    );
    expect(active.length).toBeGreaterThan(3);
    const lines = file.trim().split('\r\n');
    expect(lines[0]).toBe(
      `HD|PTG00001|${lastDayOf(month).split('-').reverse().join('')}|${CIC_LAYOUT_VERSION}|R|Made ${await getBusinessDate(t.db, t.clock.now)}`,
    );
    const contracts = lines.filter((l) => l.startsWith('CI|')).map((l) => l.split('|')[5]);
    expect(contracts.sort()).toEqual(active.map((o) => o.id).sort());
    const subjects = lines.filter((l) => l.startsWith('ID|')).map((l) => l.split('|')[3]);
    expect(subjects.sort()).toEqual([...new Set(active.map((o) => o.user_id))].sort());
    expect(lines.at(-1)).toBe(
      `FT|PTG00001|${lastDayOf(month).split('-').reverse().join('')}|${subjects.length}|${contracts.length}`,
    );
    expect([made.subjectCount, made.contractCount]).toEqual([subjects.length, contracts.length]);
    // The long-overdue demo loan is reported open, with its days past due.
    const late = lines.find((l) => l.startsWith('CI|') && l.split('|')[20] !== '0');
    expect(late?.split('|')[7]).toBe('AC');

    const log = await staffCall(t, compliance, 'consoleCicSubmissions', {});
    expect((log.data as { submissions: CicSubmission[] }).submissions[0]).toEqual({ ...made, errors: [] });
    // The file, downloaded as it goes to the CIC.
    const download = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/cic/submissions/${made.id}/file`,
      headers: { cookie: compliance },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toContain(`cic-${month}-R-${made.id}.txt`);
    expect(download.body).toBe(file);
    const unknown = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/cic/submissions/CIC0000000000000000/file`,
      headers: { cookie: compliance },
    });
    expect(unknown.statusCode).toBe(404);
    const support = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/cic/submissions/${made.id}/file`,
      headers: { cookie: await staffCookie(t, 'support') },
    });
    expect(support.statusCode).toBe(403);
    expect(support.body).not.toContain('CI|');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', made.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'cic.submission.made', actor_id: 'staff-compliance' },
      { action: 'cic.submission.downloaded', actor_id: 'staff-compliance' },
    ]);
  });

  it('is for compliance only', async () => {
    for (const who of ['support', 'finance'] as const) {
      const res = await staffCall(t, await staffCookie(t, who), 'consoleCicGenerate', { month });
      expect(res.code).not.toBe(0);
      expect(res.data).toBeNull();
    }
  });

  it('is refused while a borrower’s record is broken, naming the borrower and the field, and nothing is logged', async () => {
    const compliance = await staffCookie(t, 'compliance');
    const before = await t.db.selectFrom('cic_submissions').select('id').execute();
    const borrower = (
      await t.db
        .selectFrom('orders')
        .select('user_id')
        .where('disbursed_on', 'is not', null)
        .executeTakeFirstOrThrow()
    ).user_id;
    await sql`update profile_steps set answers = jsonb_set(answers, '{birthDate}', '"1990-02-31"')
      where user_id = ${borrower} and step = 'basic'`.execute(t.db);
    const res = await staffCall(t, compliance, 'consoleCicGenerate', { month });
    const refused = res.data as CicSubmission;
    expect(refused.status).toBe('refused');
    expect(refused.checksum).toBeNull();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        record: 'ID',
        subject: borrower,
        field: 'birthDate',
        message: CIC_MESSAGES.badDate,
      }),
    ]);
    expect(await t.db.selectFrom('cic_submissions').select('id').execute()).toEqual(before);
  });
});
