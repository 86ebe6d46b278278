// @module-tag wire: probes and scrapes reach the app as outside tools do (no marker, no session, any Host)
// @module-tag database: the job queue's depth is read from pg-boss's table, on PGlite and on PostgreSQL
// Health and metrics (issue 31): /healthz, /readyz naming what is down within its bound, and /metrics restricted
// to a token or loopback, its counters moved by a borrower's call and a payment posted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { accrue } from '@pautang/loan-engine';
import { pgliteOf } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import { resetDemoOrder } from '../../contexts/demo/index';
import { postbackDigest } from '../payment-gateway/gateway';
import { buildTestApp, testDatabase, type TestApp } from '../../test-helper';
import { payOnSandbox } from '../../testing/payments';
import { getBusinessDate } from '../../contexts/staff/index';
import { loanStateOf } from '../../contexts/lending/index';
import { POSTBACK_PATH } from '../../contexts/lending/index';
import { createPgBossQueue } from '../jobs/pg-boss-queue';
import { SWEEP_JOBS } from '../../flows/sweeps';
import { readiness } from './health';
import { createMetrics, watchJobQueue } from './metrics';
import { beginDrain } from './shutdown';

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

/**
 * /readyz once it says ready. Each check has an 80 ms bound, which a loaded test machine's database can miss (a
 * real probe simply asks again); what is asserted is the answer's shape and names, so it is asked until ready.
 */
async function readyAnswer(app: TestApp) {
  let last: Awaited<ReturnType<typeof probe>> | undefined;
  await vi.waitFor(
    async () => {
      last = await probe(app, '/readyz');
      expect(last.statusCode).toBe(200);
    },
    { timeout: 20_000, interval: 200 },
  );
  return last as Awaited<ReturnType<typeof probe>>;
}

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
    const res = await readyAnswer(t);
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
      const res = await readyAnswer(withJobs);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok', ...feed } });
    } finally {
      await withJobs.close();
    }
  });

  it('/readyz answers 503 draining once a shutdown began, and each answer then closes its connection', async () => {
    const draining = await buildTestApp();
    try {
      beginDrain(draining.app);
      const res = await probe(draining, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      expect(res.headers.connection).toBe('close');
      // Other requests are still answered while draining (a balancer may send a few more), closing theirs too.
      const health = await probe(draining, '/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await draining.close();
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
    const code = await payOnSandbox(t, maria, order, due);
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

describe('/metrics: the job queue', () => {
  it('shows each queue’s depth: a run queued by this instance, and one queued by another', async () => {
    // The notification sweep's next run waits an hour: queued as the queue starts, and still waiting. The payout
    // sweep is off here (0 s): this instance never queues it.
    const withJobs = await buildTestApp({ jobs: true, notifySweepSeconds: 3600 });
    const other = createPgBossQueue({ db: withJobs.db, databaseUrl: withJobs.database.url, log: () => {} });
    try {
      // Another instance runs the payout sweep hourly: its next run is queued as it starts.
      other.every(SWEEP_JOBS.payouts, 3600, async () => {});
      await other.start();
      const text = (await probe(withJobs, '/metrics', {}, '127.0.0.1')).body;
      expect(text).toContain(`pautang_job_queue_depth{queue="${SWEEP_JOBS.notifications}"} 1`);
      expect(text).toContain(`pautang_job_queue_depth{queue="${SWEEP_JOBS.payouts}"} 1`);
      // A queue this instance works with nothing waiting is listed at 0 (reminders run at start, not waiting).
      expect(text).toMatch(/pautang_job_queue_depth\{queue="anonymise-sweep"\} \d/);
      expect(text).toContain('# TYPE pautang_jobs_running gauge');
    } finally {
      await other.stop();
      await withJobs.close();
    }
  }, 30_000);

  it('reads the depth at most once per cache period, and a scrape never waits past its timeout', async () => {
    const metrics = createMetrics(t.db);
    let reads = 0;
    let depth = 3;
    let hang = false;
    watchJobQueue(
      metrics,
      {
        depth: () => {
          reads++;
          return hang ? new Promise(() => {}) : Promise.resolve({ 'payout-sweep': depth });
        },
        running: () => ['payout-sweep'],
      },
      60_000,
      20,
    );
    const scrape = () => metrics.registry.metrics();
    expect(await scrape()).toContain('pautang_job_queue_depth{queue="payout-sweep"} 3');
    expect(await scrape()).toContain('pautang_jobs_running{job="payout-sweep"} 1');
    depth = 4;
    // Within the period: the count read before, no second read.
    expect(await scrape()).toContain('pautang_job_queue_depth{queue="payout-sweep"} 3');
    expect(reads).toBe(1);
    // A fresh metrics set with no cache period: the depth moves with what is queued; a hanging read is cut.
    const fresh = createMetrics(t.db);
    watchJobQueue(
      fresh,
      { depth: () => (hang ? new Promise(() => {}) : Promise.resolve({ q: depth })), running: () => [] },
      0,
      20,
    );
    expect(await fresh.registry.metrics()).toContain('pautang_job_queue_depth{queue="q"} 4');
    depth = 5;
    expect(await fresh.registry.metrics()).toContain('pautang_job_queue_depth{queue="q"} 5');
    hang = true;
    // The database stopped answering: the scrape still answers, with the last count it had.
    expect(await fresh.registry.metrics()).toContain('pautang_job_queue_depth{queue="q"} 5');
  });
});
