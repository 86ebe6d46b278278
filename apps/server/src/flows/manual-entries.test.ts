// @module-tag database: an entry proposed, approved and posted through the books' tables, on PGlite and PostgreSQL
// Journal entries by hand (issue 42): finance proposes, a second finance member approves, and it posts once, dated
// as proposed; refused when it cannot post (a closed month, a date after the business date, an account the loans
// keep, lines that do not balance) before anyone approves it, and again at approval when its month closed meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualEntryRequest } from '@pautang/contract/ledger';
import { addDays } from '@pautang/loan-engine';
import { ACCOUNTS, closeMonth, LEDGER_MESSAGES, MANUAL_MESSAGES } from '../contexts/accounting/index';
import { getBusinessDate } from '../contexts/staff/index';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../test-helper';
import { approveAs, decide } from '../testing/approvals';

let t: TestApp;
let finance: string;
let finance2: string;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await staffCookie(t, 'finance');
  finance2 = await staffCookie(t, 'finance2');
});
afterAll(() => t?.close());

const capital = (businessDate: string, amount = 10_000_000): ManualEntryRequest => ({
  businessDate,
  memo: 'Capital paid in by the shareholders',
  lines: [
    { account: ACCOUNTS.cashPayoutsBank, debitAmount: amount, creditAmount: 0 },
    { account: ACCOUNTS.paidInCapital, debitAmount: 0, creditAmount: amount },
  ],
});

const entriesOf = (memo: string) =>
  t.db.selectFrom('gl_entries').selectAll().where('kind', '=', 'manual').where('memo', '=', memo).execute();

describe('a journal entry by hand', () => {
  it('waits for a second finance member, then posts once as proposed, balanced, naming who made it', async () => {
    const today = await getBusinessDate(t.db, t.clock.now);
    const entry = { ...capital(today), memo: 'Capital paid in, November' };
    const proposed = await staffCall(t, finance, 'consoleProposeJournalEntry', entry);
    expect(proposed.code, proposed.message).toBe(0);
    expect(proposed.data).toMatchObject({ status: 'pending' });
    expect(await entriesOf(entry.memo)).toEqual([]);

    await approveAs(t, finance2, (proposed.data as { approvalId: string }).approvalId);
    const [posted, ...more] = await entriesOf(entry.memo);
    expect(more).toEqual([]);
    expect(posted).toMatchObject({ business_date: today, posted_by: 'staff-finance', order_id: null });
    const lines = await t.db
      .selectFrom('gl_lines')
      .select(['account_code', 'debit', 'credit'])
      .where('entry_id', '=', posted!.id)
      .orderBy('line_no')
      .execute();
    expect(lines).toEqual([
      { account_code: ACCOUNTS.cashPayoutsBank, debit: 10_000_000, credit: 0 },
      { account_code: ACCOUNTS.paidInCapital, debit: 0, credit: 10_000_000 },
    ]);
    const tb = await staffCall(t, finance, 'consoleTrialBalance', {});
    const totals = tb.data as { debitTotal: number; creditTotal: number };
    expect(totals.debitTotal).toBe(totals.creditTotal);
  });

  it('is refused before approval when it could not post, saying why', async () => {
    const today = await getBusinessDate(t.db, t.clock.now);
    const refusal = async (entry: ManualEntryRequest) =>
      (await staffCall(t, finance, 'consoleProposeJournalEntry', entry)).message;
    expect(await refusal(capital(addDays(today, 1)))).toBe(MANUAL_MESSAGES.future(today));
    const onLoans = capital(today);
    onLoans.lines[1] = { account: ACCOUNTS.loansReceivable, debitAmount: 0, creditAmount: 10_000_000 };
    expect(await refusal(onLoans)).toBe(MANUAL_MESSAGES.loanKept(ACCOUNTS.loansReceivable));
    const lopsided = capital(today);
    lopsided.lines[1] = { account: ACCOUNTS.paidInCapital, debitAmount: 0, creditAmount: 9_999_999 };
    expect(await refusal(lopsided)).toBe(LEDGER_MESSAGES.unbalanced(10_000_000, 9_999_999));
    const unknown = capital(today);
    unknown.lines[0] = { account: '1999', debitAmount: 10_000_000, creditAmount: 0 };
    expect(await refusal(unknown)).toBe(LEDGER_MESSAGES.unknownAccount('1999'));
    expect(await refusal({ ...capital(today), memo: 'x' })).toBe(
      'Say what the entry is for (3 to 200 characters).',
    );
    expect(await refusal({ ...capital(today), lines: capital(today).lines.slice(0, 1) })).toBe(
      'A journal entry needs at least two lines.',
    );

    await closeMonth(t.db, { month: '2025-03', closedBy: 'staff-finance', at: t.clock.now.toISOString() });
    const closed = await staffCall(t, finance, 'consoleProposeJournalEntry', capital('2025-03-31'));
    expect([closed.status, closed.message]).toEqual([409, LEDGER_MESSAGES.monthClosed('2025-03')]);
    expect(
      await t.db.selectFrom('approvals').select('id').where('kind', '=', 'journal-entry').execute(),
    ).toHaveLength(1);
  });

  it('is refused at approval when its month closed meanwhile; nothing posts', async () => {
    const entry = { ...capital('2025-04-30'), memo: 'Bank charges of April' };
    const proposed = await staffCall(t, finance, 'consoleProposeJournalEntry', entry);
    expect(proposed.code, proposed.message).toBe(0);
    await closeMonth(t.db, { month: '2025-04', closedBy: 'staff-finance', at: t.clock.now.toISOString() });
    const decided = await decide(
      t,
      finance2,
      (proposed.data as { approvalId: string }).approvalId,
      'approve',
    );
    expect(decided.data?.approval).toMatchObject({
      status: 'failed',
      reason: LEDGER_MESSAGES.monthClosed('2025-04'),
    });
    expect(await entriesOf(entry.memo)).toEqual([]);
  });
});
