// @module-tag database: deliveries in flight together are decided by the delivery key, on PostgreSQL too
// Domain events (issue 41): written with the change or not at all, delivered to each subscriber once in effect
// however often they arrive, and left for a later try (the queue's) when a subscriber fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSubscribers } from '../../contexts/notifications/index';
import type { LendingEvent } from '../../contexts/lending/index';
import type { SupportEvent } from '../../contexts/support/index';
import { DEMO_PRODUCTS } from '../../contexts/demo/index';
import { buildTestApp, type TestApp } from '../../test-helper';
import type { Db } from '../db/client';
import { createEventBus, defineSubscriber, emitEvent, type DomainEvent } from './events';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Ping = { type: 'test.ping'; payload: { n: number } };
const at = () => t.clock.now;
let buses = 0;

/** A bus of the test's own on the test's database, with a subscriber that counts what it was handed. */
function countingBus(options: { failFirst?: number } = {}) {
  const seen: number[] = [];
  const name = `test.counter-${(buses += 1)}`;
  let failures = options.failFirst ?? 0;
  const bus = createEventBus(t.db, at, () => undefined);
  bus.subscribe(
    defineSubscriber<Ping, 'test.ping'>(name, 'test.ping', async (_trx, e) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('not now');
      }
      seen.push(e.payload.n);
    }),
  );
  return { bus, seen, name };
}

const eventIdOf = async (type: string, match: (payload: Record<string, unknown>) => boolean) => {
  const rows = await t.db
    .selectFrom('domain_events')
    .select(['id', 'payload'])
    .where('type', '=', type)
    .execute();
  const row = rows.find((r) => match(r.payload as Record<string, unknown>));
  if (!row) throw new Error(`no ${type} event`);
  return String(row.id);
};

describe('the outbox', () => {
  it('keeps no event of a transaction that rolled back, and delivers one that committed', async () => {
    const { bus, seen } = countingBus();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await emitEvent(trx, at(), { type: 'test.ping', payload: { n: 1 } } satisfies Ping);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.db.transaction().execute((trx) => emitEvent(trx, at(), { type: 'test.ping', payload: { n: 2 } }));
    await bus.dispatch();
    expect(seen).toEqual([2]);
  });

  it('delivers an event once in effect when it is delivered twice, one after the other or both at once', async () => {
    const { bus, seen, name } = countingBus();
    await t.db.transaction().execute((trx) => emitEvent(trx, at(), { type: 'test.ping', payload: { n: 3 } }));
    const id = await eventIdOf('test.ping', (p) => p.n === 3);
    const answers = await Promise.all([bus.deliver(id, name), bus.deliver(id, name)]);
    expect(await bus.deliver(id, name)).toBe(false);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(seen).toEqual([3]);
    const settled = await t.db
      .selectFrom('domain_events')
      .select('settled_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(settled?.settled_at).not.toBeNull();
  });

  it('leaves an event a subscriber failed on for a later try, which delivers it', async () => {
    const { bus, seen, name } = countingBus({ failFirst: 1 });
    await t.db.transaction().execute((trx) => emitEvent(trx, at(), { type: 'test.ping', payload: { n: 4 } }));
    await bus.dispatch();
    expect(seen).toEqual([]);
    const id = await eventIdOf('test.ping', (p) => p.n === 4);
    const row = await t.db
      .selectFrom('domain_events')
      .select('settled_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.settled_at).toBeNull();
    // The queue's job (registerJobs) delivers it by id.
    expect(await bus.deliver(id, name)).toBe(true);
    expect(seen).toEqual([4]);
  });
});

describe("notifications' subscribers", () => {
  // Each event a borrower hears about, as its context emits it; each subscriber's handler is run twice on it, in two
  // transactions, without the delivery record's guard: the message is filed once all the same.
  const product = DEMO_PRODUCTS[0]!.id;
  const events = (userId: string): (LendingEvent | SupportEvent)[] => [
    {
      type: 'credit.decided',
      payload: {
        id: 'EVT-DEC-1',
        userId,
        productId: product,
        outcome: 'approved',
        reason: 'ok',
        offerAmount: 300000,
      },
    },
    {
      type: 'payout.settled',
      payload: {
        id: 'EVT-PO-1',
        userId,
        orderId: 'EVT-ORD-1',
        productId: product,
        amount: 300000,
        account: 'GCash ••• 0001',
        outcome: 'paid',
      },
    },
    {
      type: 'payment.posted',
      payload: {
        id: 'EVT-PAY-1',
        userId,
        orderId: 'EVT-ORD-1',
        productId: product,
        kind: 'repay',
        amount: 50000,
        balanceAfter: 250000,
        dueOn: '2026-12-21',
      },
    },
    { type: 'refund.sent', payload: { id: 'EVT-RF-1', userId, amount: 1500, account: 'GCash ••• 0001' } },
    {
      type: 'restructure.offered',
      payload: {
        id: 'EVT-RST-1',
        userId,
        orderId: 'EVT-ORD-1',
        productId: product,
        totalAmount: 540000,
        expiresOn: '2026-12-07',
      },
    },
    { type: 'complaint.replied', payload: { id: 'EVT-RE-1', userId, complaintId: 'EVT-CP-1' } },
  ];

  it('has a subscriber for every event lending and support tell of', () => {
    expect(notificationSubscribers.map((s) => s.type).sort()).toEqual(
      events('x')
        .map((e) => e.type)
        .sort(),
    );
  });

  it.each(notificationSubscribers.map((s) => [s.name, s] as const))(
    '%s files one message for an event delivered twice',
    async (_name, subscriber) => {
      const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      const event = events(user.id).find((e) => e.type === subscriber.type)! as DomainEvent & {
        payload: { id: string };
      };
      const delivered = { ...event, id: `0`, occurredAt: at().toISOString() };
      for (let i = 0; i < 2; i++)
        await t.db.transaction().execute((trx: Db) => subscriber.handle(trx, delivered));
      const filed = await t.db
        .selectFrom('notifications')
        .select('event_key')
        .where('user_id', '=', user.id)
        .where('event_key', '=', event.payload.id)
        .execute();
      expect(filed).toHaveLength(1);
    },
  );
});
