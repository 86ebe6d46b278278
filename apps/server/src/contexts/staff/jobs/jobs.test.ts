// @module-tag database: the app's job queue (pg-boss) and its dead-letter list on PGlite and on PostgreSQL
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossQueue } from '../../../platform/jobs/pg-boss-queue';
import type { JobQueue } from '../../../platform/jobs/jobs';
import { emitEvent } from '../../../platform/events/events';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../../../test-helper';

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the app on its job queue', () => {
  let t: TestApp;
  /** Another instance's queue on the same database, with a job of its own that fails. */
  let other: JobQueue;
  let healed = false;
  let runs = 0;

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, anonymiseIntervalSeconds: 1, reportFiguresSeconds: 1 });
    await t.app.ready();
    other = createPgBossQueue({ db: t.db, databaseUrl: t.database.url, pollingSeconds: 0.5, log: () => {} });
    other.work<{ orderId: string }>('refund-notice', { retryLimit: 0 }, async (job) => {
      runs++;
      if (!healed) throw new Error(`no template for order ${job.data.orderId}`);
    });
    await other.start();
  }, 60_000);

  afterAll(async () => {
    await other.stop();
    await t.close();
  });

  it('anonymises a deleted account whose day has come, on its own (the sweep is a recurring job)', async () => {
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ deleted_at: t.clock.now.toISOString(), anonymise_on: '2000-01-01' })
      .where('id', '=', id)
      .execute();
    await until(async () => {
      const row = await t.db
        .selectFrom('users')
        .select('anonymised_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.anonymised_at != null;
    });
    const row = await t.db
      .selectFrom('users')
      .select(['full_name', 'mobile_phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: 'Deleted borrower', mobile_phone: `anonymised-${id}` });
  }, 30_000);

  it('keeps the portfolio report’s figures on its own, and the report reads them', async () => {
    await until(async () => {
      const kept = await t.db.selectFrom('report_book').select('computed_at').executeTakeFirst();
      return kept !== undefined;
    });
    const kept = await t.db.selectFrom('report_book').select('computed_at').executeTakeFirstOrThrow();
    const days = await t.db
      .selectFrom('report_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(days.n)).toBe(365);
    const credit = await staffCookie(t, 'credit');
    const res = await staffCall(t, credit, 'consolePortfolioReport', {});
    expect(res.status).toBe(200);
    expect((res.data as { figuresAt: string }).figuresAt).toBe(kept.computed_at);
  }, 30_000);

  it('runs a sweep one run at a time with two apps on the database, every period', async () => {
    const second = await buildTestApp({ jobs: true, anonymiseIntervalSeconds: 1 }, { database: t.database });
    await second.app.ready();
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await second.close();
    const runs = await sql<{ started_on: Date | string; completed_on: Date | string }>`
      SELECT started_on, completed_on FROM pgboss.job
      WHERE name = 'anonymise-sweep' AND state = 'completed' AND started_on >= ${since.toISOString()}
      ORDER BY started_on`.execute(t.db);
    const spans = runs.rows.map((r) => [
      Date.parse(String(r.started_on)),
      Date.parse(String(r.completed_on)),
    ]);
    // About one a second (the period, plus a poll's slack), never two chains, never two at once.
    expect(spans.length).toBeGreaterThanOrEqual(2);
    expect(spans.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? Infinity);
    }
  }, 40_000);

  it('lists a dead job for an admin, and an admin sends it again (audited); other roles are refused', async () => {
    const jobId = await other.send('refund-notice', { orderId: 'CP100' });
    const admin = await staffCookie(t, 'admin');
    await until(async () => {
      const list = await staffCall(t, admin, 'consoleDeadJobs', {});
      return (list.data as { jobs: unknown[] }).jobs.length > 0;
    });
    const list = await staffCall(t, admin, 'consoleDeadJobs', {});
    expect(list.status).toBe(200);
    expect(list.data).toEqual({
      enabled: true,
      jobs: [
        {
          id: jobId,
          name: 'refund-notice',
          dataSummary: '{"orderId":"CP100"}',
          error: 'no template for order CP100',
          attempts: 1,
          failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        },
      ],
    });

    const finance = await staffCookie(t, 'finance');
    expect((await staffCall(t, finance, 'consoleDeadJobs', {})).status).toBe(403);
    expect((await staffCall(t, finance, 'consoleRetryJob', { id: jobId ?? '' })).status).toBe(403);
    expect((await staffCall(t, admin, 'consoleRetryJob', { id: 'CP000000000000' })).status).toBe(404);
    expect(
      (await staffCall(t, admin, 'consoleRetryJob', { id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);

    healed = true;
    const retried = await staffCall(t, admin, 'consoleRetryJob', { id: jobId ?? '' });
    expect(retried.status).toBe(200);
    expect(retried.data).toMatchObject({ job: { id: jobId, name: 'refund-notice' } });
    await until(async () => runs === 2);
    await until(async () => {
      const after = await staffCall(t, admin, 'consoleDeadJobs', {});
      return (after.data as { jobs: unknown[] }).jobs.length === 0;
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_kind', 'subject_id', 'actor_name'])
      .where('subject_id', '=', jobId ?? '')
      .execute();
    expect(audit).toEqual([
      {
        action: 'job.retried',
        subject_kind: 'job',
        subject_id: jobId,
        actor_name: expect.any(String) as unknown,
      },
    ]);
    // Sent again once only: it is no longer dead.
    expect((await staffCall(t, admin, 'consoleRetryJob', { id: jobId ?? '' })).status).toBe(404);
  }, 60_000);
});

describe('events between contexts, as operations see them', () => {
  it('an event written outside any request reaches its subscriber through the queue, on its own', async () => {
    const t = await buildTestApp({ jobs: true });
    try {
      await t.app.ready();
      const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      // No request: only the queue's relay (every few seconds) can deliver it.
      await t.db.transaction().execute((trx) =>
        emitEvent(trx, t.clock.now, {
          type: 'complaint.replied',
          payload: { id: 'RELAY-REPLY-1', userId: user.id, complaintId: 'RELAY-CP-1' },
        }),
      );
      await until(async () => {
        const filed = await t.db
          .selectFrom('notifications')
          .select('id')
          .where('event_key', '=', 'RELAY-REPLY-1')
          .executeTakeFirst();
        return filed !== undefined;
      }, 30_000);
      const admin = await staffCookie(t, 'admin');
      await until(async () => {
        const owed = (await staffCall(t, admin, 'consoleOwedEvents', {})).data as {
          events: { type: string }[];
        };
        return !owed.events.some((e) => e.type === 'complaint.replied');
      });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('lists the events not yet delivered to every subscriber for an admin, until a request delivers them; other roles are refused', async () => {
    const t = await buildTestApp();
    try {
      // Signed in first: every request delivers what is owed before its answer leaves.
      const admin = await staffCookie(t, 'admin');
      const finance = await staffCookie(t, 'finance');
      const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      await t.db.transaction().execute((trx) =>
        emitEvent(trx, new Date('2026-11-21T03:00:00.000Z'), {
          type: 'refund.sent',
          payload: { id: 'OWED-RF-1', userId: user.id, amount: 1500, account: 'GCash **** 0001' },
        }),
      );
      // The list is read before this request's own delivery runs.
      const before = await staffCall(t, admin, 'consoleOwedEvents', {});
      expect(before.status).toBe(200);
      expect(before.data).toEqual({
        events: [
          {
            id: expect.any(String),
            type: 'refund.sent',
            occurredAt: '2026-11-21T03:00:00.000Z',
            deliveredTo: [],
          },
        ],
      });
      expect((await staffCall(t, finance, 'consoleOwedEvents', {})).status).toBe(403);
      expect((await staffCall(t, admin, 'consoleOwedEvents', {})).data).toEqual({ events: [] });
    } finally {
      await t.close();
    }
  });
});
