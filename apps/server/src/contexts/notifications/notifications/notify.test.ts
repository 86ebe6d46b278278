// @module-tag database: the once-per-event key is a unique index, raced on PostgreSQL too
// Filing a notification (issue 29): once per borrower, event and subject however often it is asked, even all at
// once; in staff's wording when they saved one, else the default; marketing skipped for a borrower who opted out,
// while a notice the law requires is filed whatever they chose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-helper';
import type { Deps } from '../../../platform/deps';
import { notify, notifyMany } from './notify';

let t: TestApp;
const USER = '10001';
/** What notify reads of the app: its database and clock. */
const deps = () => ({ db: t.db, clock: () => t.clock.now }) as unknown as Deps;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const rowsOf = (event: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', USER)
    .where('event', '=', event)
    .execute();

describe('notify', () => {
  it('files a message once per event and subject, even asked ten times at once', async () => {
    const input = {
      userId: USER,
      event: 'due-in-3-days' as const,
      key: 'PT0000000174:2026-12-01',
      vars: { name: 'Maria', amount: '₱1,500.00', dueDate: '2026-12-01', orderNo: 'PT0000000174', link: '' },
      link: '/repay?orderId=PT0000000174',
    };
    const filed = await Promise.all(Array.from({ length: 10 }, () => notify(deps(), input)));
    expect(filed.filter(Boolean)).toHaveLength(1);
    const rows = await rowsOf('due-in-3-days');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Payment due in 3 days',
      body: 'Hi Maria, ₱1,500.00 for order PT0000000174 is due on 2026-12-01. You can pay in the app.',
      link: '/repay?orderId=PT0000000174',
      legal: true,
      status: 'scheduled',
    });
    // Another due date of the same order is another message.
    expect(await notify(deps(), { ...input, key: 'PT0000000174:2026-12-31' })).toBe(true);
  });

  it("uses staff's saved wording for the event", async () => {
    await t.db
      .insertInto('notification_templates')
      .values({
        event: 'refund-sent',
        lang: 'en',
        title: 'Money back',
        body: '{name}, {amount} is on its way to {account}.',
        updated_by: 'agent-demo',
        updated_at: t.clock.now.toISOString(),
      })
      .execute();
    await notify(deps(), {
      userId: USER,
      event: 'refund-sent',
      key: 'PRF1',
      vars: { name: 'Maria', amount: '₱350.00', account: 'GCash **** 4501' },
    });
    expect((await rowsOf('refund-sent'))[0]).toMatchObject({
      title: 'Money back',
      body: 'Maria, ₱350.00 is on its way to GCash **** 4501.',
    });
  });

  it('skips marketing for a borrower who opted out, and still files the notices the law requires', async () => {
    await t.db
      .insertInto('notification_prefs')
      .values({ user_id: USER, marketing_opt_out: true, updated_at: t.clock.now.toISOString() })
      .execute();
    await notify(deps(), {
      userId: USER,
      event: 'promotion',
      key: 'promo-1',
      vars: { name: 'Maria', link: '' },
    });
    await notify(deps(), {
      userId: USER,
      event: 'payment-received',
      key: 'PTX1',
      vars: { name: 'Maria', amount: '₱500.00', balance: '₱1,000.00', orderNo: 'PT1', link: '' },
    });
    expect((await rowsOf('promotion'))[0]).toMatchObject({ status: 'skipped', legal: false });
    expect((await rowsOf('payment-received'))[0]).toMatchObject({ status: 'scheduled', legal: true });
  });

  it('files many at once as notify files each: once, in the saved wording, skipping what was filed before', async () => {
    await t.db
      .insertInto('notification_templates')
      .values({
        event: 'due-today',
        lang: 'en',
        title: 'Due today',
        body: '{name}: {amount}, order {orderNo}.',
        updated_by: 'agent-demo',
        updated_at: t.clock.now.toISOString(),
      })
      .execute();
    const input = (orderNo: string) => ({
      userId: USER,
      event: 'due-today' as const,
      key: `${orderNo}:2026-11-21`,
      vars: { name: 'Maria', amount: '₱100.00', dueDate: '2026-11-21', orderNo, link: '' },
    });
    expect(await notifyMany(deps(), [input('PT1'), input('PT2')])).toBe(2);
    const [again, third] = await Promise.all([
      notifyMany(deps(), [input('PT1'), input('PT2'), input('PT3')]),
      notifyMany(deps(), [input('PT3')]),
    ]);
    expect(again + third).toBe(1);
    const rows = await rowsOf('due-today');
    expect(rows.map((r) => [r.event_key, r.body, r.legal, r.status]).sort()).toEqual([
      ['PT1:2026-11-21', 'Maria: ₱100.00, order PT1.', true, 'scheduled'],
      ['PT2:2026-11-21', 'Maria: ₱100.00, order PT2.', true, 'scheduled'],
      ['PT3:2026-11-21', 'Maria: ₱100.00, order PT3.', true, 'scheduled'],
    ]);
    expect(await notifyMany(deps(), [])).toBe(0);
  });
});
