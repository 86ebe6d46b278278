// npm run bench, at scale: the reminder run over the whole benchmark book (issue 31), as bench/reminders.ts runs it
// over its 100,000 seeded orders: planReminders for the book's business date, a second plan that must file nothing,
// then the delivery (deliverDueNotifications) through the outbox SMS adapter until nothing is left, beside the
// adapter's own rate measured in the same run (sends straight through deps.sms, 1 and 10 in flight).
// It runs on a copy of the book (x_data_reminders: CREATE DATABASE ... TEMPLATE bench_book, dropped after), so the
// shared book is not changed; `npm run bench:data -- --copy-to x_data_reminders` leaves one ready, made before anyone
// else connected (a template copy is refused while the book has connections).
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { createFullWire } from '@pautang/contract/native-wire';
import { addDays } from '@pautang/loan-engine';
import { loadConfig } from '../../src/platform/config';
import { createDb, type Db } from '../../src/platform/db/client';
import type { Deps } from '../../src/platform/deps';
import { createEventBus } from '../../src/platform/events/events';
import { createDirectDebit } from '../../src/platform/direct-debit/direct-debit';
import { disabledJobQueue } from '../../src/platform/jobs/jobs';
import { createGateway } from '../../src/platform/payment-gateway/create-gateway';
import { createPayoutRail } from '../../src/platform/payout/create-payout';
import { outboxSender } from '../../src/platform/sms/sms';
import { MemoryStore } from '../../src/platform/storage';
import { findBusinessDate } from '../../src/contexts/staff/index';
import { deliverDueNotifications } from '../../src/contexts/notifications/index';
import { planReminders } from '../../src/contexts/notifications/index';
import { createMetrics } from '../../src/platform/operations/metrics';
import { databaseOtpStore } from '../../src/contexts/identity/index';
import { BOOK_DATABASE_URL, writeScalePart } from '../book/book-keys';
import { adapterRate } from '../sms-rate';

const COPY = 'x_data_reminders';
const SMS_SENDS = Number(process.env.BENCH_SMS_SENDS ?? 5_000);
/** The delivery is given this long before the run calls it unfinished. */
const DELIVERY_LIMIT_MS = 30 * 60_000;
const READY_FILE = '/work/bench-book/ready';

function urlOf(name: string): { url: string; admin: string; book: string } {
  const u = new URL(BOOK_DATABASE_URL);
  const book = decodeURIComponent(u.pathname.slice(1));
  u.pathname = `/${name}`;
  const url = u.toString();
  u.pathname = '/postgres';
  return { url, admin: u.toString(), book };
}

/** The copy of the book: the one bench:data left, or a new one (retried while the book has connections). */
async function prepareCopy(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const { url, admin, book } = urlOf(COPY);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const exists = async (name: string) =>
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!(await exists(book))) return undefined;
    if (!(await exists(COPY))) {
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`create database "${COPY}" template "${book}"`);
          break;
        } catch (error) {
          // 55006, "source database is being accessed by other users": others are measuring on the book.
          if ((error as { code?: string }).code !== '55006' || attempt >= 30) throw error;
          console.log(`${book} has connections: a copy is refused; trying again in 10 s (${attempt}/30)`);
          await new Promise((r) => setTimeout(r, 10_000));
        }
      }
    }
  } finally {
    await client.end();
  }
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists "${COPY}" with (force)`);
      await c.end();
    },
  };
}

/** The app's dependencies as app.ts builds them, on the copy and the run's clock, with the outbox SMS adapter. */
function benchDeps(db: Db, databaseUrl: string, clock: () => Date): Deps {
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '1' }), databaseUrl };
  return {
    db,
    config,
    wire: createFullWire(config.wireMode),
    clock,
    files: new MemoryStore(),
    gateway: createGateway(config, db, clock),
    payout: createPayoutRail(config, db, clock),
    debit: createDirectDebit(config),
    sms: outboxSender(db, clock),
    jobs: disabledJobQueue(),
    otpStore: databaseOtpStore,
    metrics: createMetrics(db),
    // The bench makes no calls: nobody signs in.
    auth: { borrower: refuseCall, staff: refuseCall },
    events: createEventBus(db, clock, () => undefined),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const count = async (db: Db, table: 'users' | 'orders' | 'ledger_entries' | 'complaints' | 'sms_outbox') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

async function run(copy: { url: string }) {
  const db = await createDb({ databaseUrl: copy.url, readCache: false });
  try {
    const businessDate = (await findBusinessDate(db)) ?? new Date().toISOString().slice(0, 10);
    // 10:00 in Manila on the book's business date: outside the quiet hours, so the delivery may send at once.
    const clock = { now: new Date(`${businessDate}T02:00:00.000Z`) };
    const deps = benchDeps(db, copy.url, () => clock.now);
    const book = {
      borrowers: await count(db, 'users'),
      orders: await count(db, 'orders'),
      ledger: await count(db, 'ledger_entries'),
      complaints: await count(db, 'complaints'),
      businessDate,
    };

    let started = performance.now();
    const { planned } = await planReminders(deps);
    const planSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const rerun = await planReminders(deps);
    const rerunSeconds = (performance.now() - started) / 1000;

    const outboxBefore = await count(db, 'sms_outbox');
    let sent = 0;
    let failed = 0;
    started = performance.now();
    for (;;) {
      const round = await deliverDueNotifications(deps);
      sent += round.sent;
      failed += round.failed;
      if (round.sent + round.failed === 0 || performance.now() - started > DELIVERY_LIMIT_MS) break;
    }
    const deliverySeconds = (performance.now() - started) / 1000;
    const texted = (await count(db, 'sms_outbox')) - outboxBefore;

    const sms1 = await adapterRate(deps, SMS_SENDS, 1);
    const sms10 = await adapterRate(deps, SMS_SENDS, 10);

    const byEvent = (
      await sql<{ event: string; n: string }>`
        select event, count(*) as n from notifications where event like 'due-%' or event like 'overdue-%'
        group by event order by event`.execute(db)
    ).rows.map((r) => ({ event: r.event, messages: Number(r.n) }));
    const totals = (
      await sql<{ total: string; distinct_keys: string }>`
        select count(*) as total, count(distinct (user_id, event, event_key)) as distinct_keys from notifications`.execute(
        db,
      )
    ).rows[0];
    const total = Number(totals?.total ?? 0);
    const distinct = Number(totals?.distinct_keys ?? 0);
    return {
      book,
      dueWindow: [addDays(businessDate, -7), addDays(businessDate, 3)],
      planned,
      byEvent,
      planSeconds: round2(planSeconds),
      plannedPerSecond: Math.round(planned / planSeconds),
      rerunPlanned: rerun.planned,
      rerunSeconds: round2(rerunSeconds),
      sent,
      failed,
      texted,
      deliverySeconds: round2(deliverySeconds),
      sentPerSecond: deliverySeconds > 0 ? Math.round(sent / deliverySeconds) : 0,
      smsSends: SMS_SENDS,
      smsPerSecond1: sms1,
      smsPerSecond10: sms10,
      notifications: total,
      distinctKeys: distinct,
      noDuplicate: total === distinct && texted === sent && rerun.planned === 0,
    };
  } finally {
    await db.destroy();
  }
}

const n = (x: number) => x.toLocaleString('en-US');

const copy = await prepareCopy();
if (!copy) {
  console.log(
    `(No benchmark book at ${BOOK_DATABASE_URL}: run \`npm run bench:data\`; the reminder run is not measured.)`,
  );
} else {
  let r: Awaited<ReturnType<typeof run>>;
  try {
    r = await run(copy);
  } finally {
    await copy.drop();
  }
  const ready = existsSync(READY_FILE)
    ? (JSON.parse(readFileSync(READY_FILE, 'utf8')) as { builtAt?: string })
    : {};
  const share = r.smsPerSecond10 > 0 ? r.sentPerSecond / r.smsPerSecond10 : 0;
  const markdown = [
    `On a copy of the book (${n(r.book.borrowers)} borrowers, ${n(r.book.orders)} orders, business date ${r.book.businessDate}), ` +
      `PostgreSQL, the outbox SMS adapter. Due dates in the window ${r.dueWindow[0]} to ${r.dueWindow[1]} come from the ` +
      'book as it is (not seeded for the run).',
    '',
    '| step | messages | seconds | per second |',
    '|---|---|---|---|',
    `| plan (planReminders over the book) | ${n(r.planned)} | ${r.planSeconds} | ${n(r.plannedPerSecond)} |`,
    `| plan again (must file none) | ${n(r.rerunPlanned)} | ${r.rerunSeconds} | - |`,
    `| delivery (deliverDueNotifications, outbox adapter) | ${n(r.sent)} sent, ${n(r.failed)} failed | ${r.deliverySeconds} | ${n(r.sentPerSecond)} |`,
    `| floor: the SMS adapter alone, 1 / 10 in flight | ${n(r.smsSends)} each | - | ${n(r.smsPerSecond1)} / ${n(r.smsPerSecond10)} |`,
    '',
    `Messages filed by reminder: ${r.byEvent.map((e) => `${e.event} ${n(e.messages)}`).join(', ')}.`,
    `Filed twice: ${r.noDuplicate ? 'none' : '**FOUND**'} (${n(r.notifications)} notifications, ${n(r.distinctKeys)} distinct keys; ` +
      `${n(r.texted)} texts in the outbox for ${n(r.sent)} sent). The delivery sends at ${Math.round(share * 100)} % of the adapter's own rate ` +
      '(10 in flight); no target is set in the issue beyond measuring it.',
  ].join('\n');
  writeScalePart({
    name: 'reminders-book',
    title: 'The reminder run over the book',
    order: 40,
    measuredAt: new Date().toISOString(),
    book: { ...r.book, ...(ready.builtAt ? { builtAt: ready.builtAt } : {}) },
    markdown,
    figures: r,
  });
  console.log(markdown);
  if (!r.noDuplicate) process.exitCode = 1;
}

function refuseCall(): never {
  throw new Error('the bench makes no calls');
}
