// For the index migrations' tests (0029, 0030): the plan of the SQL a repository issues, captured through Kysely's
// log and explained on the same database with sequential scans made dear, so a test asserts which index exists and
// fits the query, never how fast it ran.
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testDatabase, type TestDatabase } from '../../test-helper';
import { pgliteOf } from './client';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

type PlanCapture = {
  /** The plan of the first query `run` issues. */
  planOf: (run: (db: Kysely<Database>) => Promise<unknown>) => Promise<string>;
  close: () => Promise<void>;
};

function planCapture(database: TestDatabase): PlanCapture {
  const captured: CompiledQuery[] = [];
  const logging = new Kysely<Database>({
    dialect: database.url
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) })
      : new PGliteDialect(pgliteOf(database.db)!),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  return {
    planOf: async (run) => {
      captured.length = 0;
      await run(logging);
      const query = captured[0];
      if (!query) throw new Error('no query captured');
      return logging.connection().execute(async (conn) => {
        await sql`set enable_seqscan = off`.execute(conn);
        try {
          const { rows } = await conn.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await sql`reset enable_seqscan`.execute(conn);
        }
      });
    },
    // On PGlite the logging Kysely shares the test database's PGlite, which database.close() closes.
    close: async () => {
      if (database.url) await logging.destroy();
    },
  };
}

/** A fresh test database for the whole test file, and the plans of the queries run on it. */
export function plansOfTestDatabase(): { database: () => TestDatabase; planOf: PlanCapture['planOf'] } {
  let database: TestDatabase | undefined;
  let plans: PlanCapture | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    plans = planCapture(database);
  });
  afterAll(async () => {
    await plans?.close();
    await database?.close();
  });
  return {
    database: () => database!,
    planOf: (run) => plans!.planOf(run),
  };
}
