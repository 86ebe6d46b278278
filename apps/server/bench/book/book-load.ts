// Makes the book in a database: migrated as the app migrates, the demo seed (products, the demo staff) and the
// business date, then every borrower's rows through COPY, the dropped indexes made again, statistics gathered and
// the schema compared with the migrated one. Stage times and row counts come back for the build's report.
import { readFileSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, pgliteOf, type Db } from '../../src/platform/db/client';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { seedDemo } from '../../src/contexts/demo/index';
import { hashPassword } from '../../src/platform/password';
import { upsertBusinessDate } from '../../src/contexts/staff/index';
import { distinctLives } from './book-loans';
import { seedNumber } from './book-random';
import {
  BOOK_STAFF_PASSWORD,
  BOOK_TABLES,
  borrowerRows,
  staffRows,
  type BookOptions,
  type BookTable,
} from './book-rows';
import {
  dropSecondaryIndexes,
  recreateIndexes,
  schemaShape,
  shapeDifferences,
  type Query,
} from './book-schema';
import { pgliteSink, postgresSink, type BookSink } from './book-sink';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export type LoadResult = {
  stages: { stage: string; seconds: number }[];
  rows: Record<string, number>;
  borrowers: number;
  orders: number;
  ledger: number;
  complaints: number;
  distinctLoanLives: number;
  indexTimings: { index: string; ms: number }[];
};

/** Borrowers made between flushes (PGlite copies a batch at a time). */
const BATCH = 5_000;

/** The admin database on the same server: where the book's database is dropped and made. */
function adminUrl(url: string): { admin: string; name: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  return { admin: u.toString(), name };
}

export async function recreatePostgresDatabase(url: string): Promise<void> {
  const { admin, name } = adminUrl(url);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** A copy of the database under another name (CREATE DATABASE ... TEMPLATE): refused while anyone is connected. */
export async function copyDatabase(url: string, copy: string): Promise<void> {
  const { admin, name } = adminUrl(url);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists "${copy}" with (force)`);
    await client.query(`create database "${copy}" template "${name}"`);
  } finally {
    await client.end();
  }
}

export async function openTarget(target: Target): Promise<Db> {
  return target.kind === 'postgres'
    ? createDb({ databaseUrl: target.url, readCache: false })
    : createDb({ dataDir: target.dataDir, readCache: false });
}

export const queryOf =
  (db: Db): Query =>
  async (text) =>
    (await sql.raw(text).execute(db)).rows as Record<string, unknown>[];

/**
 * A book already loaded (bench:data --skip-load): its counts from the database, and the stage times from the
 * output of the build that loaded it, when given.
 */
export async function loadedBook(target: Target, borrowers: number, log?: string): Promise<LoadResult> {
  const db = await openTarget(target);
  const query = queryOf(db);
  try {
    const rows: Record<string, number> = {};
    for (const table of BOOK_TABLES) {
      rows[table] = Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0);
    }
    const number = async (text: string) => Number((await query(text))[0]?.n ?? 0);
    const stages = log
      ? [...readFileSync(log, 'utf8').matchAll(/^([a-z -]+): ([\d.]+) s$/gm)].map((m) => ({
          stage: m[1] ?? '',
          seconds: Number(m[2]),
        }))
      : [];
    return {
      stages,
      rows,
      borrowers,
      orders: await number(`select count(*) as n from orders where id like 'PK%'`),
      ledger: await number(`select count(*) as n from ledger_entries where order_id like 'PK%'`),
      complaints: await number(`select count(*) as n from complaints where id like 'CP0%'`),
      distinctLoanLives: 0,
      indexTimings: [],
    };
  } finally {
    await db.destroy();
  }
}

export async function loadBook(
  target: Target,
  borrowers: number,
  options: Omit<BookOptions, 'staffPasswordHash'>,
  log: (line: string) => void = () => {},
): Promise<LoadResult> {
  const stages: LoadResult['stages'] = [];
  let started = performance.now();
  const stage = (name: string) => {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    stages.push({ stage: name, seconds });
    log(`${name}: ${seconds} s`);
    started = performance.now();
  };

  if (target.kind === 'postgres') await recreatePostgresDatabase(target.url);
  else rmSync(target.dataDir, { recursive: true, force: true });
  const db = await openTarget(target);
  const query = queryOf(db);
  try {
    await migrateToLatest(db);
    await seedDemo(db, options.businessDate);
    await upsertBusinessDate(db, options.businessDate);
    const migrated = await schemaShape(query);
    stage('migrate and seed');

    const dropped = await dropSecondaryIndexes(query, BOOK_TABLES);
    const bookOptions: BookOptions = {
      ...options,
      staffPasswordHash: await hashPassword(BOOK_STAFF_PASSWORD),
    };
    const rows = Object.fromEntries(BOOK_TABLES.map((t) => [t, 0])) as Record<BookTable, number>;
    let sink: BookSink;
    if (target.kind === 'postgres') {
      sink = await postgresSink(async () => {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        return client;
      }, BOOK_TABLES);
    } else {
      const pglite = pgliteOf(db);
      if (!pglite) throw new Error('no PGlite under the database');
      sink = pgliteSink(pglite);
    }
    const emit = (table: BookTable, row: Parameters<BookSink['write']>[1]) => {
      rows[table]++;
      sink.write(table, row);
    };
    staffRows(bookOptions, emit);
    const root = seedNumber(options.seed);
    let orders = 0;
    let ledger = 0;
    let complaints = 0;
    for (let i = 0; i < borrowers; i++) {
      const facts = borrowerRows(i, bookOptions, emit, root);
      orders += facts.orders;
      ledger += facts.postings;
      complaints += facts.complaints;
      if ((i + 1) % BATCH === 0) {
        await sink.flush();
        if ((i + 1) % (BATCH * 20) === 0) log(`  ${i + 1} borrowers`);
      }
    }
    await sink.close();
    stage('generate and copy');

    const indexTimings = await recreateIndexes(query, dropped);
    stage('indexes');
    // VACUUM as well as ANALYZE: a database in service is vacuumed by autovacuum, which sets the visibility map that
    // index-only scans read (the collections book's counts, the review queue). Rows loaded by COPY are not all-visible
    // until a vacuum, and a PostgreSQL run with autovacuum off (this machine's) would never get there: without it,
    // each count over the book fetched every row from the table (the 1M book's overdue book: 1-3 s, not 30 ms).
    await query('vacuum (analyze)');
    stage('vacuum and analyze');

    const differences = shapeDifferences(migrated, await schemaShape(query));
    if (differences.length > 0) {
      throw new Error(
        `the book's indexes or constraints differ from the migrated ones:\n${differences.join('\n')}`,
      );
    }
    return {
      stages,
      rows,
      borrowers,
      orders,
      ledger,
      complaints,
      distinctLoanLives: distinctLives(),
      indexTimings,
    };
  } finally {
    await db.destroy();
  }
}
