// A PostgreSQL we cannot reach (stopped, restarting, the link to it cut) is a clear refusal the borrower can retry
// (1016, "try again"), never a 500: the driver's connection failures become that typed error where they happen,
// so every call, page render and postback meets the same AppError. What PostgreSQL itself answers about a
// statement (a unique violation, a lock time-out) passes through untouched: callers depend on those.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { ErrorCode } from '@pautang/contract/errors';
import { AppError } from '../errors';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our records just now. Please try again in a minute.';

/** Socket failures, as Node reports them when connecting or mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, starting up), 53300 (too many clients). */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres says a connection died in words, without a code. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return LOST_CONNECTION.test(error.message);
}

export const databaseUnavailable = () => new AppError(ErrorCode.Unavailable, DATABASE_UNAVAILABLE_MESSAGE);

async function clearly<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw isConnectionFailure(error) ? databaseUnavailable() : error;
  }
}

class ClearConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return clearly(() => this.inner.executeQuery<R>(compiled));
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(compiled, chunkSize);
    } catch (error) {
      throw isConnectionFailure(error) ? databaseUnavailable() : error;
    }
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as ClearConnection).inner;

class ClearDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return clearly(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ClearConnection(await clearly(() => this.inner.acquireConnection()));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return clearly(() => this.inner.beginTransaction(innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return clearly(() => this.inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return clearly(() => this.inner.rollbackTransaction(innerOf(connection)));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await clearly(async () => this.inner.savepoint?.(innerOf(connection), name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await clearly(async () => this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await clearly(async () => this.inner.releaseSavepoint?.(innerOf(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its connection failures turned into the "try again" AppError. */
export function failingClearly(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ClearDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
