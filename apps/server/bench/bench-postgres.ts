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
