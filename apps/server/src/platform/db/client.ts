// One Kysely over PostgreSQL: embedded PGlite (file-backed under ./data) by default, a real server with DATABASE_URL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { safeError } from '../http/log-safety';
import { startChangeFeed } from './change-feed';
import { PGliteDialect } from './pglite-dialect';
import { attachReadCache, cachingDialect, ReadCache } from './read-cache';
import type { Database } from './schema';
import { failingClearly } from './unavailable';

const INT8 = 20;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

// PostgreSQL writes '2026-11-21 02:05:00.123+00'; JavaScript needs 'T' and a full '+00:00' offset.
const toIso = (v: string) => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

/** The same row shapes from both drivers: counts as numbers, dates as strings, timestamps as UTC ISO. */
const parsers: Record<number, (v: string) => unknown> = {
  [INT8]: (v) => Number(v),
  [DATE]: (v) => v,
  [TIMESTAMPTZ]: toIso,
  [TIMESTAMP]: (v) => toIso(`${v}+00`),
};

/** The staff search by part of a name uses a trigram index (migration 0029); PostgreSQL has it from contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the pool's most connections (10 unless given). */
  databasePoolSize?: number | undefined;
  dataDir?: string | undefined;
  /** The read cache (platform/db/read-cache.ts); on unless false. */
  readCache?: boolean;
  /** PGlite only: start from this data directory (a tarball), not initdb; tests start from a prepared one. */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite only: an embedded database already open, used as it is and left open when the handle is destroyed, for
   * its opener to close or reuse (the server tests' pool of seeded databases, test-pglite-pool.ts).
   */
  pglite?: PGlite | undefined;
  /** Told of every statement (Kysely's log): the statements a read makes are counted by tests and looked at by hand. */
  log?: KyselyConfig['log'];
};

export type Db = Kysely<Database>;

const embedded = new WeakMap<Db, PGlite>();

/**
 * The embedded database under a Db, for the one client that must speak to it besides Kysely (the job queue,
 * platform/jobs: its multi-statement texts need PGlite's exec); undefined on PostgreSQL.
 */
export const pgliteOf = (db: Db): PGlite | undefined => embedded.get(db);

const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool under a Db on PostgreSQL (its use is a metric); undefined on PGlite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** The app's row shapes for a pg pool of one's own (counts as numbers, days as text): the migrations read rows. */
export const PG_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function createDb(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolSize ?? 10,
      types: PG_TYPES,
    });
    // An idle connection the server closes (a restart, an administrator, a dropped link) is dropped by the pool and
    // reopened by the next query; pg-pool reports it as an 'error' event, which unheard crashes the process.
    pool.on('error', (error) => console.warn('database connection lost', safeError(error)));
    // The pool listens to a connection only while it is idle. One lost while checked out (a query in flight when
    // PostgreSQL stops) would emit an unheard 'error' and crash the process; its query fails (the call answers
    // "try again", platform/db/unavailable.ts) and the pool discards it on release, so here it only needs hearing.
    pool.on('connect', (client) => client.on('error', () => {}));
    // A server we cannot reach answers every query with the "try again" AppError (platform/db/unavailable.ts).
    const dialect = failingClearly(new PostgresDialect({ pool }));
    if (options.readCache === false) return withPool(kyselyOf(dialect, options), pool);
    // Other writers are heard through the change feed; until it is listening, every read goes to the database.
    const cache = new ReadCache({ enabled: false });
    const feed = startChangeFeed(options.databaseUrl, cache);
    const db = withPool(cached(cachingDialect(dialect, cache), cache, options), pool);
    // The feed closes with the handle, not its driver: Kysely destroys a driver only once a query has run, and a
    // handle destroyed before any (a job queue's test that speaks through pg-boss's own pool) kept the feed
    // reconnecting to a dropped database for the life of the process.
    return beforeDestroy(db, feed.close);
  }
  const lent = options.pglite;
  const pglite = lent ?? (await openPglite(options));
  const dialect = new PGliteDialect(pglite, { keepOpen: lent !== undefined });
  // PGlite is this process's own: every writer goes through this driver, so no change feed is needed.
  const cache = new ReadCache();
  const db =
    options.readCache === false
      ? kyselyOf(dialect, options)
      : cached(cachingDialect(dialect, cache), cache, options);
  // A lent database outlives the handle: once destroyed, the handle must not reach it (see retire).
  return remember(lent ? beforeDestroy(db, async () => dialect.retire()) : db, pglite);
}

/**
 * Runs `work` when the handle is destroyed, before Kysely destroys its driver: Kysely destroys a driver only once a
 * query has run, so what must end with the handle cannot hang on the driver.
 */
function beforeDestroy(db: Db, work: () => Promise<void>): Db {
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await work();
    await destroy();
  };
  return db;
}

/** An embedded database, ready: in memory without dataDir (tests), from loadDataDir's tarball when given. */
export async function openPglite(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  // PGlite does not create missing parent folders (a fresh clone has no ./data).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  return pglite;
}

function withPool(db: Db, pool: pg.Pool): Db {
  pools.set(db, pool);
  return db;
}

function remember(db: Db, pglite: PGlite): Db {
  embedded.set(db, pglite);
  return db;
}

const kyselyOf = (dialect: Dialect, options: DatabaseOptions): Db =>
  new Kysely<Database>({ dialect, ...(options.log ? { log: options.log } : {}) });

function cached(dialect: Dialect, cache: ReadCache, options: DatabaseOptions): Db {
  const db = kyselyOf(dialect, options);
  attachReadCache(db, cache);
  return db;
}
