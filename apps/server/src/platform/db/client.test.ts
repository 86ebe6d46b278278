// @module-tag database: connections closed by the server, and reconnecting
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyPgliteTarball } from '../../test-helper';
import { freshPostgres } from '../../test-database';
import { createDb } from './client';
import { migrateToLatest } from './migrate';

const root = mkdtempSync(path.join(tmpdir(), 'pautang-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database', () => {
  it('creates its folder on a fresh clone and keeps data across restarts', async () => {
    const dataDir = path.join(root, 'data', 'pglite');
    // Started from the run's initdb copy, as PGlite's own initdb took most of the test's time on a busy machine;
    // the folder is still missing until createDb makes it, and the second start finds the data on disk.
    const first = await createDb({ dataDir, loadDataDir: emptyPgliteTarball() });
    await migrateToLatest(first);
    await first.insertInto('settings').values({ key: 'probe', value: 'kept' }).execute();
    await first.destroy();

    const second = await createDb({ dataDir });
    await migrateToLatest(second);
    const row = await second
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirst();
    await second.destroy();
    expect(row?.value).toBe('kept');
    // Work, not a wait (two starts and the migrations, on disk): on a busy machine it took more than the usual 30 s.
  }, 120_000);
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('PostgreSQL', () => {
  // A pooled connection the server closes while idle (a restart, an administrator, a dropped link) made pg-pool
  // emit 'error' with no listener: an uncaught exception that took the whole server down.
  it('survives an idle connection closed by the server, says so without values, and reconnects', async () => {
    const warned = new Promise<unknown[]>((resolve) => {
      vi.spyOn(console, 'warn').mockImplementationOnce((...args: unknown[]) => resolve(args));
    });
    const db = await createDb({ databaseUrl: pgUrl });
    const admin = new pg.Client({ connectionString: pgUrl });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const [message, error] = await warned;
      expect(message).toBe('database connection lost');
      expect(error).toMatchObject({ code: '57P01', message: 'database error 57P01' });
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      vi.restoreAllMocks();
      await admin.end();
      await db.destroy();
    }
  });

  // A handle destroyed before its first query (a job queue's test speaks through pg-boss's own pool) left its change
  // feed listening, and reconnecting every 10 s to a dropped database, for the rest of the process.
  it('closes its change feed when destroyed before any query', async () => {
    // A database of its own: the count is this handle's feed and nothing else's.
    const fresh = await freshPostgres(pgUrl!);
    const db = await createDb({ databaseUrl: fresh.url });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const listening = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and query = 'LISTEN pautang_changes'`,
          [new URL(fresh.url).pathname.slice(1)],
        )
      ).rows[0]!.n;
    try {
      await expect.poll(listening, { timeout: 10_000 }).toBe(1);
      await db.destroy();
      await expect.poll(listening, { timeout: 10_000 }).toBe(0);
    } finally {
      await admin.end();
      await fresh.drop();
    }
  });
});

describe('the embedded database’s one connection', () => {
  it('is reported on stderr, with the holder’s last statement, when a holder keeps it too long', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { Kysely } = await import('kysely');
    const { PGliteDialect } = await import('./pglite-dialect');
    const pglite = await PGlite.create();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite, { heldTooLongMs: 150 }) });
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const waiting = db.transaction().execute(async (trx) => {
        await sql`select 41 + 1 as held_here`.execute(trx);
        // Another query waits for the transaction: it is counted.
        const blocked = sql`select 1`.execute(db);
        await vi.waitFor(() => expect(written.join('')).toContain('held for'), { timeout: 5_000 });
        // Handed out in an object: a promise returned would be awaited by the transaction it waits for.
        return { blocked };
      });
      await (
        await waiting
      ).blocked;
    } finally {
      write.mockRestore();
      await db.destroy();
    }
    const report = written.join('');
    expect(report).toContain('1 waiting');
    expect(report).toContain('select 41 + 1 as held_here');
    // Once, for one hold.
    expect(report.match(/held for/g)).toHaveLength(1);
  });
});
