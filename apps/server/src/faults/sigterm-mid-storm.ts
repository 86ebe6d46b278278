// SIGTERM in the middle of the postback storm (issue 31: graceful shutdown), which sigterm-mid-storm-postgres.test.ts
// runs. The real server process takes signed gateway postbacks (some sent twice, shuffled, many at once, each on
// a connection of its own as a gateway sends them) while its job queue sends a long backlog of due notifications.
// Once a third of the postbacks are answered and a notification run is in progress, it is sent SIGTERM. Seen from
// outside: /readyz says draining with `Connection: close`, every postback is answered OK or refused in a way a
// gateway tries again (connection refused, or 503), and the process exits 0. In the database it leaves: the
// notification run in progress ended after its batch (none left claimed, none sent twice, the rest still due) and
// pg-boss holds no run active or failed. The unanswered postbacks are then sent again to a fresh instance, which also
// sends the rest of the notifications: the ledger is exact and every notification went out once.
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { DatabaseOptions } from '../platform/db/client';
import { upsertBusinessTime } from '../contexts/staff/index';
import { SWEEP_JOBS } from '../flows/sweeps';
import { POSTBACK_PATH } from '../contexts/lending/index';
import {
  expectLedgerExact,
  newRun,
  postbackBody,
  seedPayments,
  startServer,
  stopped,
  withDb,
  type Backend,
  type Payment,
  type Run,
} from './kill-mid-storm';

const IN_FLIGHT = 16;
/** SIGTERM comes once this share of the postbacks has been answered OK (and a notification run is in progress). */
const SIGNAL_AFTER = 1 / 3;
/** More than two runs' worth (a run sends at most 2,000, delivery.ts), so the signal finds the backlog unfinished. */
const NOTIFICATIONS = 5000;
/** The demo borrower with a mobile number who receives them. */
const USER = '10002';
const ENV = {
  JOBS: '1',
  NOTIFY_SWEEP_SECONDS: '1',
  REMINDER_SWEEP_SECONDS: '0',
  ANONYMISE_INTERVAL_SECONDS: '0',
  // The drain is long enough for the probes below to see it (they stop at the first refusal, not at a time).
  SHUTDOWN_DRAIN_MS: '3000',
  SHUTDOWN_GRACE_MS: '25000',
  // The shutdown's steps are logged at info.
  LOG_LEVEL: 'info',
};

const bodyOf = (i: number) => `shutdown storm notice ${String(i).padStart(5, '0')}`;

/** A backlog of due notifications, oldest first, and a business time outside the quiet hours (demo mode). */
async function seedNotifications(options: DatabaseOptions): Promise<void> {
  await withDb(options, async (db) => {
    await upsertBusinessTime(db, '10:00');
    const base = Date.now() - 3_600_000;
    for (let from = 0; from < NOTIFICATIONS; from += 1000) {
      await db
        .insertInto('notifications')
        .values(
          Array.from({ length: Math.min(1000, NOTIFICATIONS - from) }, (_, k) => {
            const i = from + k;
            const at = new Date(base + i).toISOString();
            return {
              id: `NSD${String(i).padStart(9, '0')}`,
              user_id: USER,
              event: 'shutdown-storm',
              event_key: `shutdown-storm-${i}`,
              title: 'Notice',
              body: bodyOf(i),
              legal: true,
              status: 'scheduled' as const,
              send_after: at,
              created_at: at,
            };
          }),
        )
        .execute();
    }
  });
}

/**
 * A connection refused, or reset before any answer: the closed listener's, or one still in its accept queue as it
 * closed (the kernel resets those). Either way nothing was read, and a gateway sends the postback again.
 */
const REFUSED = ['ECONNREFUSED', 'ECONNRESET'];

type Answer = 'result=OK' | 'HTTP 503' | 'refused' | string;

/** One request on a connection of its own (no keep-alive), as a gateway's sender makes it. */
function request(
  base: string,
  path: string,
  options: { method?: string; body?: string; agent?: http.Agent } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      base + path,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: options.body
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(options.body),
            }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', () => resolve({ error: 'cut mid-answer' }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(options.body);
  });
}

async function postback(base: string, p: Payment): Promise<Answer> {
  const res = await request(base, POSTBACK_PATH, { method: 'POST', body: postbackBody(p) });
  if ('error' in res) return REFUSED.includes(res.error) ? 'refused' : `error ${res.error}`;
  return res.status === 200 ? res.text : `HTTP ${res.status}`;
}

/** Sends the stream, IN_FLIGHT at a time, every one of it whatever the others were answered. */
async function storm(base: string, stream: Payment[], onOk: (oks: number) => void = () => {}) {
  const answers: Answer[] = [];
  let next = 0;
  let oks = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < stream.length) {
        const i = next++;
        answers[i] = await postback(base, stream[i] as Payment);
        if (answers[i] === 'result=OK') onOk(++oks);
      }
    }),
  );
  return answers;
}

/** The runs of a job in progress, as the instance's /metrics says (0 when it answers none). */
async function runsInProgress(base: string, job: string): Promise<number> {
  const res = await request(base, '/metrics');
  if ('error' in res) return 0;
  const line = new RegExp(`^pautang_jobs_running\\{job="${job}"\\} (\\d+)$`, 'm').exec(res.text);
  return Number(line?.[1] ?? 0);
}

async function smsSent(base: string): Promise<number> {
  const res = await request(base, '/metrics');
  if ('error' in res) return 0;
  return Number(/^pautang_sms_sent_total\{provider="outbox"\} (\d+)$/m.exec(res.text)?.[1] ?? 0);
}

/** /readyz asked again and again on one kept-alive client, from the signal until the listener refuses. */
async function probeUntilRefused(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  const seen: { status: number; body: string; connection: string }[] = [];
  try {
    for (;;) {
      const res = await request(base, '/readyz', { agent });
      if ('error' in res) return { seen, end: res.error };
      seen.push({ status: res.status, body: res.text, connection: String(res.headers.connection) });
    }
  } finally {
    agent.destroy();
  }
}

/** What the database holds of the seeded notifications and of pg-boss's runs of their sweep. */
async function notificationsOf(options: DatabaseOptions) {
  return withDb(options, async (db) => {
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'body', 'status', 'attempts'])
      .where('event', '=', 'shutdown-storm')
      .execute();
    const outbox = await db
      .selectFrom('sms_outbox')
      .select(['body'])
      .where('body', 'like', 'Pautang: shutdown storm notice %')
      .execute();
    const { rows: runs } = await sql<{ state: string; runs: number }>`
      SELECT state, count(*)::int AS runs FROM pgboss.job WHERE name = ${SWEEP_JOBS.notifications} GROUP BY state
    `.execute(db);
    const due = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['scheduled', 'sending'])
      .executeTakeFirstOrThrow();
    const texts = new Map<string, number>();
    for (const o of outbox) texts.set(o.body, (texts.get(o.body) ?? 0) + 1);
    return {
      byStatus: (status: string) => rows.filter((r) => r.status === status),
      /** How many texts each notification's body went out in. */
      textsOf: (body: string) => texts.get(`Pautang: ${body}`) ?? 0,
      outboxCount: outbox.length,
      runs: Object.fromEntries(runs.map((r) => [r.state, Number(r.runs)])),
      due: Number(due.n),
    };
  });
}

export async function sigtermMidStorm(make: (run: Run) => Backend | Promise<Backend>): Promise<void> {
  const run = newRun();
  let backend: Backend | undefined;
  try {
    backend = await make(run);
    const payments = await seedPayments(backend.options);
    await seedNotifications(backend.options);
    // Every fifth payment is posted twice, and the whole stream is shuffled.
    const stream = [...payments, ...payments.filter((_, i) => i % 5 === 0)];
    for (let i = stream.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [stream[i], stream[j]] = [stream[j] as Payment, stream[i] as Payment];
    }

    const first = await startServer(run, backend, ENV);
    let logs = '';
    first.child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    // The backlog is being sent before the storm starts.
    await vi.waitFor(async () => expect(await runsInProgress(first.base, SWEEP_JOBS.notifications)).toBe(1), {
      timeout: 30_000,
      interval: 50,
    });

    // At a third of the postbacks answered, the signal goes as soon as a notification run is seen in progress.
    const signalAt = Math.ceil(stream.length * SIGNAL_AFTER);
    let signalled: Promise<Awaited<ReturnType<typeof probeUntilRefused>>> | undefined;
    const signal = async () => {
      while ((await runsInProgress(first.base, SWEEP_JOBS.notifications)) === 0);
      first.child.kill('SIGTERM');
      return probeUntilRefused(first.base);
    };
    const answers = await storm(first.base, stream, (oks) => {
      if (oks === signalAt) signalled = signal();
    });
    expect(signalled).toBeDefined();
    const probes = await (signalled as NonNullable<typeof signalled>);
    await stopped(first.child);

    // It exited on its own, 0: within its bound (past it, it exits 1).
    expect({ code: first.child.exitCode, signal: first.child.signalCode }).toEqual({ code: 0, signal: null });
    // While it drained, /readyz said so, closing the connection after its answer; then the listener refused.
    const draining = probes.seen.filter((p) => p.status === 503);
    expect(draining.length).toBeGreaterThan(0);
    for (const p of draining)
      expect(p).toEqual({ status: 503, body: '{"status":"draining"}', connection: 'close' });
    expect(probes.seen.slice(probes.seen.indexOf(draining[0] as (typeof draining)[number]))).toEqual(
      draining,
    );
    expect(REFUSED).toContain(probes.end);
    // Every postback was answered OK, or refused in a way a gateway sends it again: nothing else, no cut answer.
    expect(answers.filter((a) => !['result=OK', 'HTTP 503', 'refused'].includes(a))).toEqual([]);
    expect(answers.filter((a) => a === 'result=OK').length).toBeGreaterThanOrEqual(signalAt);
    expect(logs).toContain('SIGTERM: draining, then closing');

    // The notification run in progress ended after its batch: none left claimed, none sent twice, the rest still
    // due for the next instance; pg-boss holds no run of the sweep active (left hanging) or failed (cut short).
    const between = await notificationsOf(backend.options);
    expect(between.byStatus('sending')).toEqual([]);
    const sentBefore = between.byStatus('sent');
    expect(sentBefore.length).toBeGreaterThan(0);
    expect(sentBefore.length).toBeLessThan(NOTIFICATIONS);
    for (const n of sentBefore) expect(between.textsOf(n.body)).toBe(1);
    for (const n of between.byStatus('scheduled')) {
      expect({ attempts: n.attempts, texts: between.textsOf(n.body) }).toEqual({ attempts: 0, texts: 0 });
    }
    expect(between.runs.active ?? 0).toBe(0);
    expect(between.runs.failed ?? 0).toBe(0);
    expect(between.runs.completed ?? 0).toBeGreaterThan(0);

    // The gateway sends the unanswered postbacks again, to a fresh instance: every one is answered OK. It sends the
    // rest of the backlog (the oldest first), then stops cleanly too.
    const second = await startServer(run, backend, { ...ENV, SHUTDOWN_DRAIN_MS: '0' });
    const unanswered = stream.filter((_, i) => answers[i] !== 'result=OK');
    expect(await storm(second.base, unanswered)).toEqual(unanswered.map(() => 'result=OK'));
    await vi.waitFor(async () => expect(await smsSent(second.base)).toBeGreaterThanOrEqual(between.due), {
      timeout: 120_000,
      interval: 200,
    });
    second.child.kill('SIGTERM');
    await stopped(second.child);
    expect(second.child.exitCode).toBe(0);

    await expectLedgerExact(backend.options, payments);
    const after = await notificationsOf(backend.options);
    expect(after.byStatus('sent').length).toBe(NOTIFICATIONS);
    expect(after.outboxCount).toBe(NOTIFICATIONS);
    expect(after.runs.failed ?? 0).toBe(0);
  } finally {
    run.end();
    await backend?.drop();
  }
}
