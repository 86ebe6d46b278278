// npm run bench: the reminder run (issue 29). On PostgreSQL (a fresh database of its own, migrated and seeded),
// 100,000 due orders are seeded with multi-row INSERTs (1,000 rows a statement), each due in 3 or 1 days, today,
// or 1, 3 or 7 days late; then planReminders files the day's messages (one per order), a second run files none,
// and the delivery (deliverDueNotifications) sends them through the outbox SMS adapter. Reported: the planning's
// and the delivery's duration and messages per second, beside the SMS adapter's own rate measured in the same run
// (sends straight through deps.sms, 1 and 10 in flight), and whether any message was filed twice.
import { writeFileSync } from 'node:fs';
import { postgresReachable } from './bench-postgres';
import { sql } from 'kysely';
import { createFullWire } from '@pautang/contract/native-wire';
import { addDays } from '@pautang/loan-engine';
import { loadConfig } from '../src/platform/config';
import { createDb, type Db } from '../src/platform/db/client';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../src/contexts/demo/index';
import type { Deps } from '../src/platform/deps';
import { createEventBus } from '../src/platform/events/events';
import { createDirectDebit } from '../src/platform/direct-debit/direct-debit';
import { createGateway } from '../src/platform/payment-gateway/create-gateway';
import { createPayoutRail } from '../src/platform/payout/create-payout';
import { disabledJobQueue } from '../src/platform/jobs/jobs';
import { outboxSender } from '../src/platform/sms/sms';
import { MemoryStore } from '../src/platform/storage';
import { getBusinessDate } from '../src/contexts/staff/index';
import { deliverDueNotifications } from '../src/contexts/notifications/index';
import { planReminders } from '../src/contexts/notifications/index';
import { databaseOtpStore } from '../src/contexts/identity/index';
import { freshPostgres, migrateAndSeed, TEST_START } from '../src/test-database';
import { createMetrics } from '../src/platform/operations/metrics';
import { adapterRate } from './sms-rate';

const ORDERS = Number(process.env.BENCH_REMINDER_ORDERS ?? 100_000);
const SMS_SENDS = Number(process.env.BENCH_SMS_SENDS ?? 5_000);
const INSERT_ROWS = 1_000;
/** Days from the business date to each order's due date, in turn: one reminder each. */
const DISTANCES = [3, 1, 0, -1, -3, -7];
/** The delivery is given this long before the bench calls it unfinished. */
const DELIVERY_LIMIT_MS = 30 * 60_000;

/** The app's dependencies as app.ts builds them, on the bench's database and clock, with the outbox SMS adapter. */
function benchDeps(db: Db, databaseUrl: string | undefined, clock: () => Date): Deps {
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
    // The bench runs planning and delivery itself: no queue.
    jobs: disabledJobQueue(),
    otpStore: databaseOtpStore,
    metrics: createMetrics(db),
    // The bench makes no calls: nobody signs in.
    auth: { borrower: refuseCall, staff: refuseCall },
    events: createEventBus(db, clock, () => undefined),
  };
}

async function seed(db: Db, businessDate: string): Promise<void> {
  const spec = DEMO_ORDER_SPECS['order-174-delay'];
  if (!spec) throw new Error('no demo order-174-delay');
  const rows = (from: number) =>
    Array.from({ length: Math.min(INSERT_ROWS, ORDERS - from) }, (_, k) => from + k);
  for (let from = 0; from < ORDERS; from += INSERT_ROWS) {
    const ids = rows(from);
    await db
      .insertInto('users')
      .values(
        ids.map((i) => ({
          id: String(3_000_000 + i),
          mobile_phone: `0919${String(i).padStart(7, '0')}`,
          full_name: `Bench Borrower ${i}`,
          client_type: 'new' as const,
        })),
      )
      .execute();
    await db
      .insertInto('orders')
      .values(
        ids.map((i) => ({
          // prod-quick-5k: one payment 91 days after the payout.
          ...demoOrderRow(
            { ...spec, disbursedDaysAgo: 91 - (DISTANCES[i % DISTANCES.length] ?? 0) },
            businessDate,
          ),
          id: `PTB${String(i).padStart(9, '0')}`,
          user_id: String(3_000_000 + i),
        })),
      )
      .execute();
  }
}

async function run(url: string) {
  // A database of its own on the server, migrated and seeded as the tests' are; dropped at the end. No read cache:
  // the run is this one process, and the reminder run reads orders straight from the database anyway.
  const fresh = await freshPostgres(url);
  const database = { db: await createDb({ databaseUrl: fresh.url, readCache: false }), url: fresh.url };
  await migrateAndSeed(database.db);
  // 10:00 in Manila: outside the quiet hours, so the delivery may send at once.
  const clock = { now: new Date(TEST_START) };
  const deps = benchDeps(database.db, database.url, () => clock.now);
  try {
    const businessDate = await getBusinessDate(deps.db, clock.now);
    let started = performance.now();
    await seed(deps.db, businessDate);
    // Statistics, as autovacuum would gather them on a table that grew to this size: a bulk load has none yet.
    await sql`analyze orders, users`.execute(deps.db);
    const seedSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const { planned } = await planReminders(deps);
    const planSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const rerun = await planReminders(deps);
    const rerunSeconds = (performance.now() - started) / 1000;

    // The delivery, until nothing it can send is left (or its time is up).
    const outboxBefore = await countOutbox(deps.db);
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
    const texted = (await countOutbox(deps.db)) - outboxBefore;
    // A stub delivery sends nothing: its figures are left out rather than reported as zero.
    const deliveryWired = sent + failed > 0;

    const sms1 = await adapterRate(deps, SMS_SENDS, 1);
    const sms10 = await adapterRate(deps, SMS_SENDS, 10);

    const counts = await sql<{ total: string; distinct_keys: string; reminders: string }>`
      select count(*) as total,
        count(distinct (user_id, event, event_key)) as distinct_keys,
        count(*) filter (where event_key like 'PTB%') as reminders
      from notifications`.execute(deps.db);
    const row = counts.rows[0];
    const total = Number(row?.total ?? 0);
    const distinct = Number(row?.distinct_keys ?? 0);
    return {
      backend: 'PostgreSQL',
      orders: ORDERS,
      businessDate,
      dueDates: DISTANCES.map((d) => addDays(businessDate, d)),
      seedSeconds: round2(seedSeconds),
      planned,
      reminders: Number(row?.reminders ?? 0),
      planSeconds: round2(planSeconds),
      plannedPerSecond: Math.round(planned / planSeconds),
      rerunPlanned: rerun.planned,
      rerunSeconds: round2(rerunSeconds),
      deliveryWired,
      sent: deliveryWired ? sent : undefined,
      failed: deliveryWired ? failed : undefined,
      texted: deliveryWired ? texted : undefined,
      deliverySeconds: deliveryWired ? round2(deliverySeconds) : undefined,
      sentPerSecond: deliveryWired ? Math.round(sent / deliverySeconds) : undefined,
      smsSends: SMS_SENDS,
      smsPerSecond1: sms1,
      smsPerSecond10: sms10,
      notifications: total,
      distinctKeys: distinct,
      noDuplicate: total === distinct && (!deliveryWired || texted === sent),
    };
  } finally {
    await database.db.destroy();
    await fresh.drop();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const countOutbox = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

const pgUrl = await postgresReachable();
let result: Awaited<ReturnType<typeof run>> | undefined;
if (pgUrl) {
  result = await run(pgUrl);
  const r = result;
  console.log(`\nReminder run: ${r.orders} due orders on PostgreSQL, one reminder each, outbox SMS adapter`);
  console.log(
    '| orders | planned | plan s | planned/s | rerun planned | rerun s | delivery s | sent | sent/s | SMS adapter alone, sends/s (1 / 10 in flight) | duplicates |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.orders} | ${r.planned} | ${r.planSeconds} | ${r.plannedPerSecond} | ${r.rerunPlanned} | ${r.rerunSeconds} | ${r.deliveryWired ? r.deliverySeconds : 'not wired'} | ${r.deliveryWired ? r.sent : '-'} | ${r.deliveryWired ? r.sentPerSecond : '-'} | ${r.smsPerSecond1} / ${r.smsPerSecond10} | ${r.noDuplicate ? 'none' : 'FOUND'} |`,
  );
  if (!r.deliveryWired) {
    console.log('(Delivery: deliverDueNotifications sent nothing (still a stub): planning measured alone.)');
  }
} else {
  console.log('(PostgreSQL not reachable on 127.0.0.1:5432: the reminder run is not measured.)');
}
if (process.env.BENCH_RESULT)
  writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ reminders: result ?? null }));
if (result && (!result.noDuplicate || result.planned !== ORDERS || result.rerunPlanned !== 0)) {
  process.exitCode = 1;
}

function refuseCall(): never {
  throw new Error('the bench makes no calls');
}
