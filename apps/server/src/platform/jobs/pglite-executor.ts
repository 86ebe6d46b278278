// pg-boss's database adapter ({ executeSql(text, values) }) over the embedded PGlite. Two things differ from pg:
// - PGlite is one connection that Kysely hands out one holder at a time (platform/db/pglite-dialect.ts): a pg-boss statement
//   sent straight to PGlite could land inside a Kysely transaction in progress. So each statement first takes
//   Kysely's connection (db.connection()), waiting its turn like any query.
// - pg-boss sends some texts of several statements without parameters (its schema, and maintenance wrapped in
//   BEGIN; pg_advisory_xact_lock; …; COMMIT): PGlite's query() takes one statement, so those go through exec(),
//   which answers with one result per statement (pg-boss reads the last, as pg gives). Should one fail half way,
//   the transaction it opened is rolled back, or the shared connection would stay in it.
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;
};

export function pgliteExecutor(db: Db, pglite: PGlite): SqlExecutor {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values.map(paramOf));
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        }
        try {
          const results = await pglite.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
        } catch (error) {
          await pglite.exec('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
  };
}

/** pg writes a plain object as JSON text; PGlite needs it written so. Dates, arrays and scalars pass as they are. */
function paramOf(value: unknown): unknown {
  if (value === null || value === undefined || value instanceof Date || Array.isArray(value))
    return value ?? null;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}
