// @module-tag database: the job queue is pg-boss on PGlite (through our executor) and on PostgreSQL (its own pool); both run these
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../test-helper';
import type { JobQueue } from './jobs';
import { createPgBossQueue, jobIdOf } from './pg-boss-queue';

const opened: { queues: JobQueue[]; databases: TestDatabase[] } = { queues: [], databases: [] };

afterEach(async () => {
  for (const queue of opened.queues.splice(0)) await queue.stop();
  for (const database of opened.databases.splice(0)) await database.close();
});

async function database(): Promise<TestDatabase> {
  const d = await testDatabase();
  opened.databases.push(d);
  return d;
}

function queueOn(d: TestDatabase): JobQueue {
  const queue = createPgBossQueue({
    db: d.db,
    databaseUrl: d.url,
    pollingSeconds: 0.5,
    log: () => {},
  });
  opened.queues.push(queue);
  return queue;
}

/** Waits until the check holds, or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue', () => {
  it('runs a job sent, and a second send of the same key adds nothing', async () => {
    const d = await database();
    const queue = queueOn(d);
    const seen: { id: string; data: unknown }[] = [];
    queue.work<{ n: number }>('echo', {}, async (job) => {
      seen.push({ id: job.id, data: job.data });
    });
    await queue.start();
    const first = await queue.send('echo', { n: 1 }, { key: 'order-1' });
    expect(first).toBe(jobIdOf('echo', 'order-1'));
    expect(await queue.send('echo', { n: 2 }, { key: 'order-1' })).toBeNull();
    await until(() => seen.length === 1);
    await sleep(1500);
    expect(seen).toEqual([{ id: first, data: { n: 1 } }]);
  }, 30_000);

  it('runs a job sent before a restart, once, after it', async () => {
    const d = await database();
    const before = queueOn(d);
    const ranBefore: string[] = [];
    before.work('survivor', {}, async (job) => void ranBefore.push(job.id));
    await before.start();
    const id = await before.send('survivor', { what: 'kept' }, { startAfter: 2 });
    await before.stop();
    expect(ranBefore).toEqual([]);

    const after = queueOn(d);
    const ranAfter: string[] = [];
    after.work('survivor', {}, async (job) => void ranAfter.push(job.id));
    await after.start();
    await until(() => ranAfter.length === 1);
    await sleep(1000);
    expect(ranAfter).toEqual([id]);
  }, 30_000);

  it('runs each job once across two instances on one database', async () => {
    const d = await database();
    const runs = new Map<string, number>();
    const count = (id: string) => runs.set(id, (runs.get(id) ?? 0) + 1);
    const a = queueOn(d);
    const b = queueOn(d);
    for (const queue of [a, b]) {
      queue.work('shared', {}, async (job) => {
        count(job.id);
        await sleep(20);
      });
    }
    await Promise.all([a.start(), b.start()]);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).send('shared', { i })),
    );
    await until(() => runs.size === 20, 20_000);
    await sleep(1500);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  }, 40_000);

  it('starts several instances at once on one database (their queues made once, none refused)', async () => {
    const d = await database();
    const queues = Array.from({ length: 5 }, () => queueOn(d));
    for (const queue of queues) {
      for (const name of ['alpha', 'beta', 'gamma']) queue.work(name, {}, async () => {});
      queue.every('delta', 5, async () => {});
    }
    await Promise.all(queues.map((queue) => queue.start()));
    expect(await queues[0]?.send('gamma', {})).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('runs a recurring job every second, one run at a time across two instances', async () => {
    const d = await database();
    let running = 0;
    let most = 0;
    let runs = 0;
    const tick = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(300);
      running--;
      runs++;
    };
    const a = queueOn(d);
    const b = queueOn(d);
    a.every('tick', 1, tick);
    b.every('tick', 1, tick);
    await Promise.all([a.start(), b.start()]);
    const startedAt = Date.now();
    await until(() => runs >= 3, 20_000);
    expect(most).toBe(1);
    // Not two chains of runs: at about one run per 1.3 s (1 s apart, 0.3 s each), with polling's slack.
    expect(runs).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 1000) + 1);
  }, 40_000);

  it('runs a job marked runAtStart at each start, though its periodic run is waiting', async () => {
    const d = await database();
    let runs = 0;
    const first = queueOn(d);
    first.every('plan', 600, async () => void runs++, { runAtStart: true });
    await first.start();
    await until(() => runs === 1);
    await first.stop();

    // The periodic run (in 600 s) waits in the database; the restart still runs it at once, and only once.
    const second = queueOn(d);
    second.every('plan', 600, async () => void runs++, { runAtStart: true });
    await second.start();
    await until(() => runs === 2);
    await sleep(1500);
    expect(runs).toBe(2);
  }, 30_000);

  it('retries with backoff and lists the job as dead after its last try; sent again, it runs', async () => {
    const d = await database();
    const queue = queueOn(d);
    const tries: number[] = [];
    let healed = false;
    queue.work<{ orderId: string }>('flaky', { retryLimit: 2, retryDelaySeconds: 1 }, async (job) => {
      tries.push(Date.now());
      if (!healed) throw new Error(`the rail refused order ${job.data.orderId}`);
    });
    await queue.start();
    const id = await queue.send('flaky', { orderId: 'CP1' });
    await until(async () => (await queue.deadJobs(10)).length === 1, 30_000);
    expect(tries).toHaveLength(3);
    // Backoff: the second wait is longer than the first.
    const [t0 = 0, t1 = 0, t2 = 0] = tries;
    expect(t2 - t1).toBeGreaterThan(t1 - t0);
    const [dead] = await queue.deadJobs(10);
    expect(dead).toMatchObject({
      id,
      name: 'flaky',
      data: { orderId: 'CP1' },
      error: 'the rail refused order CP1',
      attempts: 3,
    });
    expect(Date.parse(dead?.failedAt ?? '')).not.toBeNaN();

    healed = true;
    expect(await queue.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await queue.retry(id ?? '')).toBe(true);
    await until(() => tries.length === 4);
    await until(async () => (await queue.deadJobs(10)).length === 0);
  }, 60_000);
});
