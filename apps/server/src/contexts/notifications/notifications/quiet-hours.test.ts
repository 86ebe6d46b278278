// @module-tag database: the quiet hours' claim leaves held events locked out, raced by senders on PostgreSQL too
// The quiet hours (issue 40). Between 22:00 and 06:00 Manila nothing reached the borrower's list or phone: not the
// approval, not the payout, not the receipt of a payment the borrower had just made. SEC MC 18's quiet hours concern
// collection contact: the answer to the borrower's own action and the news that money was sent go at once, and
// reminders, collection and marketing wait for 06:00. The business clock stands at 23:00 Manila here.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationList } from '@pautang/contract/notification-inbox';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@pautang/contract/notifications';
import type { GenerateVcode } from '@pautang/contract/repayment';
import { resetDemoOrder } from '../../demo/index';
import type { Deps } from '../../../platform/deps';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { outboxSender } from '../../../platform/sms/sms';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { upsertBusinessTime } from '../../staff/index';
import { deliverDueNotifications } from './delivery';
import { notify } from './notify';

/** What answers the borrower or tells them where their money is: sent at 23:00. */
const AT_ONCE: NotificationEvent[] = [
  'application-approved',
  'application-declined',
  'application-review',
  'payout-sent',
  'payout-failed',
  'payment-received',
  'rollover-applied',
  'refund-sent',
  'complaint-replied',
];
/** Reminders, collection and marketing: held until 06:00. */
const HELD: NotificationEvent[] = [
  'due-in-3-days',
  'due-in-1-day',
  'due-today',
  'overdue-1-day',
  'overdue-3-days',
  'overdue-7-days',
  // About an overdue loan (issue 42): a collection communication's hours.
  'plan-offered',
  'promotion',
];

let t: TestApp;
const deps = () =>
  ({
    db: t.db,
    config: t.config,
    clock: () => t.clock.now,
    sms: outboxSender(t.db, () => t.clock.now),
  }) as unknown as Deps;
const statusOf = async (userId: string, event: string) =>
  (
    await t.db
      .selectFrom('notifications')
      .select('status')
      .where('user_id', '=', userId)
      .where('event', '=', event)
      .executeTakeFirstOrThrow()
  ).status;
const textsTo = async (userId: string) => {
  const user = await t.db
    .selectFrom('users')
    .select('mobile_phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return (
    await t.db.selectFrom('sms_outbox').select('body').where('phone', '=', user.mobile_phone).execute()
  ).map((r) => r.body);
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
  await upsertBusinessTime(t.db, '23:00');
});

describe('the quiet hours (22:00 to 06:00 Manila)', () => {
  it('every event is either sent at once or held, and the two lists are the whole of them', () => {
    expect([...AT_ONCE, ...HELD].sort()).toEqual([...NOTIFICATION_EVENTS].sort());
  });

  it('at 23:00 the receipt of a payment just made reaches the list and the phone at once', async () => {
    const session = await t.signIn('10001');
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const order = await t.db
      .selectFrom('orders')
      .select('product_id')
      .where('id', '=', 'PT0000000180')
      .executeTakeFirstOrThrow();
    const code = await t.call('generateVcode', {
      sessionId: session,
      body: { channelNumber: 'GCSH', orderId: 'PT0000000180', productId: order.product_id, amount: 50_000 },
    });
    const { referenceNo } = code.body.data as GenerateVcode;
    await t.app.inject({
      method: 'POST',
      url: SANDBOX_PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
      payload: new URLSearchParams({ txnid: referenceNo, action: 'pay' }).toString(),
    });
    // A collection notice filed the same night waits.
    await notify(deps(), {
      userId: '10001',
      event: 'overdue-1-day',
      key: 'PT0000000180:quiet',
      vars: { name: 'Maria', amount: '₱1.00', dueDate: '2026-11-20', orderNo: 'PT0000000180', link: '' },
    });

    expect(await deliverDueNotifications(deps())).toEqual({ sent: 1, failed: 0, waiting: 1 });
    const list = (await t.call('notificationList', { sessionId: session, body: {} })).body
      .data as NotificationList;
    expect(list.list.map((n) => n.event)).toEqual(['payment-received']);
    expect(list.list[0]?.body).toMatch(/^Hi Maria, we received ₱500\.00 for order PT0000000180\./);
    expect((await textsTo('10001')).some((b) => b.startsWith('Pautang: Hi Maria, we received ₱500.00'))).toBe(
      true,
    );
    expect(await statusOf('10001', 'overdue-1-day')).toBe('scheduled');

    await upsertBusinessTime(t.db, '06:00');
    expect(await deliverDueNotifications(deps())).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(await statusOf('10001', 'overdue-1-day')).toBe('sent');
  });

  it('decisions, payouts, rollovers, refunds and replies go at once; reminders, collection and marketing wait', async () => {
    for (const event of [...AT_ONCE, ...HELD]) {
      await notify(deps(), { userId: '10002', event, key: `quiet-${event}`, vars: { name: 'Jose' } });
    }
    expect(await deliverDueNotifications(deps())).toEqual({
      sent: AT_ONCE.length,
      failed: 0,
      waiting: HELD.length,
    });
    for (const event of AT_ONCE) expect(await statusOf('10002', event), event).toBe('sent');
    for (const event of HELD) expect(await statusOf('10002', event), event).toBe('scheduled');
    await upsertBusinessTime(t.db, '05:59');
    expect((await deliverDueNotifications(deps())).sent).toBe(0);
    await upsertBusinessTime(t.db, '06:00');
    expect((await deliverDueNotifications(deps())).sent).toBe(HELD.length);
  });
});
