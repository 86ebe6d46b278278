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
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
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

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly db: PGlite,
    private readonly keepOpen: boolean,
    private readonly retired: () => boolean,
  ) {
    this.connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  private release: (() => void) | undefined;

  async acquireConnection(): Promise<DatabaseConnection> {
    // A database left open for another handle (keepOpen) must not take this one's late queries.
    if (this.retired()) throw new Error('This database handle has been destroyed.');
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
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
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.keepOpen) await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  private isRetired = false;

  /** keepOpen: destroying the handle leaves the database open, for whoever opened it to close (tests' pool). */
  constructor(
    private readonly db: PGlite,
    private readonly options: { keepOpen?: boolean } = {},
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
    return new PGliteDriver(this.db, this.options.keepOpen === true, () => this.isRetired);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
