// @module-tag once: one seeded database, read and one profile changed
// The CIC submission of a month (issue 43), from the demo book: a contract record for every loan active in the
// month, a subject record for each of their borrowers, and the file passes the layout's checks; a borrower's record
// broken on purpose refuses the file with its field named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { lastDayOf } from '../contexts/accounting/index';
import { CIC_MESSAGES } from '../contexts/compliance/index';
import { getBusinessDate } from '../contexts/staff/index';
import type { Deps } from '../platform/deps';
import { buildTestApp, type TestApp } from '../test-helper';
import { cicSubmission } from './cic-submission';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, clock: () => t.clock.now }) as unknown as Deps;

describe('the month’s CIC submission', () => {
  it('holds one contract record per loan active in the month, a subject for each borrower, and passes the checks', async () => {
    const month = (await getBusinessDate(t.db, t.clock.now)).slice(0, 7);
    const { submission, file } = await cicSubmission(deps(), { month, providerCode: 'PTG00001' });
    if (!file.ok) throw new Error(JSON.stringify(file.errors, null, 1));
    // Active in the month: lent by its last day, and not settled before its first.
    const lent = await t.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'disbursed_on', 'settled_on'])
      .execute();
    const active = lent.filter(
      (o) =>
        o.disbursed_on &&
        o.disbursed_on <= lastDayOf(month) &&
        (!o.settled_on || o.settled_on >= `${month}-01`),
    );
    expect(active.length).toBeGreaterThan(3);
    const lines = file.text.trim().split('\r\n');
    const contracts = lines.filter((l) => l.startsWith('CI|')).map((l) => l.split('|')[5]);
    expect(contracts.sort()).toEqual(active.map((o) => o.id).sort());
    const subjects = lines.filter((l) => l.startsWith('ID|')).map((l) => l.split('|')[3]);
    expect(subjects.sort()).toEqual([...new Set(active.map((o) => o.user_id))].sort());
    expect(lines.at(-1)).toBe(
      `FT|PTG00001|${lastDayOf(month).split('-').reverse().join('')}|${subjects.length}|${contracts.length}`,
    );
    // The long-overdue demo loan (order 180) is reported open, late, with its days past due.
    const late = lines.find((l) => l.startsWith('CI|') && l.split('|')[20] !== '0');
    expect(late?.split('|')[7]).toBe('AC');
    expect(submission.contracts).toHaveLength(active.length);
  });

  it('is refused while a borrower’s record is broken, naming the borrower and the field', async () => {
    const month = (await getBusinessDate(t.db, t.clock.now)).slice(0, 7);
    const { submission } = await cicSubmission(deps(), { month, providerCode: 'PTG00001' });
    const borrower = String(submission.subjects[0]?.providerSubjectNo);
    await sql`update profile_steps set answers = jsonb_set(answers, '{birthDate}', '"1990-02-31"')
      where user_id = ${borrower} and step = 'basic'`.execute(t.db);
    const { file } = await cicSubmission(deps(), { month, providerCode: 'PTG00001' });
    expect(file.ok).toBe(false);
    if (file.ok) return;
    expect(file.errors).toEqual([
      expect.objectContaining({
        record: 'ID',
        subject: borrower,
        field: 'birthDate',
        message: CIC_MESSAGES.badDate,
      }),
    ]);
  });
});
