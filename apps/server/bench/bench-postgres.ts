// The PostgreSQL a bench measures beside the embedded database: BENCH_DATABASE_URL, or the local one.
import pg from 'pg';

/** Its URL when it answers, else undefined (the bench then leaves its PostgreSQL rows out). */
export async function postgresReachable(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Runs `measure` on the embedded PGlite, then on PostgreSQL when it answers (TEST_DATABASE_URL set for it, as the
 * test helper's databases read it). Answers each run's result, and whether PostgreSQL's was measured.
 */
export async function onEachBackend<T>(
  measure: (backend: 'embedded PGlite' | 'PostgreSQL') => Promise<T>,
): Promise<{ results: T[]; onPostgres: boolean }> {
  const results: T[] = [];
  delete process.env.TEST_DATABASE_URL;
  results.push(await measure('embedded PGlite'));
  const pgUrl = await postgresReachable();
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    results.push(await measure('PostgreSQL'));
  }
  return { results, onPostgres: pgUrl !== undefined };
}
