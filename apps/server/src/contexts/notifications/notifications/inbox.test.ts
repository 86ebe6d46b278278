// @module-tag database: the tray's cursor compares timestamps in SQL
// The borrower's notification list (issue 29): rows are written here as the notifications core writes them (status
// 'sent', sent_at set), and read back through the H5's calls and the native app's tray poll.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type {
  NotificationList,
  NotificationRead,
  NotificationTray,
} from '@pautang/contract/notification-inbox';
import { buildTestApp, type TestApp } from '../../../test-helper';

const MARIA = '10001';
const JOSE = '10002';

let t: TestApp;
let maria: string;
let jose: string;

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn(MARIA), t.signIn(JOSE)]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
});

let seq = 0;
type Row = {
  id?: string;
  userId?: string;
  event?: string;
  status?: 'scheduled' | 'sending' | 'sent' | 'failed' | 'skipped';
  sentAt?: string | null;
  readAt?: string | null;
  title?: string;
  link?: string;
};

async function insert(row: Row = {}): Promise<string> {
  seq += 1;
  const id = row.id ?? `NT${String(seq).padStart(10, '0')}`;
  const status = row.status ?? 'sent';
  await t.db
    .insertInto('notifications')
    .values({
      id,
      user_id: row.userId ?? MARIA,
      event: row.event ?? 'payment-received',
      event_key: `key-${seq}`,
      title: row.title ?? `Title ${seq}`,
      body: `Body ${seq}`,
      link: row.link ?? '/loanDetail?orderId=PT0000000174',
      legal: true,
      status,
      send_after: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      sent_at:
        row.sentAt === undefined ? (status === 'sent' ? '2026-01-02T01:00:00.000Z' : null) : row.sentAt,
      read_at: row.readAt ?? null,
    })
    .execute();
  return id;
}

const list = async (session: string) => {
  const res = await t.call('notificationList', { sessionId: session, body: {} });
  expect(res.body.code).toBe(0);
  return res.body.data as NotificationList;
};
const read = (session: string, notificationId?: string) =>
  t.call('notificationRead', { sessionId: session, body: notificationId ? { notificationId } : {} });
const tray = async (session: string, cursor?: string) => {
  const res = await t.call('notificationTray', { sessionId: session, body: cursor ? { cursor } : {} });
  expect(res.body.code).toBe(0);
  return res.body.data as NotificationTray;
};
const readAtOf = async (id: string) =>
  (await t.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow())
    .read_at;

describe('the list', () => {
  it('shows the borrower’s sent messages only, newest first, with the unread count', async () => {
    const older = await insert({ sentAt: '2026-01-02T01:00:00.000Z', title: 'Payment received' });
    const newer = await insert({
      sentAt: '2026-01-03T01:00:00.000Z',
      event: 'due-in-3-days',
      title: 'Due in 3 days',
      readAt: '2026-01-03T02:00:00.000Z',
    });
    await insert({ status: 'scheduled' });
    await insert({ status: 'failed', sentAt: null });
    await insert({ status: 'skipped', sentAt: null });
    await insert({ userId: JOSE, title: 'Jose’s' });

    const data = await list(maria);
    expect(data.unread).toBe(1);
    expect(data.list).toEqual([
      {
        id: newer,
        event: 'due-in-3-days',
        title: 'Due in 3 days',
        body: expect.any(String),
        link: '/loanDetail?orderId=PT0000000174',
        sentAt: '2026-01-03T01:00:00.000Z',
        read: true,
      },
      expect.objectContaining({ id: older, title: 'Payment received', read: false }),
    ]);
    expect((await list(jose)).list.map((i) => i.title)).toEqual(['Jose’s']);
  });

  it('is empty for a borrower who was never sent anything', async () => {
    await insert({ status: 'scheduled' });
    expect(await list(maria)).toEqual({ list: [], unread: 0 });
  });

  it('needs the borrower’s session', async () => {
    const res = await t.call('notificationList', { body: {} });
    expect(res.body.code).toBe(ErrorCode.SessionMissing);
  });

  it('does not mark anything read by being read', async () => {
    const id = await insert();
    await list(maria);
    expect(await readAtOf(id)).toBeNull();
  });
});

describe('marking read', () => {
  it('marks one message read, keeps the first read time, and answers the unread count', async () => {
    const one = await insert();
    const two = await insert();
    const res = await read(maria, one);
    expect(res.body.code).toBe(0);
    expect(res.body.data as NotificationRead).toEqual({ unread: 1 });
    const first = await readAtOf(one);
    expect(first).toBe(t.clock.now.toISOString());
    expect(await readAtOf(two)).toBeNull();

    // A second tap is fine and does not move the read time.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await read(maria, one)).body).toMatchObject({ code: 0, data: { unread: 1 } });
    expect(await readAtOf(one)).toBe(first);
  });

  it('marks all of the borrower’s messages, and no one else’s', async () => {
    await insert();
    await insert();
    const joses = await insert({ userId: JOSE });
    const scheduled = await insert({ status: 'scheduled' });
    expect((await read(maria)).body).toMatchObject({ code: 0, data: { unread: 0 } });
    expect((await list(maria)).list.every((i) => i.read)).toBe(true);
    expect(await readAtOf(joses)).toBeNull();
    expect(await readAtOf(scheduled)).toBeNull();
  });

  it('reads another borrower’s message exactly like a missing one', async () => {
    const marias = await insert();
    const unsent = await insert({ userId: JOSE, status: 'scheduled' });
    const foreign = await read(jose, marias);
    const missing = await read(jose, 'NT9999999999');
    const notSent = await read(jose, unsent);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect({ status: foreign.status, body: foreign.body }).toEqual({
      status: missing.status,
      body: missing.body,
    });
    expect({ status: notSent.status, body: notSent.body }).toEqual({
      status: missing.status,
      body: missing.body,
    });
    expect(await readAtOf(marias)).toBeNull();
  });

  it('refuses an id that is not an identifier without a 500', async () => {
    const res = await read(maria, 'no such id!');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
  });
});

describe('the native tray', () => {
  it('answers the unread messages first, then only what was sent since its cursor', async () => {
    await insert({ sentAt: '2026-01-02T01:00:00.000Z', readAt: '2026-01-02T02:00:00.000Z' });
    const unread = await insert({ sentAt: '2026-01-02T03:00:00.000Z', title: 'Unread' });
    await insert({ userId: JOSE, sentAt: '2026-01-02T04:00:00.000Z' });

    const first = await tray(maria);
    expect(first.items.map((i) => i.id)).toEqual([unread]);
    expect(first.items[0]).toEqual({
      id: unread,
      event: 'payment-received',
      title: 'Unread',
      body: expect.any(String),
      link: '/loanDetail?orderId=PT0000000174',
      sentAt: '2026-01-02T03:00:00.000Z',
    });

    const again = await tray(maria, first.cursor);
    expect(again).toEqual({ items: [], cursor: first.cursor });

    // Two sent in the same millisecond, and one still waiting for 06:00: the two come, oldest first, once.
    const a = await insert({ id: 'NT0000000901', sentAt: '2026-01-02T05:00:00.000Z', title: 'A' });
    const b = await insert({ id: 'NT0000000902', sentAt: '2026-01-02T05:00:00.000Z', title: 'B' });
    await insert({ status: 'scheduled' });
    const next = await tray(maria, again.cursor);
    expect(next.items.map((i) => i.id)).toEqual([a, b]);
    expect((await tray(maria, next.cursor)).items).toEqual([]);
  });

  it('gives a first poll with nothing unread a cursor past everything sent', async () => {
    await insert({ readAt: '2026-01-02T02:00:00.000Z' });
    const first = await tray(maria);
    expect(first.items).toEqual([]);
    expect(first.cursor).not.toBe('');
    expect((await tray(maria, first.cursor)).items).toEqual([]);
    const later = await insert({ sentAt: '2026-01-05T00:00:00.000Z' });
    expect((await tray(maria, first.cursor)).items.map((i) => i.id)).toEqual([later]);
  });

  it('refuses a cursor it did not give, clearly', async () => {
    const res = await t.call('notificationTray', { sessionId: maria, body: { cursor: 'yesterday' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: ErrorCode.Validation,
      message: 'The cursor is not one this call gave: poll again without it.',
    });
  });

  it('needs the borrower’s session', async () => {
    const res = await t.call('notificationTray', { body: {} });
    expect(res.body.code).toBe(ErrorCode.SessionMissing);
  });
});

describe('the demo’s message (demo mode only)', () => {
  const devNotify = (body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/attempt/dev/notifications', payload: body });

  it('writes a sent message to a demo borrower, which the list and the tray show', async () => {
    const res = await devNotify({
      userId: MARIA,
      event: 'payment-received',
      title: 'Payment received',
      body: 'We received ₱1,000.00.',
      link: '/loanDetail?orderId=PT0000000180',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { id: expect.stringMatching(/^NT[0-9a-f]{16}$/) } });
    const shown = await list(maria);
    expect(shown.unread).toBe(1);
    expect(shown.list[0]).toMatchObject({
      event: 'payment-received',
      title: 'Payment received',
      link: '/loanDetail?orderId=PT0000000180',
      sentAt: t.clock.now.toISOString(),
      read: false,
    });
    expect((await tray(maria)).items.map((i) => i.title)).toEqual(['Payment received']);
  });

  it('refuses a borrower who is not a demo one, and a link that is not an H5 path, without a 500', async () => {
    const stranger = await devNotify({ userId: '99999', title: 'x', body: 'y' });
    expect(stranger.statusCode).toBe(400);
    const offsite = await devNotify({ userId: MARIA, title: 'x', body: 'y', link: '//evil.example/x' });
    expect(offsite.statusCode).toBe(400);
    expect((await list(maria)).list).toEqual([]);
  });
});
