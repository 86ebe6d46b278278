// @module-tag database: the balance and no-change triggers, the month lock and a post raced against itself, on PostgreSQL too
// The general ledger's rules (issue 42), through the context's door: an entry balances, has two lines or more of
// whole centavos, is posted once per source, is never changed (only reversed), and a closed month takes nothing.
// The trial balance is read from the kept daily totals and balances.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  analyzeJournal,
  closeMonth,
  LEDGER_MESSAGES,
  postEntry,
  postingBatch,
  reverseEntry,
  syncLoanBooks,
  trialBalance,
  type LoanPosition,
} from '../index';
import { testDatabase, type TestDatabase } from '../../../test-helper';
import { createDb, type Db } from '../../../platform/db/client';

let t: TestDatabase;
/** The statements the database was sent, as Kysely logs them. */
const statements: string[] = [];
beforeAll(async () => {
  t = await testDatabase({ log: (e) => void (e.level === 'query' && statements.push(e.query.sql)) });
});
afterAll(() => t?.close());

const AT = '2026-11-21T02:00:00.000Z';
let sources = 0;
/** A payment-like entry: cash in, principal and interest out, on `day`. */
const payment = (day: string, amount = 10_000, source = `test:${++sources}`) => ({
  source,
  kind: 'payment',
  businessDate: day,
  orderId: 'ORD-TEST-1',
  at: AT,
  lines: [
    { account: ACCOUNTS.cashCollectionsGateway, debit: amount },
    { account: ACCOUNTS.loansReceivable, credit: amount - 1_500 },
    { account: ACCOUNTS.interestReceivable, credit: 1_500 },
  ],
});

async function rowsOf(db: Db, source: string) {
  const entry = await db.selectFrom('gl_entries').selectAll().where('source', '=', source).executeTakeFirst();
  const lines = entry
    ? await db
        .selectFrom('gl_lines')
        .selectAll()
        .where('entry_id', '=', entry.id)
        .orderBy('line_no')
        .execute()
    : [];
  return { entry, lines };
}

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'posted',
    (e: Error) => e.message,
  );

describe('posting an entry', () => {
  it('writes the entry and its lines, linked to the order, in the caller’s transaction', async () => {
    const entry = payment('2026-11-21');
    const posted = await t.db.transaction().execute((trx) => postEntry(trx, entry));
    expect(posted).toEqual({ id: expect.any(Number), duplicate: false });
    const { entry: row, lines } = await rowsOf(t.db, entry.source);
    expect(row).toMatchObject({ business_date: '2026-11-21', kind: 'payment', order_id: 'ORD-TEST-1' });
    expect(lines.map((l) => [l.account_code, l.debit, l.credit, l.order_id])).toEqual([
      ['1011', 10_000, 0, 'ORD-TEST-1'],
      ['1100', 0, 8_500, 'ORD-TEST-1'],
      ['1110', 0, 1_500, 'ORD-TEST-1'],
    ]);
  });

  it('in a batch, writes every entry at the transaction’s end as one post each would, and leaves out one already posted', async () => {
    const before = await trialBalance(t.db, '2026-11-21');
    const earlier = payment('2026-11-21', 7_000);
    await t.db.transaction().execute((trx) => postEntry(trx, earlier));
    const batch = [payment('2026-11-21', 20_000), payment('2026-11-21', 30_000), earlier];
    await t.db.transaction().execute((trx) =>
      postingBatch(trx, async () => {
        for (const entry of batch) expect(await postEntry(trx, entry)).toEqual({ id: 0, duplicate: false });
        // Nothing is written until the batch ends.
        expect((await rowsOf(trx, batch[0]!.source)).entry).toBeUndefined();
      }),
    );
    for (const [entry, amount] of [
      [batch[0]!, 20_000],
      [batch[1]!, 30_000],
    ] as const) {
      const { entry: row, lines } = await rowsOf(t.db, entry.source);
      expect(row).toMatchObject({ business_date: '2026-11-21', kind: 'payment', order_id: 'ORD-TEST-1' });
      expect(lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
        ['1011', amount, 0],
        ['1100', 0, amount - 1_500],
        ['1110', 0, 1_500],
      ]);
    }
    // The one posted before keeps its single entry; the day's totals took the batch's two and it once.
    expect((await rowsOf(t.db, earlier.source)).lines).toHaveLength(3);
    const after = await trialBalance(t.db, '2026-11-21');
    const cash = (tb: typeof after) => tb.accounts.find((a) => a.code === '1011')!.debitAmount;
    expect(cash(after) - cash(before)).toBe(57_000);
    expect(after.debitTotal).toBe(after.creditTotal);
    // A source twice in one batch is a defect: nothing is written.
    const twice = payment('2026-11-21', 3_000);
    await expect(
      t.db.transaction().execute((trx) =>
        postingBatch(trx, async () => {
          await postEntry(trx, twice);
          await postEntry(trx, twice);
        }),
      ),
    ).rejects.toThrow('posted a source twice');
    expect((await rowsOf(t.db, twice.source)).entry).toBeUndefined();
  });

  it('refreshes the journal’s statistics when asked (a long posting run does, analyzeJournal)', async () => {
    await t.db.transaction().execute((trx) => postEntry(trx, payment('2026-11-21')));
    await analyzeJournal(t.db);
    const [{ n }] = (await sql<{ n: string }>`select count(*) as n from gl_entries`.execute(t.db)).rows as [
      { n: string },
    ];
    const { rows } = await sql<{ reltuples: number }>`
      select reltuples from pg_class where relname = 'gl_entries'`.execute(t.db);
    expect(Number(rows[0]?.reltuples)).toBe(Number(n));
  });

  it('is gone with the caller’s transaction when that rolls back', async () => {
    const entry = payment('2026-11-21');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await postEntry(trx, entry);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect((await rowsOf(t.db, entry.source)).entry).toBeUndefined();
  });

  it('a second post of the same source writes nothing and answers the first entry', async () => {
    const entry = payment('2026-11-21');
    const first = await t.db.transaction().execute((trx) => postEntry(trx, entry));
    const again = await t.db.transaction().execute((trx) => postEntry(trx, { ...entry, lines: [] }));
    const third = await t.db.transaction().execute((trx) => postEntry(trx, entry));
    expect(again).toBeUndefined();
    expect(third).toEqual({ id: first!.id, duplicate: true });
    expect((await rowsOf(t.db, entry.source)).lines).toHaveLength(3);
  });

  it('refuses an entry that does not balance, has one line, a bad amount or an unknown account', async () => {
    const post = (lines: { account: string; debit?: number; credit?: number }[]) =>
      refusal(
        t.db.transaction().execute((trx) =>
          postEntry(trx, {
            source: `bad:${++sources}`,
            kind: 'test',
            businessDate: '2026-11-21',
            at: AT,
            lines,
          }),
        ),
      );
    expect(
      await post([
        { account: '1011', debit: 100 },
        { account: '1100', credit: 99 },
      ]),
    ).toBe(LEDGER_MESSAGES.unbalanced(100, 99));
    expect(await post([{ account: '1011', debit: 100 }])).toBe(LEDGER_MESSAGES.tooFewLines);
    expect(
      await post([
        { account: '1011', debit: 100.5 },
        { account: '1100', credit: 100.5 },
      ]),
    ).toBe(LEDGER_MESSAGES.badAmount);
    expect(
      await post([
        { account: '1011', debit: -100 },
        { account: '1100', credit: -100 },
      ]),
    ).toBe(LEDGER_MESSAGES.badAmount);
    expect(
      await post([
        { account: '1011', debit: 100, credit: 100 },
        { account: '1100', credit: 100 },
      ]),
    ).toBe(LEDGER_MESSAGES.badAmount);
    expect(
      await post([
        { account: '1011', debit: 100 },
        { account: '9999', credit: 100 },
      ]),
    ).toBe(LEDGER_MESSAGES.unknownAccount('9999'));
    expect(
      await t.db.selectFrom('gl_entries').select('id').where('source', 'like', 'bad:%').execute(),
    ).toEqual([]);
  });

  it('the database itself refuses lines that do not balance, and any change or deletion of what is posted', async () => {
    // Whatever code writes: an entry whose lines do not balance fails at commit.
    await expect(
      t.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('gl_entries')
          .values({ business_date: '2026-11-21', kind: 'raw', source: 'raw:1', posted_at: AT })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('gl_lines')
          .values([
            { entry_id: id, line_no: 1, account_code: '1011', debit: 100, credit: 0, order_id: null },
            { entry_id: id, line_no: 2, account_code: '1100', debit: 0, credit: 90, order_id: null },
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    const entry = payment('2026-11-21');
    await t.db.transaction().execute((trx) => postEntry(trx, entry));
    const { entry: row } = await rowsOf(t.db, entry.source);
    await expect(
      sql`update gl_lines set debit = 1 where entry_id = ${row!.id}`.execute(t.db),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(sql`delete from gl_entries where id = ${row!.id}`.execute(t.db)).rejects.toThrow(
      /never changed or deleted/,
    );
    expect((await rowsOf(t.db, entry.source)).lines.map((l) => l.debit + l.credit)).toEqual([
      10_000, 8_500, 1_500,
    ]);
  });
});

describe('a loan’s books in a payment’s batch', () => {
  const DAY = '2026-11-21';
  const position = (p: Partial<LoanPosition>): LoanPosition => ({
    principalAmount: 0,
    interestAmount: 0,
    feesAmount: 0,
    penaltiesAmount: 0,
    unearnedInterestAmount: 0,
    ...p,
  });
  const lent = position({ principalAmount: 500_000, interestAmount: 30_000, unearnedInterestAmount: 20_000 });
  /** The day's accrual since: 5,000 more earned, a 10,000 penalty charged. */
  const accrued = position({ ...lent, unearnedInterestAmount: 15_000, penaltiesAmount: 10_000 });
  /** A payment's shape: the books caught up with the day (taken as held), then the payment of 100,000 principal. */
  async function pay(orderId: string, target: LoanPosition, n: number) {
    statements.length = 0;
    await t.db.transaction().execute((trx) =>
      postingBatch(trx, async () => {
        await syncLoanBooks(trx, {
          orderId,
          businessDate: DAY,
          at: AT,
          cause: 'accrual',
          source: `known:${orderId}:${n}:before`,
          target,
          openIfNew: true,
        });
        await postEntry(trx, {
          source: `known:${orderId}:${n}`,
          kind: 'payment',
          businessDate: DAY,
          orderId,
          at: AT,
          lines: [
            { account: ACCOUNTS.cashCollectionsGateway, debit: 100_000 },
            { account: ACCOUNTS.loansReceivable, credit: 100_000 },
          ],
        });
      }),
    );
    return statements.filter((q) => /gl_/.test(q));
  }
  const kept = async (orderId: string) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('gl_order_balances')
          .select(['account_code', sql<number>`debit - credit`.as('net')])
          .where('order_id', '=', orderId)
          .execute()
      ).map((r) => [r.account_code, Number(r.net)]),
    );
  const linesOf = async (source: string) =>
    (await rowsOf(t.db, source)).lines.map((l) => [l.account_code, Number(l.debit), Number(l.credit)]);

  it('takes books kept current as held: the batch asks the books one statement, and posts no catch-up', async () => {
    await t.db.transaction().execute((trx) =>
      syncLoanBooks(trx, {
        orderId: 'ORD-KNOWN-1',
        businessDate: DAY,
        at: AT,
        cause: 'opening',
        source: 'open:k1',
        target: lent,
      }),
    );
    const asked = await pay('ORD-KNOWN-1', lent, 1);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('gl_post(');
    expect((await rowsOf(t.db, 'known:ORD-KNOWN-1:1:before')).entry).toBeUndefined();
    expect(await linesOf('known:ORD-KNOWN-1:1')).toEqual([
      ['1011', 100_000, 0],
      ['1100', 0, 100_000],
    ]);
    expect(await kept('ORD-KNOWN-1')).toMatchObject({ '1100': 400_000, '1110': 30_000, '2030': -20_000 });
  });

  it('catches books that are behind up first, from what they hold, when they are not as taken', async () => {
    await t.db.transaction().execute((trx) =>
      syncLoanBooks(trx, {
        orderId: 'ORD-KNOWN-2',
        businessDate: DAY,
        at: AT,
        cause: 'opening',
        source: 'open:k2',
        target: lent,
      }),
    );
    const asked = await pay('ORD-KNOWN-2', accrued, 1);
    // The check answered what the books hold, and the batch was written with its catch-up: two statements.
    expect(asked.filter((q) => q.includes('gl_post('))).toHaveLength(2);
    const before = await rowsOf(t.db, 'known:ORD-KNOWN-2:1:before');
    const paid = await rowsOf(t.db, 'known:ORD-KNOWN-2:1');
    expect(before.entry?.id).toBeLessThan(paid.entry!.id);
    expect(await linesOf('known:ORD-KNOWN-2:1:before')).toEqual([
      ['2030', 5_000, 0],
      ['4010', 0, 5_000],
      ['1130', 10_000, 0],
      ['4030', 0, 10_000],
    ]);
    expect(await kept('ORD-KNOWN-2')).toEqual({
      '1011': 100_000,
      '1100': 400_000,
      '1110': 30_000,
      '1130': 10_000,
      '2030': -15_000,
      '3090': -530_000 + 20_000,
      '4010': -5_000,
      '4030': -10_000,
    });
  });

  it('opens the books of a loan they hold nothing of, at what was taken, before the payment', async () => {
    await pay('ORD-KNOWN-3', accrued, 1);
    expect((await rowsOf(t.db, 'known:ORD-KNOWN-3:1:before')).entry).toBeUndefined();
    expect((await rowsOf(t.db, 'opening:ORD-KNOWN-3')).entry).toMatchObject({ kind: 'loan-opening' });
    expect(await kept('ORD-KNOWN-3')).toMatchObject({ '1100': 400_000, '1130': 10_000, '2030': -15_000 });
  });
});

describe('reversing an entry', () => {
  it('posts the same lines swapped, pointing at the entry, once', async () => {
    const entry = payment('2026-11-21', 20_000);
    const posted = await t.db.transaction().execute((trx) => postEntry(trx, entry));
    const reversal = await t.db
      .transaction()
      .execute((trx) => reverseEntry(trx, { entryId: posted!.id, businessDate: '2026-11-22', at: AT }));
    const { entry: row, lines } = await rowsOf(t.db, `reversal:${posted!.id}`);
    expect(row).toMatchObject({
      id: reversal.id,
      reverses_entry_id: posted!.id,
      business_date: '2026-11-22',
    });
    expect(row?.corrects_month).toBeNull();
    expect(lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1011', 0, 20_000],
      ['1100', 18_500, 0],
      ['1110', 1_500, 0],
    ]);
    expect(
      await refusal(
        t.db
          .transaction()
          .execute((trx) => reverseEntry(trx, { entryId: posted!.id, businessDate: '2026-11-22', at: AT })),
      ),
    ).toBe(LEDGER_MESSAGES.alreadyReversed);
  });
});

describe('a closed month', () => {
  it('refuses every posting dated in it; a correction posts in the open month and names the closed one', async () => {
    const before = payment('2026-09-30', 5_000);
    const posted = await t.db.transaction().execute((trx) => postEntry(trx, before));
    expect(await closeMonth(t.db, { month: '2026-09', closedBy: 'finance', at: AT })).toBe(true);
    expect(await closeMonth(t.db, { month: '2026-09', closedBy: 'finance', at: AT })).toBe(false);
    expect(await refusal(t.db.transaction().execute((trx) => postEntry(trx, payment('2026-09-15'))))).toBe(
      LEDGER_MESSAGES.monthClosed('2026-09'),
    );
    expect(
      await refusal(
        t.db
          .transaction()
          .execute((trx) => reverseEntry(trx, { entryId: posted!.id, businessDate: '2026-09-30', at: AT })),
      ),
    ).toBe(LEDGER_MESSAGES.monthClosed('2026-09'));
    await t.db
      .transaction()
      .execute((trx) => reverseEntry(trx, { entryId: posted!.id, businessDate: '2026-11-21', at: AT }));
    expect((await rowsOf(t.db, `reversal:${posted!.id}`)).entry?.corrects_month).toBe('2026-09');
    expect(await refusal(closeMonth(t.db, { month: '2026-13', closedBy: 'finance', at: AT }))).toBe(
      LEDGER_MESSAGES.badMonth,
    );
  });
});

describe('the trial balance', () => {
  it('sums each account through the day from the kept totals, and its two columns agree', async () => {
    const day = '2026-10-05';
    const start = await trialBalance(t.db, day);
    await t.db.transaction().execute(async (trx) => {
      await postEntry(trx, payment(day, 30_000));
      await postEntry(trx, payment('2026-10-06', 7_000));
    });
    const after = await trialBalance(t.db, day);
    const row = (tb: typeof after, code: string) => tb.accounts.find((a) => a.code === code)!;
    expect(row(after, '1011').debitAmount - row(start, '1011').debitAmount).toBe(30_000);
    expect(row(after, '1100').creditAmount - row(start, '1100').creditAmount).toBe(28_500);
    expect(after.debitTotal).toBe(after.creditTotal);
    // The next day's entry counts from the next day on.
    const next = await trialBalance(t.db, '2026-10-06');
    expect(row(next, '1011').debitAmount - row(after, '1011').debitAmount).toBe(7_000);
    // From the kept totals: they equal the lines summed.
    const summed = await sql<{ net: number }>`
      select coalesce(sum(l.debit) - sum(l.credit), 0)::bigint as net from gl_lines l
      join gl_entries e on e.id = l.entry_id where l.account_code = '1011' and e.business_date <= ${day}`.execute(
      t.db,
    );
    expect(row(after, '1011').debitAmount - row(after, '1011').creditAmount).toBe(summed.rows[0]!.net);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, requests in flight together', () => {
  it('the same source posted by eight transactions at once is one entry', async () => {
    // Connections of their own, so the eight transactions really run at the same time.
    const dbs = await Promise.all(Array.from({ length: 8 }, () => createDb({ databaseUrl: t.url })));
    try {
      const entry = payment('2026-11-21', 12_345, `race:${Date.now()}`);
      const results = await Promise.all(
        dbs.map((db) => db.transaction().execute((trx) => postEntry(trx, entry))),
      );
      expect(results.filter((r) => r && !r.duplicate)).toHaveLength(1);
      expect(new Set(results.map((r) => r!.id)).size).toBe(1);
      const rows = await t.db
        .selectFrom('gl_entries')
        .select('id')
        .where('source', '=', entry.source)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });

  it('transactions posting several entries at once, their accounts in either order, all commit (no deadlock)', async () => {
    const dbs = await Promise.all(Array.from({ length: 8 }, () => createDb({ databaseUrl: t.url })));
    const day = '2026-11-23';
    const before = await trialBalance(t.db, day);
    const cashBefore =
      before.accounts.find((a) => a.code === ACCOUNTS.cashCollectionsGateway)?.debitAmount ?? 0;
    try {
      // As a payment does: the books catch up (interest earned), then the payment, then what it changed. Half take
      // them the other way round; each holds its first entry's rows while the others post theirs.
      const earned = (source: string) => ({
        source,
        kind: 'accrual',
        businessDate: day,
        at: AT,
        lines: [
          { account: ACCOUNTS.unearnedInterest, debit: 700 },
          { account: ACCOUNTS.interestIncome, credit: 700 },
          { account: ACCOUNTS.cashCollectionsGateway, debit: 300 },
          { account: ACCOUNTS.interestReceivable, credit: 300 },
        ],
      });
      const run = `deadlock:${Date.now()}`;
      const rounds = 4;
      const outcomes = await Promise.all(
        dbs.map((db, i) =>
          (async () => {
            const out: string[] = [];
            for (let r = 0; r < rounds; r++) {
              const first = payment(day, 10_000, `${run}:${i}:${r}:pay`);
              const second = earned(`${run}:${i}:${r}:earned`);
              const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
              out.push(
                await refusal(
                  db.transaction().execute(async (trx) => {
                    await postEntry(trx, a);
                    await sql`select pg_sleep(0.05)`.execute(trx);
                    await postEntry(trx, b);
                  }),
                ),
              );
            }
            return out;
          })(),
        ),
      );
      expect(outcomes.flat()).toEqual(Array.from({ length: dbs.length * rounds }, () => 'posted'));
      // Every entry is in the kept totals once: 10,300 of cash in per transaction.
      const after = await trialBalance(t.db, day);
      const cash = after.accounts.find((a) => a.code === ACCOUNTS.cashCollectionsGateway);
      expect((cash?.debitAmount ?? 0) - cashBefore).toBe(dbs.length * rounds * 10_300);
      expect(after.debitTotal).toBe(after.creditTotal);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });

  it('a month closed while posts to it are in flight: each post lands before the close or is refused after it', async () => {
    const dbs = await Promise.all(Array.from({ length: 6 }, () => createDb({ databaseUrl: t.url })));
    try {
      const posts = dbs
        .slice(1)
        .map((db, i) =>
          refusal(db.transaction().execute((trx) => postEntry(trx, payment('2026-08-10', 10_000 + i)))),
        );
      const closed = closeMonth(dbs[0]!, { month: '2026-08', closedBy: 'finance', at: AT });
      const outcomes = await Promise.all(posts);
      expect(await closed).toBe(true);
      for (const o of outcomes) expect(['posted', LEDGER_MESSAGES.monthClosed('2026-08')]).toContain(o);
      // Whatever landed is in the closed month's books, and nothing more can.
      expect(await refusal(t.db.transaction().execute((trx) => postEntry(trx, payment('2026-08-11'))))).toBe(
        LEDGER_MESSAGES.monthClosed('2026-08'),
      );
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });
});
