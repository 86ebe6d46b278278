// @module-tag database: the book read a page at a time in SQL (migration 0031's overdue_since and its index), on PostgreSQL too
// The overdue book at scale (issue 31): selected, filtered and ordered by the database on orders.overdue_since, a page
// at a time. Paging loses and repeats no order, the counts add up, and the days past due SQL selects on agree with
// the engine's (figuresOf) for a book of varied loans on several business dates, after payments and a rollover that
// keep the column through updateOrder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueBook } from '@pautang/contract/collections';
import { accrue, overdueSince, quoteRollover } from '@pautang/loan-engine';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../../../test-helper';
import { demoOrderRow } from '../../demo/index';
import { seedBook } from '../../demo/index';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../../lending/index';
import { postTestPayment } from '../../../testing/payments';
import { bucketOf, figuresOf } from './collections.service';

let t: TestApp;
let mario: string;
let today: string;

/** Ties on purpose (three at 10 days): the order number breaks them. */
const DPDS = [1, 2, 10, 10, 10, 29, 30, 31, 45, 60, 61, 75, 90, 91, 120, 200, 365] as const;

/** Varied loans of one borrower each: a plan of instalments, a larger single payment, some not yet due. */
const VARIED = [
  { id: 'PT0000009101', productId: 'prod-flex-12k', disbursedDaysAgo: 40 },
  { id: 'PT0000009102', productId: 'prod-flex-12k', disbursedDaysAgo: 75 },
  { id: 'PT0000009103', productId: 'prod-flex-12k', disbursedDaysAgo: 130 },
  { id: 'PT0000009104', productId: 'prod-plus-20k', disbursedDaysAgo: 100 },
  { id: 'PT0000009105', productId: 'prod-plus-20k', disbursedDaysAgo: 20 },
  { id: 'PT0000009106', productId: 'prod-quick-5k', disbursedDaysAgo: 96 },
  { id: 'PT0000009107', productId: 'prod-quick-5k', disbursedDaysAgo: 3 },
] as const;

const bookPage = async (query: Record<string, string>) => {
  const res = await staffCall(t, mario, 'consoleOverdueBook', query);
  expect(res.code).toBe(0);
  return res.data as OverdueBook;
};

/** Every page of a selection, following `next`. */
async function allPages(query: Record<string, string>, pageSize: number) {
  const pages: OverdueBook[] = [];
  let after: string | null = null;
  do {
    const page = await bookPage({ ...query, pageSize: String(pageSize), ...(after ? { after } : {}) });
    pages.push(page);
    after = page.next;
  } while (after !== null && pages.length < 100);
  return pages;
}

const orderRow = (id: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A payment of `amount` posted through the ledger, as a gateway's confirmed postback posts it. */
async function pay(orderId: string, kind: 'repay' | 'rollover', amount: number, key: string) {
  const order = await orderRow(orderId);
  await postTestPayment(t, { id: `pay-book-${key}`, orderId, userId: order.user_id, kind, amount });
}

/** What the engine says of every order in the database on the business date: the book's rows and order. */
async function engineBook() {
  const businessDate = await getBusinessDate(t.db, t.clock.now);
  const rows = await t.db.selectFrom('orders').selectAll().execute();
  return rows
    .map((row) => ({ id: row.id, dpd: figuresOf(row, businessDate).dpd }))
    .filter((r) => r.dpd > 0)
    .sort((a, b) => b.dpd - a.dpd || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

beforeAll(async () => {
  t = await buildTestApp();
  today = await getBusinessDate(t.db, t.clock.now);
  await seedBook(t.db, today, DPDS);
  await t.db
    .insertInto('users')
    .values(
      VARIED.map((v, i) => ({
        id: `2091${String(i).padStart(2, '0')}`,
        mobile_phone: `091791000${String(i).padStart(2, '0')}`,
        full_name: `Coll Varied ${i}`,
        client_type: 'new' as const,
      })),
    )
    .execute();
  await t.db
    .insertInto('orders')
    .values(
      VARIED.map((v, i) =>
        demoOrderRow({ ...v, userId: `2091${String(i).padStart(2, '0')}`, clientType: 'new' }, today),
      ),
    )
    .execute();
  mario = await staffCookie(t, 'collector');
});
afterAll(() => t.close());

describe('the book a page at a time', () => {
  it('pages through the selection: no order twice, none missing, in days-past-due order, counts adding up', async () => {
    const pages = await allPages({ q: 'coll test' }, 4);
    const items = pages.flatMap((p) => p.items);
    expect(pages.every((p) => p.items.length <= 4)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.items.length === 4)).toBe(true);
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => DPDS.length));
    expect(new Set(items.map((i) => i.orderId)).size).toBe(items.length);
    expect(items.map((i) => i.daysPastDue)).toEqual([...DPDS].sort((a, b) => b - a));
    // Ties by order number.
    const tens = items.filter((i) => i.daysPastDue === 10).map((i) => i.orderId);
    expect(tens).toEqual([...tens].sort());
    const counts = pages[0]?.buckets.map((b) => [b.bucket, b.count]);
    expect(counts).toEqual([
      ['1-30', DPDS.filter((d) => d <= 30).length],
      ['31-60', DPDS.filter((d) => d > 30 && d <= 60).length],
      ['61-90', DPDS.filter((d) => d > 60 && d <= 90).length],
      ['90+', DPDS.filter((d) => d > 90).length],
    ]);
  });

  it('pages within a bucket, and its total is the bucket’s count', async () => {
    const pages = await allPages({ q: 'coll test', bucket: '31-60' }, 2);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => i.daysPastDue)).toEqual([60, 45, 31]);
    expect(pages[0]?.total).toBe(3);
    expect(pages[0]?.buckets.find((b) => b.bucket === '31-60')?.count).toBe(3);
    expect(items.every((i) => i.bucket === '31-60')).toBe(true);
  });

  it('sums each bucket’s amount due from the engine while the selection is small', async () => {
    const page = await bookPage({ q: 'coll test', pageSize: '200' });
    for (const bucket of page.buckets) {
      const due = page.items.filter((i) => i.bucket === bucket.bucket).reduce((s, i) => s + i.dueAmount, 0);
      expect([bucket.bucket, bucket.dueAmount]).toEqual([bucket.bucket, due]);
    }
  });

  it('audits the page shown, not the whole selection', async () => {
    const page = await bookPage({ q: 'coll test', pageSize: '3' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'collections.book-viewed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((audit.after as { shown: string[] }).shown).toEqual(page.items.map((i) => i.orderId));
    expect(page.items).toHaveLength(3);
    expect(audit.note).toBe('3 overdue orders shown');
  });

  it('refuses a page size over the most and a cursor that is not one', async () => {
    expect((await staffCall(t, mario, 'consoleOverdueBook', { pageSize: '201' })).status).toBe(400);
    expect((await staffCall(t, mario, 'consoleOverdueBook', { after: "x' or 1=1" })).status).toBe(400);
  });
});

describe('days past due in SQL agree with the engine', () => {
  it('after payments and a rollover, on several business dates: the same orders, days, buckets and order', async () => {
    // A plan's first instalment paid, a part payment, a payoff, and a rollover of a late single-payment loan.
    const flex = await orderRow('PT0000009102');
    const firstDue = accrue(loanStateOf(flex), today).instalments[0];
    await pay('PT0000009102', 'repay', firstDue?.owedAmount ?? 0, 'flex-first');
    await pay('PT0000009104', 'repay', 100_000, 'plus-part');
    const quick = await orderRow('PT0000009106');
    await pay('PT0000009106', 'repay', accrue(loanStateOf(quick), today).outstandingAmount, 'quick-payoff');
    const late = await orderRow('PT0000009001');
    const quote = quoteRollover(loanStateOf(late), today);
    expect(quote.allowed).toBe(true);
    await pay('PT0000009001', 'rollover', quote.delayAmount, 'rollover');

    // The column is the engine's day for every order, as each write left it.
    for (const row of await t.db.selectFrom('orders').selectAll().execute()) {
      expect([row.id, row.overdue_since]).toEqual([row.id, overdueSince(loanStateOf(row))]);
    }
    expect((await orderRow('PT0000009106')).overdue_since).toBeNull();
    expect((await orderRow('PT0000009001')).overdue_since).toBe(quote.newDueOn);

    for (const days of [0, 17, 40]) {
      if (days > 0) {
        await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days } });
      }
      const expected = await engineBook();
      const items = (await allPages({}, 7)).flatMap((p) => p.items);
      expect(items.map((i) => [i.orderId, i.daysPastDue])).toEqual(expected.map((e) => [e.id, e.dpd]));
      for (const bucket of ['1-30', '31-60', '61-90', '90+'] as const) {
        const inBucket = (await allPages({ bucket }, 5)).flatMap((p) => p.items.map((i) => i.orderId));
        expect([bucket, inBucket]).toEqual([
          bucket,
          expected.filter((e) => bucketOf(e.dpd) === bucket).map((e) => e.id),
        ]);
      }
    }
  });
});
