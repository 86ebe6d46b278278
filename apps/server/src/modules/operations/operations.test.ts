// @module-tag wire: probes and scrapes reach the app as outside tools do (no marker, no session, any Host)
// Health and metrics (issue 31): /healthz, /readyz naming what is down within its bound, and /metrics restricted
// to a token or loopback, its counters moved by a borrower's call and a payment posted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import type { GenerateVcode } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import { pgliteOf } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import { resetDemoOrder } from '../../db/seed/demo-seed';
import { postbackDigest } from '../../lib/payment-gateway/gateway';
import { SANDBOX_PAGE } from '../../lib/payment-gateway/sandbox';
import { buildTestApp, testDatabase, type TestApp } from '../../test-helper';
import { getBusinessDate } from '../business-date/business-date.service';
import { loanStateOf } from '../orders/orders.service';
import { POSTBACK_PATH } from '../payments/gateway.routes';
import { readiness } from './health';

const TOKEN = 'metrics-token-for-the-test';
/** PostgreSQL's change feed is checked too (TEST_DATABASE_URL); the embedded database has none. */
const feed = process.env.TEST_DATABASE_URL ? { changeFeed: 'ok' } : {};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** As a probe sends it: by the instance's address, nothing else. */
const probe = (app: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: { host: '10.0.0.7:3000', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 ok to a probe addressing the instance by IP, never cached', async () => {
    const res = await probe(t, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with each check named', async () => {
    // On PostgreSQL the read cache serves once its change feed listens, which it does soon after the start.
    await vi.waitFor(() => expect(readCacheOf(t.db)?.isEnabled).toBe(true));
    const res = await probe(t, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', ...feed } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 naming the database when it is gone', async () => {
    const database = await testDatabase();
    const broken = await buildTestApp({}, { database });
    try {
      // The embedded database closed under the app, or the PostgreSQL database dropped.
      const pglite = pgliteOf(database.db);
      await (pglite ? pglite.close() : database.close());
      const res = await probe(broken, '/readyz');
      expect(res.statusCode).toBe(503);
      const body = res.json<{ status: string; checks: Record<string, string> }>();
      expect(body.status).toBe('down');
      expect(body.checks.database).toMatch(/^down: /);
    } finally {
      await broken.close();
      await database.close().catch(() => undefined);
    }
  });

  it('/readyz names the job queue when JOBS is on, once it has started', async () => {
    const withJobs = await buildTestApp({ jobs: true });
    try {
      await vi.waitFor(() => expect(readCacheOf(withJobs.db)?.isEnabled).toBe(true));
      const res = await probe(withJobs, '/readyz');
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok', ...feed } });
    } finally {
      await withJobs.close();
    }
  });

  // The answer comes (a hanging check does not hold it) and names the bound; how fast is a benchmark's matter, not a
  // timed test's (a loaded machine would make it flaky).
  it('a check that hangs is named down within the bound', async () => {
    const answer = await readiness({ database: async () => 1, redis: () => new Promise(() => {}) });
    expect(answer).toEqual({
      ready: false,
      checks: { database: 'ok', redis: 'down: no answer within 80 ms' },
    });
  });
});

describe('/metrics', () => {
  it('without METRICS_TOKEN: served to loopback, refused to any other address', async () => {
    const local = await probe(t, '/metrics', {}, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    expect(local.body).toContain('pautang_http_requests_total');
    const remote = await probe(t, '/metrics', {}, '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('pautang_');
  });

  it('with METRICS_TOKEN: refused without it or with another, even from loopback; served with it', async () => {
    const guarded = await buildTestApp({ metricsToken: TOKEN });
    try {
      expect((await probe(guarded, '/metrics', {}, '127.0.0.1')).statusCode).toBe(401);
      const wrong = await probe(guarded, '/metrics', { authorization: 'Bearer not-the-token-at-all' });
      expect(wrong.statusCode).toBe(401);
      const right = await probe(guarded, '/metrics', { authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('pautang_payments_posted_total');
    } finally {
      await guarded.close();
    }
  });

  it('counts a borrower’s call by its route, a payment posted, a postback refused and a text sent', async () => {
    const maria = await t.signIn('10001');
    const order = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };
    const bd = await getBusinessDate(t.db, t.clock.now);
    await resetDemoOrder(t.db, 'order-180', bd);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const due = accrue(loanStateOf(row), bd).dueAmount;
    const res = await t.call('generateVcode', {
      sessionId: maria,
      body: { channelNumber: 'GCSH', ...order, amount: due },
    });
    expect(res.body.message).toBe('success');
    const code = res.body.data as GenerateVcode;
    const paid = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
      payload: new URLSearchParams({ txnid: code.referenceNo, action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const forged = { txnid: code.referenceNo, refno: 'X', status: 'S', message: 'forged' };
    const refused = await t.app.inject({
      method: 'POST',
      url: POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...forged,
        digest: postbackDigest(forged, 'not-the-secret'),
      }).toString(),
    });
    expect(refused.body).toBe('result=FAIL_DIGEST_MISMATCH');

    const texted = await t.call('smsCode', { body: { phone: '09170000123' } });
    expect(texted.body.code).toBe(0);

    const text = (await probe(t, '/metrics')).body;
    expect(text).toContain('pautang_payments_posted_total{source="gateway"} 1');
    expect(text).toContain('pautang_postbacks_refused_total{result="FAIL_DIGEST_MISMATCH"} 1');
    expect(text).toContain('pautang_sms_sent_total{provider="outbox"} 1');
    // The call is counted under its route pattern, never its URL with the session and ids in it.
    // Its declared path, in either wire mode: the obfuscated one is rewritten to it before routing.
    const callRoute = API_PREFIX + endpoints.generateVcode.path;
    expect(text).toMatch(
      new RegExp(`pautang_http_requests_total\\{route="${callRoute}",method="\\w+",status="200"\\} 1\n`),
    );
    expect(text).toContain(`pautang_http_request_duration_seconds_count{route="${callRoute}"`);
    expect(text).not.toContain(code.referenceNo);
    expect(text).not.toContain('sessionId');
    // The read cache's lookups, from the reads above (the payment's writes emptied it, so they missed).
    expect(text).toMatch(/pautang_read_cache_lookups_total\{result="miss"\} [1-9]/);
    // The entries it holds, per table, beside its bound.
    expect(text).toContain('pautang_read_cache_entries{table="bound"} 20000');
    expect(text).toMatch(/pautang_read_cache_entries\{table="sessions"\} \d+\n/);
  });
});
