// The read cache: the rows every borrower read needs (the caller's session, the order, the product catalogue,
// the business-date setting, an order's live pay codes, a borrower's complaints) kept in memory, so a page or an API read costs no database round trip once warm.
//
// It can never serve a row older than the last write it could know of:
// - Every statement that writes goes through the database driver, which this cache wraps
//   (cachingDialect below). After a write, and again after the commit of the transaction it ran in, the table's
//   entries are dropped. So a borrower's next read on this instance sees their own write.
// - Other server instances (and anyone editing the database by hand) are heard through PostgreSQL: triggers
//   NOTIFY each changed row on commit (migration 0005), and change-feed.ts drops those entries. While that feed
//   is not connected, the cache stands aside and every read goes to the database.
// - A read that was in flight while a write landed does not store what it read (the generation check).
// - Entries also expire after a short time, a bound on any staleness nothing above foresaw.
// Reads inside a transaction never use the cache: only the database handle createDb returned is cached.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
} from 'kysely';

/** The tables whose rows are cached. A write to any other table leaves the cache alone. */
export const CACHED_TABLES = [
  'sessions',
  'orders',
  'products',
  'settings',
  'payments',
  'complaints',
] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

const isCached = (table: string): table is CachedTable =>
  (CACHED_TABLES as readonly string[]).includes(table);

/** `used`: read since it was stored or last given a second chance (see evictOne). */
type Entry = { value: unknown; at: number; used: boolean };

export type ReadCacheOptions = {
  /** Entries older than this are read again. */
  ttlMs?: number;
  /** Entries kept per table; past it, one not read lately is dropped (least recently used, nearly). */
  maxEntries?: number;
  /** Whether the cache serves reads from the start (PostgreSQL waits for its change feed). */
  enabled?: boolean;
  now?: () => number;
};

export class ReadCache {
  private readonly tables = new Map<CachedTable, Map<string, Entry>>();
  private generation = 0;
  private enabled: boolean;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Lookups answered from memory and lookups that went to the database, while serving (/metrics reads them). */
  hits = 0;
  misses = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.enabled = options.enabled ?? true;
    this.now = options.now ?? Date.now;
    for (const t of CACHED_TABLES) this.tables.set(t, new Map());
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** The most entries kept per table (the bound /metrics and the soak hold the counts against). */
  get entryBound(): number {
    return this.maxEntries;
  }

  /** Entries held now, per table (expired ones included until read or evicted: they still take memory). */
  entryCounts(): Record<CachedTable, number> {
    const counts = {} as Record<CachedTable, number>;
    for (const [table, entries] of this.tables) counts[table] = entries.size;
    return counts;
  }

  /** Turns the cache on or off; either way it starts empty, since writes may have gone unheard meanwhile. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get(table: CachedTable, key: string): unknown {
    if (!this.enabled) return undefined;
    const entries = this.tables.get(table);
    const entry = entries?.get(key);
    if (!entries || !entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    // Marked, not moved: moving a key to the end of a Map (delete, then set) rehashed the whole table every few
    // reads, 2.4 µs a read with 2,000 sessions cached. Eviction gives marked entries a second chance instead.
    entry.used = true;
    return entry.value;
  }

  /** Marks the start of a read from the database: pass the answer to set(). */
  begin(): number {
    return this.generation;
  }

  /** Stores what a read found, unless a write could have landed since it began. `undefined` is never stored. */
  set(table: CachedTable, key: string, value: unknown, begun: number): void {
    if (!this.enabled || begun !== this.generation || value === undefined) return;
    const entries = this.tables.get(table);
    if (!entries) return;
    entries.delete(key);
    entries.set(key, { value, at: this.now(), used: false });
    if (entries.size > this.maxEntries) evictOne(entries);
  }

  /** Drops one row's entry, or every entry of the table. */
  evict(table: string, key?: string): void {
    if (!isCached(table)) return;
    this.generation++;
    const entries = this.tables.get(table);
    if (key === undefined) entries?.clear();
    else entries?.delete(key);
  }

  clear(): void {
    this.generation++;
    for (const entries of this.tables.values()) entries.clear();
  }
}

/**
 * Drops the oldest entry not read since it was stored (the CLOCK approximation of least recently used): an older
 * entry that was read goes to the back, unmarked, for a second chance. Ends, since every entry passed is unmarked.
 */
function evictOne(entries: Map<string, Entry>): void {
  for (const [key, entry] of entries) {
    entries.delete(key);
    if (!entry.used) return;
    entry.used = false;
    entries.set(key, entry);
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The cache of a database handle made by createDb; undefined for a transaction or any other handle. */
export function readCacheOf(db: Kysely<never> | object): ReadCache | undefined {
  return caches.get(db);
}

export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * A read through the cache: the stored value when there is one, else `load()`, stored under table and key.
 * Without a cache (a transaction, a cache standing aside) it is just `load()`.
 */
export async function cachedRead<T>(
  db: object,
  table: CachedTable,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const cache = readCacheOf(db);
  if (!cache?.isEnabled) return load();
  const hit = cache.get(table, key);
  if (hit !== undefined) {
    cache.hits++;
    return hit as T;
  }
  cache.misses++;
  const begun = cache.begin();
  const value = await load();
  cache.set(table, key, value, begun);
  return value;
}

/** The tables a statement writes; undefined when it cannot tell (raw SQL that is not a plain select). */
export function writtenTables(node: RootOperationNode, sqlText: string): string[] | undefined {
  switch (node.kind) {
    case 'SelectQueryNode':
      return [];
    case 'InsertQueryNode':
      return node.into ? [node.into.table.identifier.name] : undefined;
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
    case 'MergeQueryNode': {
      const names: string[] = [];
      collectTables(node, names);
      return names.length > 0 ? names : undefined;
    }
    default:
      return /^\s*select\b/i.test(sqlText) ? [] : undefined;
  }
}

function collectTables(node: unknown, names: string[]): void {
  if (!node || typeof node !== 'object') return;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) {
    names.push(n.table.identifier.name);
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) collectTables(v, names);
    else if (value && typeof value === 'object') collectTables(value, names);
  }
}

class CachingConnection implements DatabaseConnection {
  /** Tables written inside the open transaction: dropped again once it commits or rolls back. */
  dirty: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly cache: ReadCache,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiled);
    this.written(writtenTables(compiled.query, compiled.sql));
    return result;
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.written(writtenTables(compiled.query, compiled.sql));
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  written(tables: string[] | undefined): void {
    if (tables === undefined) {
      this.cache.clear();
      this.dirty?.add('*');
      return;
    }
    for (const t of tables) {
      this.cache.evict(t);
      this.dirty?.add(t);
    }
  }

  settle(): void {
    const dirty = this.dirty;
    this.dirty = undefined;
    if (!dirty) return;
    if (dirty.has('*')) this.cache.clear();
    else for (const t of dirty) this.cache.evict(t);
  }
}

class CachingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly cache: ReadCache,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new CachingConnection(await this.inner.acquireConnection(), this.cache);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as CachingConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.dirty = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as CachingConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.settle();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as CachingConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.settle();
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.((connection as CachingConnection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as CachingConnection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as CachingConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as CachingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with every statement seen by the cache. */
export function cachingDialect(dialect: Dialect, cache: ReadCache): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CachingDriver(dialect.createDriver(), cache),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
