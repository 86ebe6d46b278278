// @module-tag database: the server stopped and started under load (skipped without it)
// PostgreSQL stopped and started under load. The machine's PostgreSQL is shared with other tests, so the app reaches
// it through a TCP relay (tcp-proxy.ts) that this test "stops" (listener closed, live connections cut) and "starts"
// again. Meanwhile borrowers keep calling: while it is down every call is refused with one clear "try again"
// envelope (never a 500, never a stack) and nothing is written; once it is back the same app serves again, with
// no restart, because its pool reconnects. Runs on the PostgreSQL pass of npm test (TEST_DATABASE_URL set).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { isSuccess } from '@pautang/contract/envelope';
import { ErrorCode } from '@pautang/contract/errors';
import { DEMO_ORDER_SPECS } from '../contexts/demo/index';
import { readCacheOf } from '../platform/db/read-cache';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../platform/db/unavailable';
import { buildTestApp, type CallOptions, type CallResult, type TestApp } from '../test-helper';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const order = DEMO_ORDER_SPECS['order-174'];
const MESSAGE = {
  name: 'Ana Cruz',
  telephone: '+63 917 123 4567',
  email: 'ana@example.ph',
  message: 'Do you lend to OFWs?',
};
/** How long a wait for the load to get somewhere may take on a busy machine: a bound, not a speed target. */
const WAIT = { timeout: 20_000 };
const UNAVAILABLE = { code: ErrorCode.Unavailable, message: DATABASE_UNAVAILABLE_MESSAGE, data: null };

describe.skipIf(!PG_URL)('PostgreSQL stopped and started under load', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let session: string;

  beforeAll(async () => {
    const real = new URL(PG_URL ?? '');
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const via = new URL(real);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    // buildTestApp makes its fresh database on the server TEST_DATABASE_URL names: here the relay, so the app's
    // pool and its change feed both reach PostgreSQL through it.
    process.env.TEST_DATABASE_URL = via.toString();
    try {
      t = await buildTestApp();
    } finally {
      process.env.TEST_DATABASE_URL = PG_URL;
    }
    session = await t.signIn(order?.userId ?? '');
  });
  afterAll(async () => {
    await proxy?.start();
    await t?.close();
    await proxy?.close();
  });

  /** What a borrower's screens ask for: cached reads (order, settings), an uncached one, and a visitor's write. */
  const calls: [EndpointKey, () => CallOptions][] = [
    ['loanDetails', () => ({ sessionId: session, query: { orderId: order?.id ?? '' } })],
    ['contactKfInfo', () => ({ sessionId: session, body: { overall: 30 } })],
    ['problemList', () => ({ sessionId: session, body: {} })],
  ];
  const succeeded = (key: EndpointKey, res: CallResult) =>
    res.status === 200 && isSuccess(res.body, endpoints[key].signal);
  const messages = async () => (await t.db.selectFrom('contact_messages').select('id').execute()).length;

  it('refuses clearly while it is down and serves again once it is back, without a restart', async () => {
    for (const [key, options] of calls) expect(succeeded(key, await t.call(key, options()))).toBe(true);

    // The load: borrowers calling all along, each answer kept with the state of the database when it came.
    type State = 'up' | 'stopping' | 'down' | 'back';
    let state: State = 'up';
    // An answer to a call that began in one state and ended in another belongs to neither.
    const answers: { state: State | 'changing'; key: EndpointKey; res: CallResult }[] = [];
    const seen = (s: State, ok: boolean) =>
      answers.filter((a) => a.state === s && succeeded(a.key, a.res) === ok).length;
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const [key, options] = calls[i % calls.length] as (typeof calls)[number];
        while (loading) {
          const at = state;
          const res = await t.call(key, options());
          answers.push({ state: at === state ? at : 'changing', key, res });
          // A call answered from the read cache does no I/O: without a turn of the event loop, the load would
          // starve the rest of the test.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    try {
      await vi.waitFor(() => expect(seen('up', true)).toBeGreaterThanOrEqual(12), WAIT);

      state = 'stopping';
      await proxy.stop();
      // The read cache stands aside once its change feed is cut (a cached read could be served until then), so
      // from here every call needs the database.
      await vi.waitFor(() => expect(readCacheOf(t.db)?.isEnabled ?? false).toBe(false), WAIT);
      state = 'down';
      for (const [key, options] of calls) {
        const res = await t.call(key, options());
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ ...UNAVAILABLE, success: false });
      }
      const write = await t.call('contactMessage', { body: MESSAGE });
      expect(write.body).toEqual({ ...UNAVAILABLE, success: false });
      await vi.waitFor(() => expect(seen('down', false)).toBeGreaterThanOrEqual(12), WAIT);

      await proxy.start();
      state = 'back';
      // The same app instance, no restart: the first call after the start already succeeds.
      for (const [key, options] of calls) expect(succeeded(key, await t.call(key, options()))).toBe(true);
      expect((await t.call('contactMessage', { body: MESSAGE })).body).toMatchObject({ code: 0 });
      await vi.waitFor(() => expect(seen('back', true)).toBeGreaterThanOrEqual(12), WAIT);
    } finally {
      loading = false;
      await load;
    }

    // Only the message sent once it was back was kept: the refused one left nothing behind.
    expect(await messages()).toBe(1);
    // Every answer under load was a success or the one clear refusal: never a 500, a stack or another code.
    for (const { key, res } of answers) {
      if (succeeded(key, res)) continue;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ...UNAVAILABLE, success: false });
    }
    expect(seen('down', true)).toBe(0);
    expect(seen('back', false)).toBe(0);
  });
});
