// Test support for the migrations that add indexes (0029, 0031): a test database, and the plan of the SQL a
// repository issues (captured through Kysely's log) with sequential scans made dear, so a test asserts which index
// fits the query, never how fast it ran.
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { testDatabase, type TestDatabase } from '../../test-helper';
import { pgliteOf } from '../client';
import { PGliteDialect } from '../pglite-dialect';
import type { Database } from '../schema';

export type PlanDatabase = {
  database: TestDatabase;
  /** The plan of the one query `run` issues through the repositories. */
  planOf: (run: (db: Kysely<Database>) => Promise<unknown>) => Promise<string>;
  close: () => Promise<void>;
};

export async function planDatabase(): Promise<PlanDatabase> {
  const database = await testDatabase();
  const captured: CompiledQuery[] = [];
  const pglite = pgliteOf(database.db);
  const logging = new Kysely<Database>({
    dialect: database.url
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) })
      : new PGliteDialect(pglite!),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const planOf = async (run: (db: Kysely<Database>) => Promise<unknown>) => {
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
  };
  return {
    database,
    planOf,
    close: async () => {
      // On PGlite the logging Kysely shares the test database's PGlite, which database.close() closes.
      if (database.url) await logging.destroy();
      await database.close();
    },
  };
}
