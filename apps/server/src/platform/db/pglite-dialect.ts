// A Kysely dialect for embedded PGlite. PGlite is one connection, so the driver hands it out to one holder at a
// time: a transaction keeps it until commit or rollback, and other queries wait their turn.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

class PGliteConnection implements DatabaseConnection {
  /** The statement sent last: what the holder of a connection held too long was doing (PGliteDriver's watch). */
  lastSql = '';

  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.lastSql = compiled.sql;
    const result = await this.db.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream');
  }
}

/** A holder keeping the one connection longer than this is reported (a transaction awaiting what it blocks). */
const HELD_TOO_LONG_MS = 15_000;

export type PGliteDialectOptions = {
  /** Destroying the handle leaves the database open, for whoever opened it to close (tests' pool). */
  keepOpen?: boolean;
  /** How long a holder may keep the connection before it is reported on stderr (HELD_TOO_LONG_MS). */
  heldTooLongMs?: number;
};

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  /** Since when the connection is held (0: free), how many wait for it, and whether this hold was reported. */
  private heldSince = 0;
  private waiting = 0;
  private reported = false;
  private watch: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly keepOpen: boolean,
    private readonly retired: () => boolean,
    private readonly heldTooLongMs: number,
  ) {
    this.connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
    // Everything waits while one holder keeps the connection: a request that never answers then leaves no trace
    // (a browser test's server once stopped answering with nothing logged). A hold past HELD_TOO_LONG_MS is told on
    // stderr, with the last statement Kysely sent (pg-boss's own hold the connection but go to PGlite directly).
    this.watch = setInterval(() => this.reportLongHold(), Math.min(5_000, this.heldTooLongMs / 3));
    this.watch.unref();
  }

  private reportLongHold(): void {
    if (this.heldSince === 0 || this.reported) return;
    const held = Date.now() - this.heldSince;
    if (held < this.heldTooLongMs) return;
    this.reported = true;
    process.stderr.write(
      `[pglite] the one connection has been held for ${held} ms, ${this.waiting} waiting; ` +
        `the last statement sent through Kysely: ${this.connection.lastSql.replace(/\s+/g, ' ').slice(0, 300)}\n`,
    );
  }

  private release: (() => void) | undefined;

  async acquireConnection(): Promise<DatabaseConnection> {
    // A database left open for another handle (keepOpen) must not take this one's late queries.
    if (this.retired()) throw new Error('This database handle has been destroyed.');
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    this.waiting++;
    await previous;
    this.waiting--;
    this.release = release;
    this.heldSince = Date.now();
    this.reported = false;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    this.heldSince = 0;
    release?.();
  }

  async destroy(): Promise<void> {
    clearInterval(this.watch);
    if (!this.keepOpen) await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  private isRetired = false;

  constructor(
    private readonly db: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}

  /**
   * No query of this dialect's handles reaches the database from now on. Kysely destroys a driver only once a query
   * has run, so a handle destroyed before its first query would still reach a database kept open (keepOpen).
   */
  retire(): void {
    this.isRetired = true;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(
      this.db,
      this.options.keepOpen === true,
      () => this.isRetired,
      this.options.heldTooLongMs ?? HELD_TOO_LONG_MS,
    );
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
