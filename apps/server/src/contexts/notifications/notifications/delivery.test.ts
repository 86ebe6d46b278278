// @module-tag database: the claim is FOR UPDATE SKIP LOCKED, raced by two senders on PostgreSQL too
// Delivering notifications (issue 29): what is due is sent by SMS to the borrower's phone, once, with the
// provider's delivery state; reminders wait during the quiet hours (22:00 to 06:00 Manila, business clock); a failed
// send is tried again later and is 'failed' after its last try; two senders at once send each message once; a row
// left 'sending' by a killed sender is taken over after its lease and sent once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../../platform/deps';
import { outboxSender, type SmsSender } from '../../../platform/sms/sms';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { upsertBusinessTime } from '../../staff/index';
import { deliverDueNotifications, LEASE_MS, MAX_ATTEMPTS } from './delivery';
import { notify } from './notify';

let t: TestApp;
const USER = '10001';
let phone: string;

/** The app's deps with an SMS adapter of the test's own (the outbox unless given). */
const deps = (sms?: SmsSender) =>
  ({
    db: t.db,
    config: t.config,
    clock: () => t.clock.now,
    sms: sms ?? outboxSender(t.db, () => t.clock.now),
  }) as unknown as Deps;

/** The outbox, counting what it was asked to send per number, slowly enough that two senders overlap. */
function countingSender(): SmsSender & { sent: string[] } {
  const outbox = outboxSender(t.db, () => t.clock.now);
  const sent: string[] = [];
  return {
    name: 'counting',
    sent,
    async send(to, body) {
      sent.push(body);
      await new Promise((r) => setTimeout(r, 5));
      return outbox.send(to, body);
    },
  };
}

const file = (key: string) =>
  notify(deps(), {
    userId: USER,
    event: 'payment-received',
    key,
    vars: { name: 'Maria', amount: '₱500.00', balance: '₱1,000.00', orderNo: key, link: '' },
  });
const rowOf = (key: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('event_key', '=', key)
    .where('user_id', '=', USER)
    .executeTakeFirstOrThrow();
const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

beforeAll(async () => {
  t = await buildTestApp();
  phone = (
    await t.db.selectFrom('users').select('mobile_phone').where('id', '=', USER).executeTakeFirstOrThrow()
  ).mobile_phone;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
  await upsertBusinessTime(t.db, '10:00');
});

describe('deliverDueNotifications', () => {
  it('holds reminders during the quiet hours and sends them at 06:00, with the provider’s state', async () => {
    await upsertBusinessTime(t.db, '23:00');
    // A reminder waits (issue 40: a receipt, the answer to the borrower's own payment, does not; quiet-hours.test.ts).
    await notify(deps(), {
      userId: USER,
      event: 'due-today',
      key: 'PTQ1',
      vars: { name: 'Maria', amount: '₱500.00', dueDate: '2026-12-01', orderNo: 'PTQ1', link: '' },
    });
    expect(await deliverDueNotifications(deps())).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(await rowOf('PTQ1')).toMatchObject({ status: 'scheduled', attempts: 0, sent_at: null });
    await upsertBusinessTime(t.db, '05:59');
    expect((await deliverDueNotifications(deps())).sent).toBe(0);

    await upsertBusinessTime(t.db, '06:00');
    expect(await deliverDueNotifications(deps())).toEqual({ sent: 1, failed: 0, waiting: 0 });
    const row = await rowOf('PTQ1');
    const text = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(text).toMatchObject({
      phone,
      body: 'Pautang: Hi Maria, ₱500.00 for order PTQ1 is due today. You can pay in the app.',
    });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      sms_status: 'queued',
      sms_ref: String(text.id),
    });
    expect(row.sent_at).not.toBeNull();
    // Sent is sent: another run sends nothing.
    expect((await deliverDueNotifications(deps())).sent).toBe(0);
  });

  it('waits for a message planned ahead', async () => {
    await notify(deps(), {
      userId: USER,
      event: 'due-today',
      key: 'PTA1:2026-12-01',
      vars: { name: 'Maria', amount: '₱1.00', dueDate: '2026-12-01', orderNo: 'PTA1', link: '' },
      sendAfter: new Date(t.clock.now.getTime() + 3_600_000),
    });
    expect((await deliverDueNotifications(deps())).sent).toBe(0);
    later(3_600_000);
    expect((await deliverDueNotifications(deps())).sent).toBe(1);
  });

  it('tries a failed send again later, and marks it failed after the last try', async () => {
    await file('PTF1');
    const down: SmsSender = { name: 'down', send: () => Promise.reject(new Error('Semaphore answered 500')) };
    expect(await deliverDueNotifications(deps(down))).toEqual({ sent: 0, failed: 0, waiting: 0 });
    let row = await rowOf('PTF1');
    expect(row).toMatchObject({ status: 'scheduled', attempts: 1, error: 'Semaphore answered 500' });
    expect(new Date(row.send_after).getTime()).toBe(t.clock.now.getTime() + 30_000);
    // Not again before the backoff has passed.
    await deliverDueNotifications(deps(down));
    expect((await rowOf('PTF1')).attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      later(10 * 60_000);
      await deliverDueNotifications(deps(down));
    }
    row = await rowOf('PTF1');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, error: 'Semaphore answered 500' });
    later(60 * 60_000);
    const sms = countingSender();
    await deliverDueNotifications(deps(sms));
    expect(sms.sent).toHaveLength(0);
  });

  it('two senders at once send each message once', async () => {
    const keys = Array.from({ length: 45 }, (_, i) => `PTR${i}`);
    for (const key of keys) await file(key);
    const sms = countingSender();
    const runs = await Promise.all([deliverDueNotifications(deps(sms)), deliverDueNotifications(deps(sms))]);
    expect(runs[0].sent + runs[1].sent).toBe(45);
    expect(sms.sent).toHaveLength(45);
    expect(new Set(sms.sent).size).toBe(45);
    const rows = await t.db.selectFrom('notifications').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('takes over a row a killed sender left sending, after its lease, and sends it once', async () => {
    await file('PTK1');
    // What a sender leaves when it is killed (kill -9) between its claim and the send.
    await t.db
      .updateTable('notifications')
      .set({
        status: 'sending',
        attempts: 1,
        send_after: new Date(t.clock.now.getTime() + LEASE_MS).toISOString(),
      })
      .where('event_key', '=', 'PTK1')
      .execute();
    const sms = countingSender();
    expect((await deliverDueNotifications(deps(sms))).sent).toBe(0);
    later(LEASE_MS);
    expect((await deliverDueNotifications(deps(sms))).sent).toBe(1);
    expect((await deliverDueNotifications(deps(sms))).sent).toBe(0);
    expect(sms.sent).toHaveLength(1);
    expect(await rowOf('PTK1')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
