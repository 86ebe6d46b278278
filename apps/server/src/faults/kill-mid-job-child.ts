// The process kill-mid-job.ts kills: a job queue (platform/jobs, pg-boss) on the database the environment names
// (DATABASE_URL, or the file-backed PGlite in DATA_DIR), with one worker whose effect must happen once: it credits
// a balance, keyed by the job's id, in one transaction. SEND=1 sends the job first. It prints "ran <jobId>" once the
// effect is committed and then waits (the test kills it there: before pg-boss hears the job is done), or
// "completed <jobId>" when a run ends.
import { sql } from 'kysely';
import { createDb } from '../platform/db/client';
import { createPgBossQueue } from '../platform/jobs/pg-boss-queue';

const db = await createDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  readCache: false,
});
await sql`CREATE TABLE IF NOT EXISTS fault_job_effects (job_id text PRIMARY KEY)`.execute(db);
await sql`CREATE TABLE IF NOT EXISTS fault_job_balance (id int PRIMARY KEY, amount int NOT NULL)`.execute(db);
await sql`INSERT INTO fault_job_balance VALUES (1, 0) ON CONFLICT DO NOTHING`.execute(db);
await sql`CREATE TABLE IF NOT EXISTS fault_job_runs (job_id text NOT NULL, pid int NOT NULL)`.execute(db);

const queue = createPgBossQueue({
  db,
  databaseUrl: process.env.DATABASE_URL || undefined,
  pollingSeconds: 0.5,
  maintenanceSeconds: 1,
  log: (message, error) => console.error(message, error),
});
queue.work<{ amount: number }>(
  'credit',
  { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1 },
  async (job) => {
    await sql`INSERT INTO fault_job_runs VALUES (${job.id}, ${process.pid})`.execute(db);
    // Idempotent by the job's id: a run after one that committed but was not marked done credits nothing.
    await db.transaction().execute(async (trx) => {
      const won = await sql`INSERT INTO fault_job_effects VALUES (${job.id}) ON CONFLICT DO NOTHING`.execute(
        trx,
      );
      if (Number(won.numAffectedRows ?? 0) === 1) {
        await sql`UPDATE fault_job_balance SET amount = amount + ${job.data.amount} WHERE id = 1`.execute(
          trx,
        );
      }
    });
    console.log(`ran ${job.id}`);
    // The first process is killed in here; a later one lets the run end.
    if (process.env.HANG === '1') await new Promise(() => {});
    console.log(`completed ${job.id}`);
  },
);
// A clean stop (SIGTERM) lets pg-boss record the run's end first, as the server's close does.
process.once('SIGTERM', () => {
  void queue
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
await queue.start();
if (process.env.SEND === '1')
  console.log(`sent ${(await queue.send('credit', { amount: 100 }, { key: 'once' })) ?? ''}`);
console.log('started');
