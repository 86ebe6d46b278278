// @module-tag database: every money event's entry in its own transaction, and the check, on PGlite and PostgreSQL
// The books against the engine (issue 42), as finance reads them: the demo book opens with a trial balance that
// balances and a check with no difference; then random payments, rollovers, waivers and stale payments over random
// days, each posted by the same code a gateway's postback runs, and after every step the trial balance balances and
// the check finds nothing. A payment's entry is its cash in and the engine's allocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type {
  BooksCheck,
  FinancialStatements,
  Journal,
  Provisioning,
  TrialBalance,
} from '@pautang/contract/ledger';
import { PROVISION_BUCKET_CODES } from '@pautang/contract/ledger';
import type { BorrowerFile } from '@pautang/contract/borrower-file';
import type { OverdueBook } from '@pautang/contract/collections';
import { decimalPesos } from '@pautang/contract/format/money';
import { sql } from 'kysely';
import {
  accrue,
  addDays,
  bookPosition,
  payableRange,
  quoteRollover,
  waivablePenalty,
} from '@pautang/loan-engine';
import { resetDemoOrder } from '../contexts/demo/index';
import {
  applyGatewayStatus,
  applyPenaltyWaiver,
  insertPayment,
  loanStateOf,
  writeOffOrder,
} from '../contexts/lending/index';
import { getBusinessDate, setBusinessDate } from '../contexts/staff/index';
import type { Deps } from '../platform/deps';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../test-helper';
import { postTestPayment } from '../testing/payments';
import { approveAs } from '../testing/approvals';
import {
  ACCOUNTS,
  allLoanBooks,
  lastDayOf,
  LEDGER_MESSAGES,
  postEntry,
  RAIL_CASH,
} from '../contexts/accounting/index';
import { dailyAccrual, monthEndProvision } from './books';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await staffCookie(t, 'finance');
});
afterAll(() => t?.close());

const ORDER = 'PT0000001741';
/** A day after every entry: the balances of everything posted. */
const LAST = '9999-12-31';
const businessDate = () => getBusinessDate(t.db, t.clock.now);

async function check(): Promise<BooksCheck> {
  const res = await staffCall(t, finance, 'consoleBooksCheck', {});
  expect(res.code, res.message).toBe(0);
  return res.data as BooksCheck;
}
async function trial(date?: string): Promise<TrialBalance> {
  const res = await staffCall(t, finance, 'consoleTrialBalance', date ? { date } : {});
  expect(res.code, res.message).toBe(0);
  return res.data as TrialBalance;
}
const balanceOf = (tb: TrialBalance, code: string) => {
  const row = tb.accounts.find((a) => a.code === code)!;
  return row.debitAmount - row.creditAmount;
};

/** Maria's repayment of `amount`, posted as a confirmed postback posts it, and its journal entry. */
async function payAndRead(id: string, orderId: string, amount: number) {
  await postTestPayment(t, { id, orderId, userId: '10001', kind: 'repay', amount });
  return t.db
    .selectFrom('gl_entries')
    .selectAll()
    .where('source', '=', `payment:${id}`)
    .executeTakeFirstOrThrow();
}

async function expectBooksAgree(): Promise<void> {
  const result = await check();

  expect(result.differences).toEqual([]);
  const tb = await trial();
  expect(tb.debitTotal).toBe(tb.creditTotal);
  // Each order's balances as posting reads them (kept by the posting function) are the sums of its lines.
  const { rows: drift } = await sql<{ order_id: string; account_code: string }>`
    select coalesce(k.order_id, s.order_id) as order_id, coalesce(k.account_code, s.account_code) as account_code
    from gl_order_balances k
    full join (select order_id, account_code, sum(debit) as debit, sum(credit) as credit from gl_lines
      where order_id is not null group by order_id, account_code) s
      on s.order_id = k.order_id and s.account_code = k.account_code
    where k.debit is distinct from s.debit or k.credit is distinct from s.credit`.execute(t.db);
  expect(drift).toEqual([]);
}

describe('the demo book', () => {
  it('opens with a trial balance that balances and a check with no difference', async () => {
    const result = await check();
    expect(result.differences).toEqual([]);
    expect(result.orderCount).toBeGreaterThan(5);
    const tb = await trial();
    expect(tb.debitTotal).toBe(tb.creditTotal);
    // The loans lent are in the books: principal receivable is the engine's outstanding principal, not zero.
    expect(balanceOf(tb, '1100')).toBeGreaterThan(0);
    expect(tb.accounts.map((a) => a.code)).toContain('4090');
  });

  it('is read by finance and admin only', async () => {
    const support = await staffCookie(t, 'support');
    const res = await staffCall(t, support, 'consoleTrialBalance', {});
    expect(res.code).not.toBe(0);
    expect(res.data).toBeNull();
    const admin = await staffCookie(t, 'admin');
    expect((await staffCall(t, admin, 'consoleBooksCheck', {})).code).toBe(0);
  });
});

/** The day the payment below was posted on: the journal test reads it back. */
let paidOn = '';

describe('a payment', () => {
  it('is one balanced entry: the gateway’s cash in, each receivable settled by the engine’s allocation', async () => {
    const bd = await businessDate();
    paidOn = bd;
    await resetDemoOrder(t.db, 'order-174-delay', bd);
    const before = await trial();
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', ORDER)
      .executeTakeFirstOrThrow();
    const { minAmount } = payableRange(loanStateOf(order), bd);
    const entry = await payAndRead('BOOKS-PAY-1', ORDER, minAmount);
    expect(entry).toMatchObject({
      kind: 'payment',
      order_id: ORDER,
      payment_id: 'BOOKS-PAY-1',
      business_date: bd,
    });
    const lines = await t.db.selectFrom('gl_lines').selectAll().where('entry_id', '=', entry.id).execute();
    expect(lines.find((l) => l.account_code === '1011')?.debit).toBe(minAmount);
    expect(lines.reduce((s, l) => s + l.credit, 0)).toBe(minAmount);
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select('allocation')
      .where('payment_id', '=', 'BOOKS-PAY-1')
      .executeTakeFirstOrThrow();
    const allocated = (ledger.allocation as { bucket: string; amount: number }[]).reduce(
      (s, l) => s + l.amount,
      0,
    );
    expect(
      lines
        .filter((l) => l.account_code !== '1011' && l.account_code !== '2010')
        .reduce((s, l) => s + l.credit, 0),
    ).toBe(allocated);
    const after = await trial();
    expect(balanceOf(after, '1011') - balanceOf(before, '1011')).toBe(minAmount);
    await expectBooksAgree();
  });
});

describe('each rail’s cash', () => {
  it('is what each order’s payments, payouts and refunds moved through it; a record the books do not hold is a difference naming the order', async () => {
    const opened = await t.inject({ method: 'POST', url: '/attempt/dev/scenarios/order-refund-owed' });
    expect(opened.json()).toMatchObject({ code: 0 });
    const paymentId = 'PTX000000000350';
    const { order_id: orderId, amount } = await t.db
      .selectFrom('payments')
      .select(['order_id', 'amount'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    await expectBooksAgree();
    const proposed = await staffCall(t, finance, 'consoleProposeRefund', { id: paymentId });
    expect(proposed.code, proposed.message).toBe(0);
    await approveAs(
      t,
      await staffCookie(t, 'finance2'),
      (proposed.data as { approvalId: string }).approvalId,
    );
    // The sandbox rail settles a refund a while after it was sent, in the payout sweep.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
    await t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
    const refund = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const railCash = RAIL_CASH[refund.rail];
    const entry = await t.db
      .selectFrom('gl_entries')
      .select('id')
      .where('source', '=', `refund:${refund.id}`)
      .executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('gl_lines').selectAll().where('entry_id', '=', entry.id).execute();
    expect(lines.map((l) => [l.account_code, l.debit, l.credit, l.order_id])).toEqual(
      expect.arrayContaining([
        [ACCOUNTS.refundsPayable, amount, 0, orderId],
        [railCash, 0, amount, orderId],
      ]),
    );
    await expectBooksAgree();

    // A record the rail's cash does not hold: the refund said to be larger than what the books paid out.
    await sql`update refunds set amount = amount + 100 where id = ${refund.id}`.execute(t.db);
    try {
      expect((await check()).differences).toEqual([
        { kind: 'cash', orderId, accountCode: railCash, booksAmount: -amount, engineAmount: -amount - 100 },
      ]);
    } finally {
      await sql`update refunds set amount = amount - 100 where id = ${refund.id}`.execute(t.db);
    }
    // Put back by the demo, the order's records go, and so does the cash the books held of them.
    await t.inject({ method: 'POST', url: '/attempt/dev/scenarios/order-refund-owed' });
    await expectBooksAgree();
  });
});

type Step =
  | { kind: 'days'; days: number }
  | { kind: 'repay'; share: number }
  | { kind: 'rollover' }
  | { kind: 'waive'; share: number }
  | { kind: 'stale'; amount: number }
  | { kind: 'write-off' };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 25 }) }),
  fc.record({ kind: fc.constant('repay' as const), share: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('rollover' as const) }),
  fc.record({ kind: fc.constant('waive' as const), share: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ kind: fc.constant('stale' as const), amount: fc.integer({ min: 5_000, max: 200_000 }) }),
  fc.record({ kind: fc.constant('write-off' as const) }),
);

/** What the lending commands called here read of the app's dependencies: the database and the clock. */
const deps = () =>
  ({
    db: t.db,
    clock: () => t.clock.now,
    gateway: { voidPayment: async () => undefined },
    metrics: { paymentsPosted: { inc: () => undefined } },
    // A write-off in the random sequences from the first day past due; the threshold has its own test below.
    config: { writeOffDays: 1 },
  }) as unknown as Deps;

/** A loan 20 days into its term, and one 190 days past its payout, long overdue with a penalty to waive. */
const FRESH = { id: 'PT0000001741', scenario: 'order-174-delay' } as const;
const OVERDUE = { id: 'PT0000000180', scenario: 'order-180' } as const;
const scenario = fc.constantFrom(FRESH.scenario, OVERDUE.scenario);
let current: { id: string } = FRESH;

/**
 * What the test itself paid in (the gateway's cash) and waived since the order was put back; once it is written
 * off, the order's accounts just before, and what was paid since (recovered).
 */
const tally: { cash: number; waived: number; recovered: number; writtenOff: Baseline | null } = {
  cash: 0,
  waived: 0,
  recovered: 0,
  writtenOff: null,
};

/**
 * What the engine has charged over the loan's life (periods closed by rollovers included, penalties net of waivers)
 * and what of its interest is not yet earned: an oracle for the income accounts, apart from the posting rules.
 */
async function charged() {
  const today = await businessDate();
  const loan = loanStateOf(
    await t.db.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow(),
  );
  const rows = accrue(loan, today).instalments.map((r) => r.charged);
  const rolled = loan.rolledOverPeriods ?? [];
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    interest: sum(rows.map((r) => r.interestAmount)) + sum(rolled.map((p) => p.interestAmount)),
    fees: sum(rows.map((r) => r.feesAmount)) + sum(rolled.map((p) => p.feesAmount)),
    penalties:
      sum(rows.map((r) => r.penaltyAmount + r.lateInterestAmount)) +
      sum(rolled.map((p) => p.penaltyAmount + p.lateInterestAmount)),
    unearned: bookPosition(loan, today).unearnedInterestAmount,
  };
}

/** The order's lines per account, as credits less debits. */
async function orderAccounts(): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('gl_lines')
    .select(['account_code', sql<number>`sum(credit) - sum(debit)`.as('net')])
    .where('order_id', '=', current.id)
    .groupBy('account_code')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.account_code, Number(r.net)]));
}

type Baseline = { charged: Awaited<ReturnType<typeof charged>>; accounts: Record<string, number> };
const baseline = async (): Promise<Baseline> => ({
  charged: await charged(),
  accounts: await orderAccounts(),
});

/** Each income account moved by what the engine charged and earned since `from`, cash by what was paid. */
async function expectIncomeFollowsEngine(from: Baseline): Promise<void> {
  const now = await baseline();
  const moved = (code: string) => (now.accounts[code] ?? 0) - (from.accounts[code] ?? 0);
  const d = (key: keyof Baseline['charged']) => now.charged[key] - from.charged[key];
  // Debit-normal accounts: what they moved is debits less credits (`|| 0`: no movement is 0, not -0).
  const debited = (code: string) => -moved(code) || 0;
  const off = tally.writtenOff;
  if (off) {
    // Written off: income stands as it was; the loss is what the books held less the interest never earned, and
    // every peso paid since is a recovery.
    for (const code of ['4010', '4020', '4021', '4030', '4090']) {
      expect(now.accounts[code] ?? 0, `${code} after the write-off`).toBe(off.accounts[code] ?? 0);
    }
    const held = (code: string) => off.accounts[code] ?? 0;
    expect(debited('5020'), 'the loss').toBe(
      -(held('1100') + held('1110') + held('1120') + held('1130')) - held('2030'),
    );
    expect(moved('4040'), 'recoveries').toBe(tally.recovered);
  } else {
    expect(moved('4010'), 'interest income').toBe(d('interest') - d('unearned'));
    expect(moved('4020') + moved('4021'), 'fee income').toBe(d('fees'));
    expect(moved('4030') + moved('4090'), 'penalty income less waivers').toBe(d('penalties'));
    expect(moved('5020') + moved('4040'), 'no loss, no recovery').toBe(0);
  }
  expect(debited('4090'), 'waivers').toBe(tally.waived);
  expect(debited('1011'), 'the gateway’s cash').toBe(tally.cash);
}

let seq = 0;
async function run(s: Step): Promise<void> {
  const today = await businessDate();
  const order = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  const loan = loanStateOf(order);
  const id = `BOOKS${++seq}`;
  if (s.kind === 'days') {
    const res = await t.inject({
      method: 'POST',
      url: '/attempt/dev/business-date',
      payload: { days: s.days },
    });
    expect(res.statusCode).toBe(200);
  } else if (s.kind === 'repay') {
    const range = payableRange(loan, today);
    if (range.maxAmount === 0) return;
    const amount = range.minAmount + Math.floor(((range.maxAmount - range.minAmount) * s.share) / 10_000);
    await postTestPayment(t, { id, orderId: current.id, userId: '10001', kind: 'repay', amount });
    tally.cash += amount;
    if (tally.writtenOff) tally.recovered += amount;
  } else if (s.kind === 'rollover') {
    const quote = quoteRollover(loan, today);
    if (!quote.allowed) return;
    await postTestPayment(t, {
      id,
      orderId: current.id,
      userId: '10001',
      kind: 'rollover',
      amount: quote.delayAmount,
    });
    tally.cash += quote.delayAmount;
    if (tally.writtenOff) tally.recovered += quote.delayAmount;
  } else if (s.kind === 'waive') {
    const waivable = waivablePenalty(loan, today);
    const amount = Math.floor((waivable * s.share) / 10_000);
    if (amount === 0) return;
    // The waiver as an approval carries it out (flows/approval-kinds): the lending door's command.
    await applyPenaltyWaiver(
      deps(),
      { orderId: current.id, amount, reason: 'Hardship' },
      {
        makerId: 'staff-collector',
        checkerId: 'staff-collector2',
        approvalId: null,
      },
    );
    // A waiver of a loan written off moves what is owed, not the books.
    if (!tally.writtenOff) tally.waived += amount;
  } else if (s.kind === 'write-off') {
    if (order.written_off_on !== null) return;
    const before = await baseline();
    try {
      await writeOffOrder(deps(), {
        orderId: current.id,
        reason: 'Test',
        makerId: 'staff-collector',
        checkerId: 'staff-finance',
      });
    } catch (error) {
      // Not past due yet, or nothing owed: refused, and nothing moved.
      if (error instanceof Error && /past due|Nothing is owed/.test(error.message)) return;
      throw error;
    }
    tally.writtenOff = before;
  } else {
    // A code paid at the gateway after its debt was gone: the whole of it is owed back.
    await insertPayment(t.db, {
      id,
      user_id: '10001',
      order_id: current.id,
      kind: 'repay',
      channel: 'TEST',
      amount: s.amount,
      status: 'cancelled',
      quoted_on: today,
      gateway: 'sandbox',
      pay_url: '',
      expires_at: t.clock.now.toISOString(),
      paid_at: null,
      refunded_at: null,
    });
    const outcome = await applyGatewayStatus(
      deps(),
      id,
      { status: 'S', amount: s.amount, refNo: '' },
      { refno: '', status: 'S' },
    );
    expect(outcome).toBe('refund-stale');
    tally.cash += s.amount;
  }
}

describe('random money events over random days', () => {
  it('keep the trial balance balanced and the books the engine’s, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, fc.array(step, { minLength: 1, maxLength: 7 }), async (scenario, steps) => {
        // Days only go forward, as a business date does: each run starts the order afresh on the day reached.
        current = scenario === 'order-180' ? OVERDUE : FRESH;
        await resetDemoOrder(t.db, scenario, await businessDate());
        await expectBooksAgree();
        const from = await baseline();
        tally.cash = 0;
        tally.waived = 0;
        tally.recovered = 0;
        tally.writtenOff = null;
        for (const s of steps) {
          await run(s);
          await expectBooksAgree();
          await expectIncomeFollowsEngine(from);
        }
      }),
      {
        numRuns: 12,
        // Every kind of event at least once, late enough for a penalty to waive.
        examples: [
          [
            'order-180',
            [
              { kind: 'days', days: 25 },
              { kind: 'days', days: 20 },
              { kind: 'waive', share: 5_000 },
              { kind: 'repay', share: 3_000 },
              { kind: 'rollover' },
              { kind: 'stale', amount: 10_000 },
              { kind: 'days', days: 3 },
              { kind: 'repay', share: 10_000 },
            ],
          ],
        ],
      },
    );
  }, 300_000);
});

describe('the journal, the month-end and the daily accrual', () => {
  it('the journal lists a range’s entries with their lines, by order or by account', async () => {
    const bd = paidOn;
    const res = await staffCall(t, finance, 'consoleJournal', { from: bd, to: bd, order: ORDER });
    expect(res.code, res.message).toBe(0);
    const paid = (res.data as Journal).entries.find((e) => e.source === 'payment:BOOKS-PAY-1');
    expect(paid).toMatchObject({
      kind: 'payment',
      orderId: ORDER,
      paymentId: 'BOOKS-PAY-1',
      businessDate: bd,
    });
    expect(paid?.lines[0]).toMatchObject({
      accountCode: '1011',
      accountName: expect.stringMatching(/^Cash/),
    });
    const byCash = await staffCall(t, finance, 'consoleJournal', { from: bd, to: bd, account: '1011' });
    expect((byCash.data as Journal).entries.map((e) => e.source)).toContain('payment:BOOKS-PAY-1');
    const byWaivers = await staffCall(t, finance, 'consoleJournal', { from: bd, to: bd, account: '4090' });
    expect((byWaivers.data as Journal).entries.map((e) => e.source)).not.toContain('payment:BOOKS-PAY-1');
    const bad = await staffCall(t, finance, 'consoleJournal', { from: 'yesterday', to: bd });
    expect(bad.code).not.toBe(0);

    // The same journal as a file: one line per journal line, amounts in pesos, for a spreadsheet.
    const file = await t.inject({
      method: 'GET',
      url: `/attempt/console/ledger/journal?from=${bd}&to=${bd}&order=${ORDER}&format=csv`,
      headers: { cookie: finance },
    });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="journal-${bd}-${bd}.csv"`);
    const rows = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Entry,Date,Account,Account name,Debit,Credit,Reference,Order');
    const cash = rows.find((r) => r.includes(',1011,') && r.includes('payment:BOOKS-PAY-1'));
    const line = paid!.lines.find((l) => l.accountCode === '1011')!;
    // The account's name holds a comma: the cell is quoted.
    expect(cash).toBe(
      `${paid!.id},${bd},1011,"Cash in bank – collections, payment gateway",` +
        `${decimalPesos(line.debitAmount)},0.00,payment:BOOKS-PAY-1,${ORDER}`,
    );
    // Every line of the range is a row: as many as the entries' lines.
    const total = (res.data as Journal).entries.reduce((n, e) => n + e.lines.length, 0);
    expect(rows.length - 1).toBe(total);
    // Refused as the envelope, not as a file.
    const refused = await t.inject({
      method: 'GET',
      url: `/attempt/console/ledger/journal?from=nope&to=${bd}&format=csv`,
      headers: { cookie: finance },
    });
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('finance closes a month under maker-checker; then a back-dated posting is refused', async () => {
    const bd = await businessDate();
    const month = '2025-06';
    expect(bd.slice(0, 7) > month).toBe(true);
    const current = await staffCall(t, finance, 'consoleClosePeriod', { month: bd.slice(0, 7) });
    expect(current.message).toBe(LEDGER_MESSAGES.notEnded(bd.slice(0, 7)));
    const proposed = await staffCall(t, finance, 'consoleClosePeriod', { month });
    expect(proposed.data).toMatchObject({ status: 'pending' });
    // Nothing is closed until a second finance member approves.
    expect(await t.db.selectFrom('gl_periods').selectAll().where('month', '=', month).execute()).toEqual([]);
    await approveAs(
      t,
      await staffCookie(t, 'finance2'),
      (proposed.data as { approvalId: string }).approvalId,
    );
    const closed = await t.db
      .selectFrom('gl_periods')
      .selectAll()
      .where('month', '=', month)
      .executeTakeFirst();
    expect(closed).toMatchObject({ closed_by: 'staff-finance', approved_by: 'staff-finance2' });
    const late = await t.db
      .transaction()
      .execute((trx) =>
        postEntry(trx, {
          source: 'books-test:late',
          kind: 'correction',
          businessDate: `${month}-15`,
          at: t.clock.now.toISOString(),
          lines: [
            { account: ACCOUNTS.cashCollectionsGateway, debit: 100 },
            { account: ACCOUNTS.gatewaySuspense, credit: 100 },
          ],
        }),
      )
      .then(
        () => 'posted',
        (e: Error) => e.message,
      );
    expect(late).toBe(LEDGER_MESSAGES.monthClosed(month));
    const again = await staffCall(t, finance, 'consoleClosePeriod', { month });
    expect(again.message).toBe(LEDGER_MESSAGES.alreadyClosed(month));
  });

  it('the daily accrual runs once per business day, and the next day again', async () => {
    const first = await dailyAccrual(deps());
    const second = await dailyAccrual(deps());
    expect([first, second]).toEqual([true, false]);
    const bd = await businessDate();
    expect(
      await t.db
        .selectFrom('gl_accrual_days')
        .select('business_date')
        .where('business_date', '=', bd)
        .execute(),
    ).toHaveLength(1);
    const res = await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days: 1 } });
    expect(res.statusCode).toBe(200);
    expect(await dailyAccrual(deps())).toBe(true);
    // A long-overdue loan's late interest of the day is posted as penalty income, and the books still agree.
    await expectBooksAgree();
  });
});

describe('a write-off by a pair, then a recovery', () => {
  it('takes a long-overdue loan out of the books as a loss; the borrower still owes; a later payment is recovered', async () => {
    const collector = await staffCookie(t, 'collector');
    const bd = await businessDate();
    await resetDemoOrder(t.db, 'order-174-delay', bd);
    const early = await staffCall(t, collector, 'consoleProposeWriteOff', {
      id: FRESH.id,
      reason: 'Gone abroad',
    });
    expect(early.message).toMatch(/days past due: a loan can be written off from 180 days past due\.$/);

    // Put back as of 175 days ago: ten days past due then, so 185 days past due today.
    current = OVERDUE;
    await resetDemoOrder(t.db, 'order-180', addDays(bd, -175));
    await expectBooksAgree();
    const orderRow = () =>
      t.db.selectFrom('orders').selectAll().where('id', '=', OVERDUE.id).executeTakeFirstOrThrow();
    const owedBefore = accrue(loanStateOf(await orderRow()), bd).outstandingAmount;
    const held = await orderAccounts();
    const proposed = await staffCall(t, collector, 'consoleProposeWriteOff', {
      id: OVERDUE.id,
      reason: 'No contact for six months',
    });
    expect(proposed.message).toBe('success');
    expect(proposed.data).toMatchObject({ status: 'pending' });
    // Nothing moves until a second person, of finance, approves.
    expect((await orderRow()).written_off_on).toBeNull();
    await approveAs(t, finance, (proposed.data as { approvalId: string }).approvalId);
    expect((await orderRow()).written_off_on).toBe(bd);

    const after = await orderAccounts();
    const moved = (code: string) => (after[code] ?? 0) - (held[code] ?? 0);
    // The receivables are gone from the books, the loss is what they held less the interest never earned.
    for (const code of ['1100', '1110', '1120', '1130', '2030']) expect(after[code] ?? 0, code).toBe(0);
    const receivable = -(
      (held['1100'] ?? 0) +
      (held['1110'] ?? 0) +
      (held['1120'] ?? 0) +
      (held['1130'] ?? 0)
    );
    expect(-moved('5020')).toBe(receivable - (held['2030'] ?? 0));
    const record = await t.db
      .selectFrom('write_offs')
      .selectAll()
      .where('order_id', '=', OVERDUE.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      maker_id: 'staff-collector',
      checker_id: 'staff-finance',
      amount: -moved('5020'),
    });
    // An accounting act, not a waiver: the borrower owes what they owed.
    expect(accrue(loanStateOf(await orderRow()), bd).outstandingAmount).toBe(owedBefore);
    await expectBooksAgree();
    // Staff see it in the borrower's file, beside what is still owed.
    const file = await staffCall(t, collector, 'consoleBorrowerFile', { id: (await orderRow()).user_id });
    const filed = (file.data as BorrowerFile).orders.find((o) => o.orderId === OVERDUE.id);
    expect(filed).toMatchObject({ writtenOffOn: bd, outstandingAmount: owedBefore });
    // And in the collections book, still collected.
    const book = await staffCall(t, collector, 'consoleOverdueBook', { q: OVERDUE.id });
    const queued = (book.data as OverdueBook).items.find((i) => i.orderId === OVERDUE.id);
    expect(queued).toMatchObject({ writtenOffOn: bd });

    // A payment later is a recovery: the cash in, recovered income; the loan is paid down as the engine says.
    const { minAmount } = payableRange(loanStateOf(await orderRow()), bd);
    const entry = await payAndRead('BOOKS-RECOVERED', OVERDUE.id, minAmount);
    expect(entry.kind).toBe('recovery');
    const lines = await t.db.selectFrom('gl_lines').selectAll().where('entry_id', '=', entry.id).execute();
    expect(lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1011', minAmount, 0],
      ['4040', 0, minAmount],
    ]);
    expect(accrue(loanStateOf(await orderRow()), bd).outstandingAmount).toBe(owedBefore - minAmount);
    await expectBooksAgree();

    const again = await staffCall(t, collector, 'consoleProposeWriteOff', {
      id: OVERDUE.id,
      reason: 'Again',
    });
    expect(again.message).toBe('This loan is already written off.');
  });
});

describe('the chart of accounts', () => {
  it('takes a new account from finance at once, and a new name only with a second finance member', async () => {
    const wrongType = await staffCall(t, finance, 'consoleAddAccount', {
      code: '1030',
      name: 'Cash in bank – payroll',
      type: 'expense',
    });
    expect(wrongType.message).toBe("An expense account's code starts with 5.");
    const taken = await staffCall(t, finance, 'consoleAddAccount', {
      code: '1100',
      name: 'Again',
      type: 'asset',
    });
    expect(taken.message).toBe('There is already an account 1100 in the chart.');
    const support = await staffCall(t, await staffCookie(t, 'support'), 'consoleAddAccount', {
      code: '1030',
      name: 'Cash in bank – payroll',
      type: 'asset',
    });
    expect(support.code).not.toBe(0);

    const added = await staffCall(t, finance, 'consoleAddAccount', {
      code: '1030',
      name: '  Cash in bank – payroll ',
      type: 'asset',
    });
    expect(added.code, added.message).toBe(0);
    expect((await trial()).accounts.find((a) => a.code === '1030')).toEqual({
      code: '1030',
      name: 'Cash in bank – payroll',
      type: 'asset',
      debitAmount: 0,
      creditAmount: 0,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account-add')
      .where('subject_id', '=', '1030')
      .execute();
    expect(audit.map((a) => a.actor_id)).toEqual(['staff-finance']);

    const same = await staffCall(t, finance, 'consoleRenameAccount', {
      code: '1030',
      name: 'Cash in bank – payroll',
    });
    expect(same.message).toBe('The account already has this name.');
    const missing = await staffCall(t, finance, 'consoleRenameAccount', { code: '1999', name: 'Nothing' });
    expect(missing.message).toBe('There is no account 1999 in the chart of accounts.');
    const proposed = await staffCall(t, finance, 'consoleRenameAccount', {
      code: '1030',
      name: 'Cash in bank – payroll fund',
    });
    expect(proposed.data).toMatchObject({ status: 'pending' });
    expect((await trial()).accounts.find((a) => a.code === '1030')?.name).toBe('Cash in bank – payroll');
    await approveAs(
      t,
      await staffCookie(t, 'finance2'),
      (proposed.data as { approvalId: string }).approvalId,
    );
    expect((await trial()).accounts.find((a) => a.code === '1030')?.name).toBe('Cash in bank – payroll fund');
  });
});

describe('the financial statements of a month', () => {
  it('balance, and the income statement is what the month’s journal lines moved in income and expense', async () => {
    const start = await businessDate();
    // Ten days on, the daily accrual earns interest and a payment comes in: the month has income to state.
    const day = addDays(start, 10);
    await setBusinessDate(t.db, t.clock.now, day);
    try {
      await dailyAccrual(deps());
      await payAndRead('BOOKS-STATEMENTS', FRESH.id, 150_000);
      const month = day.slice(0, 7);
      const res = await staffCall(t, finance, 'consoleFinancialStatements', { month });
      expect(res.code, res.message).toBe(0);
      const fs = res.data as FinancialStatements;
      const { balanceSheet: bs, incomeStatement: is } = fs;
      expect([fs.from, fs.to]).toEqual([`${month}-01`, lastDayOf(month)]);
      expect(bs.totalAssetsAmount).toBeGreaterThan(0);
      expect(bs.totalAssetsAmount).toBe(bs.totalLiabilitiesAmount + bs.totalEquityAmount);

      // The oracle: the journal's own lines of the month, by the chart's type of each account.
      const types = new Map((await trial()).accounts.map((a) => [a.code, a.type]));
      const journal = (await staffCall(t, finance, 'consoleJournal', { from: fs.from, to: fs.to }))
        .data as Journal;
      expect(journal.truncated).toBe(false);
      let income = 0;
      let expenses = 0;
      for (const line of journal.entries.flatMap((e) => e.lines)) {
        const type = types.get(line.accountCode);
        if (type === 'income') income += line.creditAmount - line.debitAmount;
        if (type === 'expense') expenses += line.debitAmount - line.creditAmount;
      }
      expect(is.totalIncomeAmount).toBe(income);
      expect(is.totalExpensesAmount).toBe(expenses);
      expect(is.netIncomeAmount).toBe(income - expenses);
      expect(is.income.map((l) => l.code)).toContain(ACCOUNTS.interestIncome);

      const bad = await staffCall(t, finance, 'consoleFinancialStatements', { month: '2026-13' });
      expect(bad.message).toBe('A month is written YYYY-MM.');
      const support = await staffCall(t, await staffCookie(t, 'support'), 'consoleFinancialStatements', {
        month,
      });
      expect(support.code).not.toBe(0);
    } finally {
      await setBusinessDate(t.db, t.clock.now, start);
    }
  });
});

describe('the allowance for credit losses', () => {
  const required = async () => {
    const res = await staffCall(t, finance, 'consoleProvisioning', {});
    expect(res.code, res.message).toBe(0);
    return res.data as Provisioning;
  };
  /** What the books carry for the loans: the receivables less the interest not earned yet. */
  const carried = (tb: TrialBalance) =>
    ['1100', '1110', '1120', '1130', '2030'].reduce((sum, code) => sum + balanceOf(tb, code), 0);
  const provisionEntry = (month: string) =>
    t.db.selectFrom('gl_entries').selectAll().where('source', '=', `provision:${month}`).execute();

  it('is the buckets of the book the ledger carries, topped up at month-end once, and follows finance’s rates', async () => {
    const start = await businessDate();
    try {
      await expectBooksAgree();
      const report = await required();
      // Every loan the books carry is in a bucket, and the buckets carry what the ledger does, loan by loan: a loan
      // whose unearned interest exceeds its receivables (paid ahead) carries no credit risk, and counts as nothing.
      const held = [...(await allLoanBooks(t.db)).values()].map(
        (p) =>
          p.principalAmount + p.interestAmount + p.feesAmount + p.penaltiesAmount - p.unearnedInterestAmount,
      );
      expect(held.reduce((sum, c) => sum + c, 0)).toBe(carried(await trial(LAST)));
      expect(report.exposureAmount).toBe(held.reduce((sum, c) => sum + Math.max(0, c), 0));
      expect(report.lines.reduce((n, l) => n + l.count, 0)).toBe(held.filter((c) => c > 0).length);
      expect(report.lines.map((l) => l.bucket)).toEqual([...PROVISION_BUCKET_CODES]);
      expect(report.lines.map((l) => l.rateBp)).toEqual([100, 500, 2500, 5000, 7500, 10000]);
      expect(report.lines.reduce((n, l) => n + l.count, 0)).toBeGreaterThan(0);
      for (const line of report.lines) expect(line.requiredAmount).toBeLessThanOrEqual(line.exposureAmount);
      expect(report.requiredAmount).toBeGreaterThan(0);

      // Not the month's last day: the job's month-end step posts nothing.
      const month = start.slice(0, 7);
      expect(await monthEndProvision(deps())).toBe(start === lastDayOf(month));
      await setBusinessDate(t.db, t.clock.now, lastDayOf(month));
      await monthEndProvision(deps());
      const [entry] = await provisionEntry(month);
      expect(entry).toMatchObject({ kind: 'provision', business_date: lastDayOf(month) });
      const tb = await trial(lastDayOf(month));
      const now = await required();
      expect(-balanceOf(tb, ACCOUNTS.allowance)).toBe(now.requiredAmount);
      expect(balanceOf(tb, ACCOUNTS.provisionExpense)).toBe(now.requiredAmount - report.heldAmount);
      expect(now.topUpAmount).toBe(0);
      // Once a month: run again, nothing more.
      await monthEndProvision(deps());
      expect(await provisionEntry(month)).toHaveLength(1);

      // Finance sets every rate to 100 %, with a second finance member.
      const all = Object.fromEntries(PROVISION_BUCKET_CODES.map((b) => [b, 10000]));
      const bad = await staffCall(t, finance, 'consoleProposeProvisionRates', {
        rates: { ...all, current: 10001 },
      });
      expect(bad.message).toBe('A rate cannot be above 100 %.');
      const proposed = await staffCall(t, finance, 'consoleProposeProvisionRates', { rates: all });
      expect(proposed.data).toMatchObject({ status: 'pending' });
      expect((await required()).lines[0]?.rateBp).toBe(100);
      await approveAs(
        t,
        await staffCookie(t, 'finance2'),
        (proposed.data as { approvalId: string }).approvalId,
      );
      const full = await required();
      expect(full.requiredAmount).toBe(full.exposureAmount);

      // The next month closes after its end: its provision goes in first, up to the new rates, dated its last day.
      const next = addDays(lastDayOf(month), 1).slice(0, 7);
      await setBusinessDate(t.db, t.clock.now, addDays(lastDayOf(next), 1));
      const close = await staffCall(t, finance, 'consoleClosePeriod', { month: next });
      await approveAs(t, await staffCookie(t, 'finance2'), (close.data as { approvalId: string }).approvalId);
      const [nextEntry] = await provisionEntry(next);
      expect(nextEntry).toMatchObject({ business_date: lastDayOf(next) });
      const after = await required();
      expect(-balanceOf(await trial(lastDayOf(next)), ACCOUNTS.allowance)).toBe(after.requiredAmount);
      await expectBooksAgree();
    } finally {
      await setBusinessDate(t.db, t.clock.now, start);
    }
  });
});
