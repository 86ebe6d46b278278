// @module-tag database: the reports are SQL over jsonb, lateral joins and dates, which must sum alike on PostgreSQL
// A known book, written straight into the database (orders in every status, payments per channel on known days, a
// rollover, loans 35 and 95 days past due, complaints answered on time and late, ratings), and each figure of both
// reports checked exactly. The SQL's statuses are also checked against the engine's (orders.service statusOf), on
// the demo seed and on the known book.
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { ComplaintsReport, PortfolioReport } from '@pautang/contract/reports';
import {
  addDays,
  buildSchedule,
  findProduct,
  pricingTermsOf,
  type InstalmentBuckets,
} from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { ComplaintStatus, OrdersTable } from '../../../platform/db/schema';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { statusOf } from '../../lending/index';
import { keepReportFigures } from './report-figures';
import { averageScore, basisPoints, REPORT_MESSAGES } from './reports.service';

let t: TestApp;
let bd: string;
const cookies = new Map<string, string>();

const day = (offset: number) => addDays(bd, offset);
/** An instant at a Manila wall-clock time on a day relative to the business date. */
const manila = (offset: number, time: string) => new Date(`${day(offset)}T${time}:00+08:00`).toISOString();

async function report<T>(path: string, username = 'credit', query = '') {
  let cookie = cookies.get(username);
  if (!cookie) cookies.set(username, (cookie = await staffCookie(t, username)));
  const res = await t.inject({
    method: 'GET',
    url: `${API_PREFIX}/console/reports/${path}${query}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T } };
}

/** What the engine says of every order, counted per status: the SQL must agree. */
async function engineStatusCounts(db: Db): Promise<Record<number, number>> {
  const rows = await db.selectFrom('orders').selectAll().execute();
  const counts: Record<number, number> = {};
  for (const row of rows) {
    const status = statusOf(row, bd);
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

const countsOf = (r: PortfolioReport) => Object.fromEntries(r.byStatus.map((s) => [s.status, s.count]));

beforeAll(async () => {
  t = await buildTestApp();
  bd = await getBusinessDate(t.db, t.clock.now);
});
afterAll(() => t?.close());

describe('on the demo seed', () => {
  it('counts the orders per status as the engine derives them (flat, instalments, overrides, failures)', async () => {
    const { status, body } = await report<PortfolioReport>('portfolio');
    expect(status).toBe(200);
    expect(countsOf(body.data)).toEqual(await engineStatusCounts(t.db));
    // The seed holds an overdue loan and a repayable one: the comparison is not between two empty books.
    expect(countsOf(body.data)[180]).toBeGreaterThan(0);
    expect(countsOf(body.data)[174]).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The known book.

type OrderSpec = {
  id: string;
  productId: 'prod-quick-5k' | 'prod-flex-12k';
  principalAmount: number;
  termDays: number;
  disbursedOffset: number | null;
  extra?: Partial<Insertable<OrdersTable>>;
  /** Instalments paid in full (fees, interest and principal), oldest first. */
  paidInstalments?: number;
};

function orderRow(spec: OrderSpec): Insertable<OrdersTable> {
  const product = findProduct(spec.productId);
  if (!product) throw new Error(`no product ${spec.productId}`);
  const terms = pricingTermsOf(product);
  const disbursedOn = spec.disbursedOffset === null ? null : day(spec.disbursedOffset);
  let paid: Partial<InstalmentBuckets>[] = [];
  if (disbursedOn && spec.paidInstalments) {
    paid = buildSchedule(
      { terms, principalAmount: spec.principalAmount, termDays: spec.termDays },
      disbursedOn,
    )
      .instalments.slice(0, spec.paidInstalments)
      .map((i) => ({
        principalAmount: i.principalAmount,
        interestAmount: i.interestAmount,
        feesAmount: i.feesAmount,
      }));
  }
  return {
    id: spec.id,
    user_id: '10001',
    product_id: spec.productId,
    request_id: null,
    // The stored status is whatever the last write left; the report reads it only for a finished loan.
    status: 174,
    principal_amount: spec.principalAmount,
    term_days: spec.termDays,
    terms: JSON.stringify(terms),
    client_type: 'new',
    disbursed_on: disbursedOn,
    instalments_paid: JSON.stringify(paid),
    created_at: manila(spec.disbursedOffset ?? -1, '09:00'),
    ...spec.extra,
  };
}

/** The book's orders, dated from the business date (known once the app is built). */
const bookOrders = (): OrderSpec[] => [
  // Repayable, disbursed 10 days ago: ₱5,000 outstanding.
  {
    id: 'RP0000000001',
    productId: 'prod-quick-5k',
    principalAmount: 500000,
    termDays: 91,
    disbursedOffset: -10,
  },
  // Due 35 days ago (91-day term), unpaid: ₱3,000 in PAR30.
  {
    id: 'RP0000000002',
    productId: 'prod-quick-5k',
    principalAmount: 300000,
    termDays: 91,
    disbursedOffset: -126,
  },
  // Due 95 days ago, unpaid: ₱2,000 in PAR30 and PAR90.
  {
    id: 'RP0000000003',
    productId: 'prod-quick-5k',
    principalAmount: 200000,
    termDays: 91,
    disbursedOffset: -186,
  },
  // Paid off (the payment stored 200), disbursed 20 days ago.
  {
    id: 'RP0000000004',
    productId: 'prod-quick-5k',
    principalAmount: 100000,
    termDays: 91,
    disbursedOffset: -20,
    paidInstalments: 1,
    extra: { status: 200, settled_on: day(-2) },
  },
  // Signed, awaiting its payout.
  {
    id: 'RP0000000005',
    productId: 'prod-quick-5k',
    principalAmount: 400000,
    termDays: 91,
    disbursedOffset: null,
    extra: { status: 21 },
  },
  // The payout failed for good.
  {
    id: 'RP0000000006',
    productId: 'prod-quick-5k',
    principalAmount: 150000,
    termDays: 91,
    disbursedOffset: null,
    extra: { status: 110, disbursement_failed: true },
  },
  // Three instalments over 180 days from 125 days ago: the first (due 65 days ago) paid, the second due 5 days ago
  // unpaid: 5 days past due, ₱6,000 outstanding.
  {
    id: 'RP0000000007',
    productId: 'prod-flex-12k',
    principalAmount: 900000,
    termDays: 180,
    disbursedOffset: -125,
    paidInstalments: 1,
  },
  // Rolled over 3 days ago after ₱1,000 of principal was repaid: a new period, ₱4,000 outstanding, current.
  {
    id: 'RP0000000008',
    productId: 'prod-quick-5k',
    principalAmount: 500000,
    termDays: 91,
    disbursedOffset: -94,
    extra: {
      rollover_count: 1,
      period_start_on: day(-3),
      principal_repaid_amount: 100000,
      rolled_over_charges_amount: 20000,
    },
  },
  // Approved by a workflow (an override), not yet paid out.
  {
    id: 'RP0000000009',
    productId: 'prod-quick-5k',
    principalAmount: 250000,
    termDays: 91,
    disbursedOffset: null,
    extra: { status: 21, status_override: 151 },
  },
];

type PaymentSpec = {
  orderId: string;
  channel: string;
  kind: 'repay' | 'rollover';
  amount: number;
  status: 'paid' | 'pending';
  /** Ledger: the day it posted and what the loan took. */
  postedOffset?: number;
  appliedAmount?: number;
};

const PAYMENTS: PaymentSpec[] = [
  // The payoff, overpaid by ₱50 (owed back, not collected).
  {
    orderId: 'RP0000000004',
    channel: '711',
    kind: 'repay',
    amount: 110000,
    status: 'paid',
    postedOffset: -2,
    appliedAmount: 105000,
  },
  // The flex loan's first instalment.
  {
    orderId: 'RP0000000007',
    channel: 'GCSH',
    kind: 'repay',
    amount: 350000,
    status: 'paid',
    postedOffset: -65,
    appliedAmount: 350000,
  },
  // The rollover.
  {
    orderId: 'RP0000000008',
    channel: 'GCSH',
    kind: 'rollover',
    amount: 20000,
    status: 'paid',
    postedOffset: -3,
    appliedAmount: 20000,
  },
  // A part payment on the repayable loan, by Maya.
  {
    orderId: 'RP0000000001',
    channel: 'PYMY',
    kind: 'repay',
    amount: 40000,
    status: 'paid',
    postedOffset: -3,
    appliedAmount: 40000,
  },
  // A code not paid yet: no money moved.
  { orderId: 'RP0000000002', channel: 'CEBL', kind: 'repay', amount: 90000, status: 'pending' },
];

type ComplaintSpec = {
  id: string;
  type: number;
  status: ComplaintStatus;
  filed: string;
  replyDueOn: string;
  resolveBy: string;
  events: { actor: 'agent' | 'borrower'; action: string; to: ComplaintStatus | null; at: string }[];
  ratings?: { score: number; at: string }[];
};

let complaints: ComplaintSpec[] = [];

async function seedBook(db: Db) {
  // The demo seed's book goes: the report must add up to this one alone.
  await sql`truncate ledger_entries, payment_postbacks, payments, payouts, payout_postbacks, card_repayments,
    complaint_events, complaint_replies, uploads, complaints, orders cascade`.execute(db);
  for (const spec of bookOrders()) await db.insertInto('orders').values(orderRow(spec)).execute();
  for (const [i, p] of PAYMENTS.entries()) {
    const id = `PAY${String(i).padStart(9, '0')}`;
    await db
      .insertInto('payments')
      .values({
        id,
        user_id: '10001',
        order_id: p.orderId,
        kind: p.kind,
        channel: p.channel,
        amount: p.amount,
        status: p.status,
        gateway: 'sandbox',
        pay_url: 'https://sandbox.invalid/pay',
        expires_at: manila(1, '09:00'),
        paid_at: p.postedOffset === undefined ? null : manila(p.postedOffset, '12:00'),
      })
      .execute();
    if (p.postedOffset === undefined || p.appliedAmount === undefined) continue;
    await db
      .insertInto('ledger_entries')
      .values({
        payment_id: id,
        order_id: p.orderId,
        user_id: '10001',
        kind: p.kind,
        amount: p.amount,
        applied_amount: p.appliedAmount,
        remainder_amount: p.amount - p.appliedAmount,
        allocation: '[]',
        balance_after: 0,
        business_date: day(p.postedOffset),
        posted_at: manila(p.postedOffset, '12:00'),
      })
      .execute();
  }

  complaints = [
    // Taken in hand the next morning (25 h, within the 3 weekdays), closed 2 days after filing (within 30 days).
    {
      id: 'CP0000000001',
      type: 2,
      status: 'closed',
      filed: manila(-10, '09:00'),
      replyDueOn: day(-7),
      resolveBy: day(20),
      events: [
        { actor: 'borrower', action: 'filed', to: 'submitted', at: manila(-10, '09:00') },
        { actor: 'agent', action: 'started', to: 'in_progress', at: manila(-9, '10:00') },
        { actor: 'agent', action: 'replied', to: 'replied', at: manila(-9, '11:00') },
        { actor: 'agent', action: 'closed', to: 'closed', at: manila(-8, '09:00') },
      ],
      ratings: [
        { score: 5, at: manila(-8, '10:00') },
        { score: 2, at: manila(-3, '10:00') },
      ],
    },
    // First answered at 07:00 Manila the day after its reply date: late, though it was still that date in UTC
    // (23:00). 4 days less 2 hours after filing. Replied, not closed: its resolution is pending.
    {
      id: 'CP0000000002',
      type: 4,
      status: 'replied',
      filed: manila(-10, '09:00'),
      replyDueOn: day(-7),
      resolveBy: day(20),
      events: [
        { actor: 'borrower', action: 'filed', to: 'submitted', at: manila(-10, '09:00') },
        { actor: 'agent', action: 'replied', to: 'replied', at: manila(-6, '07:00') },
      ],
      ratings: [{ score: 4, at: manila(-4, '10:00') }],
    },
    // Never touched by an agent (the borrower's own events are no acknowledgement): both deadlines passed, late.
    {
      id: 'CP0000000003',
      type: 1,
      status: 'submitted',
      filed: manila(-6, '09:00'),
      replyDueOn: day(-3),
      resolveBy: day(-1),
      events: [
        { actor: 'borrower', action: 'filed', to: 'submitted', at: manila(-6, '09:00') },
        { actor: 'borrower', action: 'rated', to: null, at: manila(-5, '09:00') },
      ],
    },
    // Filed yesterday: both clocks still running.
    {
      id: 'CP0000000004',
      type: 2,
      status: 'submitted',
      filed: manila(-1, '09:00'),
      replyDueOn: day(2),
      resolveBy: day(29),
      events: [{ actor: 'borrower', action: 'filed', to: 'submitted', at: manila(-1, '09:00') }],
    },
    // Filed before the range: counted open, not on the clocks; its old rating is outside the range too.
    {
      id: 'CP0000000005',
      type: 2,
      status: 'in_progress',
      filed: manila(-40, '09:00'),
      replyDueOn: day(-37),
      resolveBy: day(-10),
      events: [{ actor: 'agent', action: 'started', to: 'in_progress', at: manila(-39, '09:00') }],
      ratings: [{ score: 1, at: manila(-39, '10:00') }],
    },
  ];
  for (const c of complaints) {
    await db
      .insertInto('complaints')
      .values({
        id: c.id,
        user_id: '10001',
        order_id: null,
        request_id: null,
        problem_type: c.type,
        problem_son_type: null,
        detail: 'A complaint of the known book.',
        status: c.status,
        reply_due_on: c.replyDueOn,
        resolve_by: c.resolveBy,
        created_at: c.filed,
        updated_at: c.filed,
      })
      .execute();
    for (const e of c.events) {
      await db
        .insertInto('complaint_events')
        .values({
          complaint_id: c.id,
          actor_kind: e.actor,
          actor_id: e.actor === 'agent' ? 'staff-support' : '10001',
          action: e.action,
          from_status: null,
          to_status: e.to,
          at: e.at,
        })
        .execute();
    }
    for (const r of c.ratings ?? []) {
      await db
        .insertInto('complaint_replies')
        .values({
          id: randomUUID(),
          complaint_id: c.id,
          agent_id: 'staff-support',
          text: 'Answered.',
          wants_rating: true,
          score: r.score,
          scored_at: r.at,
          created_at: r.at,
        })
        .execute();
    }
  }
}

describe('the known book', () => {
  beforeAll(() => seedBook(t.db));

  it('reads outstanding principal, loans by status, and PAR30 and PAR90, exactly', async () => {
    const { status, body } = await report<PortfolioReport>('portfolio');
    expect(status).toBe(200);
    const r = body.data;
    expect(r.businessDate).toBe(bd);
    // 5,000 + 3,000 + 2,000 + (9,000 − 3,000 paid) + (5,000 − 1,000 repaid before the rollover)
    expect(r.outstandingAmount).toBe(2_000_000);
    expect(r.byStatus).toEqual([
      { status: 21, count: 1, principalAmount: 400000, outstandingAmount: 0 },
      { status: 110, count: 1, principalAmount: 150000, outstandingAmount: 0 },
      { status: 151, count: 1, principalAmount: 250000, outstandingAmount: 0 },
      { status: 174, count: 2, principalAmount: 1_000_000, outstandingAmount: 900000 },
      { status: 180, count: 3, principalAmount: 1_400_000, outstandingAmount: 1_100_000 },
      { status: 200, count: 1, principalAmount: 100000, outstandingAmount: 0 },
    ]);
    // 35 and 95 days past due: 5,000 of 20,000 is 25 %; 2,000 is 10 %. The flex loan (5 days) is in neither.
    expect(r.par30).toEqual({ amount: 500000, bp: 2500 });
    expect(r.par90).toEqual({ amount: 200000, bp: 1000 });
    // The engine, run on each row, says the same.
    expect(countsOf(r)).toEqual(await engineStatusCounts(t.db));
  });

  it('reads disbursed, collected and rolled over per day, every day of the last 30 present', async () => {
    const r = (await report<PortfolioReport>('portfolio')).body.data;
    expect(r.from).toBe(day(-29));
    expect(r.to).toBe(bd);
    expect(r.days).toHaveLength(30);
    expect(r.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => day(i - 29)));
    const busy = r.days.filter(
      (d) => d.disbursedCount + d.collectedCount + d.rolloverCount > 0 || d.collectedAmount > 0,
    );
    const zero = {
      disbursedCount: 0,
      disbursedAmount: 0,
      collectedCount: 0,
      collectedAmount: 0,
      rolloverCount: 0,
      rolloverAmount: 0,
    };
    expect(busy).toEqual([
      { ...zero, day: day(-20), disbursedCount: 1, disbursedAmount: 100000 },
      { ...zero, day: day(-10), disbursedCount: 1, disbursedAmount: 500000 },
      // The rollover and Maya's part payment.
      {
        ...zero,
        day: day(-3),
        collectedCount: 2,
        collectedAmount: 60000,
        rolloverCount: 1,
        rolloverAmount: 20000,
      },
      // The payoff: what the loan took, not the ₱50 owed back.
      { ...zero, day: day(-2), collectedCount: 1, collectedAmount: 105000 },
    ]);
  });

  it('reads paid payments per channel within the range, largest first', async () => {
    const r = (await report<PortfolioReport>('portfolio')).body.data;
    expect(r.channels).toEqual([
      { channel: '711', channelName: '7-Eleven', count: 1, amount: 110000 },
      { channel: 'PYMY', channelName: 'Maya', count: 1, amount: 40000 },
      { channel: 'GCSH', channelName: 'GCash', count: 1, amount: 20000 },
    ]);
  });

  it('takes a range of days: the flex loan’s first instalment, 65 days ago, is in it', async () => {
    const r = (await report<PortfolioReport>('portfolio', 'collector', `?from=${day(-70)}&to=${day(-60)}`))
      .body.data;
    expect(r.from).toBe(day(-70));
    expect(r.days).toHaveLength(11);
    expect(r.channels).toEqual([{ channel: 'GCSH', channelName: 'GCash', count: 1, amount: 350000 }]);
    expect(r.days.find((d) => d.day === day(-65))).toMatchObject({
      collectedCount: 1,
      collectedAmount: 350000,
    });
    // The book's state is today's whatever the range.
    expect(r.outstandingAmount).toBe(2_000_000);
  });

  it('reads the complaint clocks against their deadlines, open complaints per type, and ratings', async () => {
    const { status, body } = await report<ComplaintsReport>('complaints');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from: day(-29),
      to: bd,
      businessDate: bd,
      filedCount: 4,
      // On time: CP1 (25 h). Late: CP2 (answered the day after), CP3 (never). Pending: CP4.
      acknowledgement: { onTime: 1, late: 2, pending: 1, averageMinutes: (25 * 60 + (4 * 24 - 2) * 60) / 2 },
      // On time: CP1 (48 h). Late: CP3 (resolve-by passed). Pending: CP2 and CP4.
      resolution: { onTime: 1, late: 1, pending: 2, averageMinutes: 48 * 60 },
      openByType: [
        { type: 1, title: 'Collection', count: 1 },
        { type: 2, title: 'Repayment', count: 2 },
        { type: 4, title: 'Interest, fees and charges', count: 1 },
      ],
      // 5, 2 and 4 within the range (the 1 is older): 11 ÷ 3.
      ratings: {
        count: 3,
        averageScore: '3.67',
        distribution: [
          { score: 1, count: 0 },
          { score: 2, count: 1 },
          { score: 3, count: 0 },
          { score: 4, count: 1 },
          { score: 5, count: 1 },
        ],
      },
    } satisfies ComplaintsReport);
  });

  it('is read by every role', async () => {
    for (const username of ['support', 'credit', 'collector', 'finance', 'admin']) {
      const res = await report<PortfolioReport>('portfolio', username);
      expect(res.status, username).toBe(200);
      expect(res.body.data.outstandingAmount).toBe(2_000_000);
      expect((await report<ComplaintsReport>('complaints', username)).body.data.filedCount).toBe(4);
    }
  });

  // Issue 31: on a large book the report-figures job keeps the figures (REPORT_FIGURES_SECONDS, 300 by default and
  // in these tests); a view reads them. Last in this block: it adds loans to the book and moves the clock.
  describe('with the figures kept by the job', () => {
    // The business date is known once the app is built: the ranges are made when a test runs.
    const rangesOf = () => ['', `?from=${day(-70)}&to=${day(-60)}`, `?from=${day(-365)}&to=${bd}`];
    const withoutTime = (r: PortfolioReport) => ({ ...r, figuresAt: undefined });
    const keep = () => keepReportFigures({ db: t.db, clock: () => t.clock.now });

    it('reads the same report as summed live, for every range, and says when the book was summed', async () => {
      const ranges = rangesOf();
      const live = [];
      for (const range of ranges)
        live.push((await report<PortfolioReport>('portfolio', 'credit', range)).body.data);
      // Nothing kept yet: summed at the view, on the view's clock.
      expect(live[0]?.figuresAt).toBe(t.clock.now.toISOString());

      const keptAt = t.clock.now.toISOString();
      const run = await keep();
      // Every closed day a report can ask for but the day just closed (summed live until the next one closes).
      expect(run).toMatchObject({ businessDate: bd, daysKept: 365 });
      const days = await t.db.selectFrom('report_days').select(['day']).orderBy('day').execute();
      expect(days[0]?.day).toBe(day(-366));
      expect(days.at(-1)?.day).toBe(day(-2));
      const book = await t.db.selectFrom('report_book').selectAll().executeTakeFirstOrThrow();
      expect(book).toMatchObject({ business_date: bd, computed_at: keptAt });

      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      for (const [i, range] of ranges.entries()) {
        const kept = (await report<PortfolioReport>('portfolio', 'credit', range)).body.data;
        expect(withoutTime(kept), range).toEqual(withoutTime(live[i]!));
        expect(kept.figuresAt, range).toBe(keptAt);
      }
      // A second run keeps no day twice.
      expect((await keep()).daysKept).toBe(0);
    });

    it('shows the kept book until the job runs again, closed days as kept, and today live', async () => {
      const keptAt = t.clock.now.toISOString();
      await keep();
      // A loan paid out today and one dated five days ago (a closed day, already kept), written after the run.
      await t.db
        .insertInto('orders')
        .values([
          orderRow({
            id: 'RP0000000091',
            productId: 'prod-quick-5k',
            principalAmount: 300000,
            termDays: 91,
            disbursedOffset: 0,
          }),
          orderRow({
            id: 'RP0000000092',
            productId: 'prod-quick-5k',
            principalAmount: 200000,
            termDays: 91,
            disbursedOffset: -5,
          }),
        ])
        .execute();
      const r = (await report<PortfolioReport>('portfolio')).body.data;
      expect(r.figuresAt).toBe(keptAt);
      expect(r.outstandingAmount).toBe(2_000_000);
      expect(r.byStatus.find((s) => s.status === 174)?.count).toBe(2);
      expect(r.days.find((d) => d.day === bd)).toMatchObject({ disbursedCount: 1, disbursedAmount: 300000 });
      expect(r.days.find((d) => d.day === day(-5))).toMatchObject({ disbursedCount: 0, disbursedAmount: 0 });

      // The job's next run: the book as it stands now.
      t.clock.now = new Date(t.clock.now.getTime() + 300_000);
      await keep();
      const next = (await report<PortfolioReport>('portfolio')).body.data;
      expect(next.figuresAt).toBe(t.clock.now.toISOString());
      expect(next.outstandingAmount).toBe(2_500_000);
      expect(next.byStatus.find((s) => s.status === 174)?.count).toBe(4);
      // A closed day is kept once: the late-dated loan stays out of it.
      expect(next.days.find((d) => d.day === day(-5))).toMatchObject({ disbursedCount: 0 });
    });

    it('sums the book at the view once the kept figures are two periods old (the job missed a run)', async () => {
      const kept = await t.db.selectFrom('report_book').select('computed_at').executeTakeFirstOrThrow();
      t.clock.now = new Date(Date.parse(kept.computed_at) + 2 * 300_000 - 1000);
      expect((await report<PortfolioReport>('portfolio')).body.data.figuresAt).toBe(kept.computed_at);
      t.clock.now = new Date(Date.parse(kept.computed_at) + 2 * 300_000);
      const r = (await report<PortfolioReport>('portfolio')).body.data;
      expect(r.figuresAt).toBe(t.clock.now.toISOString());
      expect(r.byStatus.find((s) => s.status === 174)?.count).toBe(4);
      // Reading wrote nothing: the kept figures are the job's alone.
      const after = await t.db.selectFrom('report_book').select('computed_at').executeTakeFirstOrThrow();
      expect(after.computed_at).toBe(kept.computed_at);
    });
  });
});

describe('a range that cannot be read', () => {
  it.each([
    ['reversed', `?from=${'2026-11-10'}&to=${'2026-11-01'}`, REPORT_MESSAGES.order],
    ['longer than a year', '?from=2025-01-01&to=2026-11-01', REPORT_MESSAGES.tooLong],
    ['before 2000', '?from=0099-01-01&to=0099-01-10', REPORT_MESSAGES.tooEarly],
    ['before 2000, by its end alone', '?to=1999-12-31', REPORT_MESSAGES.tooEarly],
    ['in the year 5', '?to=0005-01-30', REPORT_MESSAGES.tooEarly],
    ['starting before 2000, counted back from its end', '?to=2000-01-05', REPORT_MESSAGES.tooEarly],
    ['after 2099', '?from=9999-12-31', REPORT_MESSAGES.tooLate],
    ['after 2099, by its end alone', '?to=2100-01-01', REPORT_MESSAGES.tooLate],
  ])('%s is refused as bad input', async (_label, query, message) => {
    for (const path of ['portfolio', 'complaints']) {
      const res = await report(path, 'credit', query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: ErrorCode.Validation, message });
    }
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['yesterday']])('%s is not a day', async (from) => {
    const res = await report('portfolio', 'credit', `?from=${from}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
  });
});

describe('the arithmetic', () => {
  it('rounds basis points half up, and reads 0 of nothing', () => {
    expect(basisPoints(1, 3)).toBe(3333);
    expect(basisPoints(2, 3)).toBe(6667);
    expect(basisPoints(1, 20000)).toBe(1); // 0.5 bp rounds up
    expect(basisPoints(0, 0)).toBe(0);
    expect(basisPoints(9_000_000_000_000, 9_000_000_000_000)).toBe(10000);
  });

  it('averages scores to two decimals, half up', () => {
    expect(averageScore([])).toBeNull();
    expect(
      averageScore([
        { score: 4, count: 1 },
        { score: 5, count: 1 },
      ]),
    ).toBe('4.50');
    expect(
      averageScore([
        { score: 1, count: 2 },
        { score: 2, count: 1 },
      ]),
    ).toBe('1.33');
    expect(averageScore([{ score: 5, count: 3 }])).toBe('5.00');
  });
});
