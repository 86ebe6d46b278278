// @module-tag database: two reminder runs at once must file each message once (the unique key), raced on PostgreSQL
// Due-date reminders (issue 29): on the business date, every live order whose unpaid due date is 3 or 1 days away,
// today, or 1, 3 or 7 days past gets that day's message, once per order, event and due date, with the amount order
// details asks for and a link to the repay screen. Paid-off, unpaid-out and failed orders get none; a second run,
// or two at once, files nothing twice; an instalment loan is reminded of each instalment's own due date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@pautang/contract/loans';
import { formatPeso } from '@pautang/contract/format/money';
import { addDays } from '@pautang/loan-engine';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../../platform/db/schema';
import { demoOrderRow } from '../../demo/index';
import type { Deps } from '../../../platform/deps';
import { buildTestApp, readyToSign, signLoan, type TestApp } from '../../../test-helper';
import { planReminders } from './reminders';

const BUSINESS_DATE = '2026-11-21';
const USER = '20901';
const REMINDERS = [
  'due-in-3-days',
  'due-in-1-day',
  'due-today',
  'overdue-1-day',
  'overdue-3-days',
  'overdue-7-days',
] as const;

let t: TestApp;
let session: string;
/** What the planner reads of the app: its database and clock. */
const deps = () => ({ db: t.db, clock: () => t.clock.now }) as unknown as Deps;

type Spec = Parameters<typeof demoOrderRow>[0];
const order = (id: string, spec: Partial<Spec> & { disbursedDaysAgo: number | null }) =>
  demoOrderRow({ id, userId: USER, productId: 'prod-quick-5k', clientType: 'new', ...spec }, BUSINESS_DATE);

/** prod-quick-5k: one payment 91 days after the payout; due in `days` (negative: that many days ago). */
const dueIn = (days: number) => 91 - days;
const ORDERS: Insertable<OrdersTable>[] = [
  ...[4, 3, 2, 1, 0, -1, -2, -3, -6, -7, -8].map((days) =>
    order(`PTR${String(days + 10).padStart(9, '0')}`, { disbursedDaysAgo: dueIn(days) }),
  ),
  // Paid off, as a payment stores it (200), and paid off while the stored status still says 174: neither is owed.
  order('PTRPAID00001', { disbursedDaysAgo: dueIn(3), fullyPaid: true }),
  { ...order('PTRPAID00002', { disbursedDaysAgo: dueIn(1), fullyPaid: true }), status: 174 },
  // Not paid out yet, being paid out (an override), and a payout that failed.
  order('PTRWAIT00001', { disbursedDaysAgo: null }),
  order('PTRWAIT00002', { disbursedDaysAgo: dueIn(0), extra: { status_override: 151 } }),
  order('PTRFAIL00001', { disbursedDaysAgo: null, extra: { disbursement_failed: true } }),
  // Three instalments (days 60, 120 and 180): the first due in 3 days; on the other, the first 61 days late (no
  // reminder that day) and the second 1 day late.
  order('PTRINST00001', { productId: 'prod-flex-12k', disbursedDaysAgo: 57 }),
  order('PTRINST00002', { productId: 'prod-flex-12k', disbursedDaysAgo: 121 }),
  // Rolled over once 90 days ago: reminded of its new period's due date (tomorrow), not the first one's.
  order('PTRROLL00001', {
    disbursedDaysAgo: 181,
    extra: { rollover_count: 1, period_start_on: addDays(BUSINESS_DATE, -90) },
  }),
];

beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: 'reminders-test', delaySeconds: 0 } });
  await t.db
    .insertInto('users')
    .values({ id: USER, mobile_phone: '09189020901', full_name: 'Rosa Lim', client_type: 'new' })
    .execute();
  await t.db.insertInto('orders').values(ORDERS).execute();
  session = await t.signIn(USER);
});
afterAll(() => t?.close());

const reminders = () =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('event', 'in', [...REMINDERS])
    .orderBy('event_key')
    .orderBy('event')
    .execute();
const details = async (orderId: string, sessionId = session) =>
  (await t.call('loanDetails', { sessionId, query: { orderId } })).body.data as OrderDetails;
const moveBusinessDate = async (businessDate: string) => {
  const res = await t.inject({
    method: 'POST',
    url: '/attempt/dev/business-date',
    payload: { businessDate },
  });
  expect(res.statusCode).toBe(200);
};

describe('planReminders', () => {
  it('files the day’s reminder for each order at 3 and 1 days before, on and 1, 3 and 7 days after its due date, and none for the rest', async () => {
    // Pages of 4 orders: the keyset pagination crosses pages mid-set.
    expect(await planReminders(deps(), { pageSize: 4 })).toEqual({ planned: 9 });
    const rows = await reminders();
    const dueOf = (days: number) => addDays(BUSINESS_DATE, days);
    expect(rows.map((r) => [r.event, r.event_key])).toEqual([
      ['overdue-7-days', `PTR000000003:${dueOf(-7)}`],
      ['overdue-3-days', `PTR000000007:${dueOf(-3)}`],
      ['overdue-1-day', `PTR000000009:${dueOf(-1)}`],
      ['due-today', `PTR000000010:${dueOf(0)}`],
      ['due-in-1-day', `PTR000000011:${dueOf(1)}`],
      ['due-in-3-days', `PTR000000013:${dueOf(3)}`],
      ['due-in-3-days', `PTRINST00001:${dueOf(3)}`],
      ['overdue-1-day', `PTRINST00002:${dueOf(-1)}`],
      ['due-in-1-day', `PTRROLL00001:${dueOf(1)}`],
    ]);
    // Each message: the borrower, the amount order details asks for, the due date order details shows, and a link
    // to the order's repay screen.
    for (const row of rows) {
      const [orderId, dueDate] = row.event_key.split(':') as [string, string];
      const d = await details(orderId);
      // The page names the oldest unpaid due date (the late instalment's: 61 days ago); the message, its own.
      expect(d.repayDate).toBe(orderId === 'PTRINST00002' ? dueOf(-61) : dueDate);
      expect(row).toMatchObject({
        user_id: USER,
        legal: true,
        status: 'scheduled',
        link: `/repay?orderId=${orderId}&productId=${d.productId}`,
      });
      expect(row.body).toContain(`Hi Rosa Lim, ${formatPeso(d.repayAmount)} for order ${orderId}`);
    }
    const [overdue7] = rows;
    expect(overdue7?.title).toBe('Your payment is 7 days late');
    expect(rows.find((r) => r.event === 'due-in-3-days')?.body).toBe(
      `Hi Rosa Lim, ${formatPeso(588_250)} for order PTR000000013 is due on ${dueOf(3)}. You can pay in the app.`,
    );
    // The overdue instalment asks for all that is due: both late instalments and their late charges.
    const late = await details('PTRINST00002');
    expect(late.repayAmount).toBeGreaterThan(2 * 400_000);
  });

  it('files nothing twice: a second run plans nothing', async () => {
    const before = await reminders();
    expect(await planReminders(deps())).toEqual({ planned: 0 });
    expect(await reminders()).toEqual(before);
  });

  it('two runs at once, the next business day, file each message once', async () => {
    await moveBusinessDate(addDays(BUSINESS_DATE, 1));
    const before = (await reminders()).length;
    const runs = await Promise.all([planReminders(deps(), { pageSize: 3 }), planReminders(deps())]);
    const rows = await reminders();
    // The next day: due in 4 → 3, 2 → 1, 1 → today (twice: the rolled-over loan too), today → 1 late, 2 → 3 late,
    // 6 → 7 late.
    expect(rows.length - before).toBe(7);
    expect(runs[0]!.planned + runs[1]!.planned).toBe(7);
    const keys = rows.map((r) => `${r.user_id}|${r.event}|${r.event_key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      rows.filter((r) => r.event_key.startsWith('PTRPAID') || r.event_key.startsWith('PTRWAIT')),
    ).toEqual([]);
  });
});

describe('a loan signed and paid out', () => {
  it('gets its “due in 3 days” message once the business date is moved to 3 days before its due date', async () => {
    const userId = '10003';
    const ana = await t.signIn(userId);
    await readyToSign(t, userId, 'prod-quick-5k');
    const signed = await signLoan(
      t,
      ana,
      { productId: 'prod-quick-5k', amount: 500_000, periods: 91 },
      '00000000-0000-4000-8000-000000000291',
    );
    expect(signed.body.code).toBe(0);
    const { orderId } = signed.body.data as { orderId: string };
    await t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
    const paidOut = await details(orderId, ana);
    expect(paidOut.orderStatus).toBe(174);

    await moveBusinessDate(addDays(paidOut.repayDate, -3));
    await planReminders(deps());
    const mine = (await reminders()).filter((r) => r.user_id === userId);
    expect(mine).toEqual([
      expect.objectContaining({
        event: 'due-in-3-days',
        event_key: `${orderId}:${paidOut.repayDate}`,
        title: 'Payment due in 3 days',
        body: `Hi Ana Cruz, ${formatPeso(paidOut.repayAmount)} for order ${orderId} is due on ${paidOut.repayDate}. You can pay in the app.`,
        link: `/repay?orderId=${orderId}&productId=prod-quick-5k`,
      }),
    ]);
  });
});
