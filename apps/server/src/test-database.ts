// The database each test file starts on. Migrating and seeding took most of a file's start (an embedded database
// ran initdb, every migration and the demo seed, 20 s and more on a busy machine), so a run does it once
// (test-global-setup.ts) and each file starts from a copy: PGlite loads the prepared data directory, PostgreSQL
// clones a template database. A file that needs an empty or differently seeded database asks for a fresh one.
import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openPglite, type Db } from './platform/db/client';
import { migrateToLatest } from './platform/db/migrate';
import { PGliteDialect } from './platform/db/pglite-dialect';
import type { Database } from './platform/db/schema';
import { seedDemo } from './contexts/demo/index';
import { getBusinessDate } from './contexts/staff/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated and seeded PGlite data directory (a tarball), when the run is on PGlite. */
    pgliteTemplate: string | undefined;
    /** The file holding a PGlite data directory just past initdb: no table yet. */
    pgliteEmpty: string | undefined;
    /** The migrated and seeded template database on TEST_DATABASE_URL's server, when the run is on PostgreSQL. */
    postgresTemplate: string | undefined;
  }
}

/** Where every test clock starts: the seed's business date is this instant's Manila date. */
export const TEST_START = '2026-11-21T02:00:00.000Z';

/** The state every test file starts from: all migrations, and the demo seed as of TEST_START. */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, await getBusinessDate(db, new Date(TEST_START)));
}

/** An in-memory PGlite's data directory as a tarball: just past initdb, or migrated and seeded. */
export async function dumpPglite(state: 'empty' | 'seeded'): Promise<Uint8Array> {
  // With the app's row shapes (dates as text), as the seed reads rows back. Ready before it is dumped: dumped
  // before, PGlite left the dump waiting forever (and vitest's process ended on it, silently).
  const pglite = await openPglite({});
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    if (state === 'seeded') await migrateAndSeed(db);
    // Uncompressed: the copies are read from a local file, and each file's start would pay for the gunzip.
    const tarball = await pglite.dumpDataDir('none');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await db.destroy();
  }
}

async function onServer(url: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * A new database on the PostgreSQL server at `url`, and how to drop it: empty, or a copy of `template`. CREATE
 * DATABASE … TEMPLATE refuses while anyone is connected to the template, so the template takes no connections.
 */
export async function freshPostgres(
  url: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pautang_test_${randomBytes(6).toString('hex')}`;
  await onServer(url, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`).then(() => undefined),
  );
  return {
    url: databaseUrl(url, name),
    drop: () =>
      onServer(url, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`).then(() => undefined),
      ),
  };
}

/** Creates the migrated and seeded template database for one run; returns its name and how to drop it. */
export async function createPostgresTemplate(
  url: string,
  migrate: (databaseUrl: string) => Promise<void>,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `pautang_template_${randomBytes(6).toString('hex')}`;
  const drop = () =>
    onServer(url, async (admin) => {
      await admin.query(`alter database ${name} with is_template false`);
      await admin.query(`drop database if exists ${name} with (force)`);
    });
  await onServer(url, (admin) => admin.query(`create database ${name}`).then(() => undefined));
  try {
    await migrate(databaseUrl(url, name));
    // No connection from now on: a test's stray one would make every later copy fail.
    await onServer(url, (admin) =>
      admin
        .query(`alter database ${name} with is_template true allow_connections false`)
        .then(() => undefined),
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}
