// The change feed: one PostgreSQL connection that LISTENs for the rows other writers changed (another server
// instance, the console, a hand edit), as the triggers of migration 0005 announce them on commit, and drops
// them from this instance's read cache. The cache serves reads only while this feed is connected: a change
// missed while it was down could otherwise be served for as long as an entry lives.
import pg from 'pg';
import { safeError } from '../http/log-safety';
import type { ReadCache } from './read-cache';

export const CHANGE_CHANNEL = 'pautang_changes';

/** Applies one notification ('orders:PT0000000174') to the cache. */
export function applyChange(cache: ReadCache, payload: string): void {
  const at = payload.indexOf(':');
  if (at < 0) {
    cache.clear();
    return;
  }
  cache.evict(payload.slice(0, at), payload.slice(at + 1));
}

export type ChangeFeed = { close: () => Promise<void> };

export function startChangeFeed(databaseUrl: string, cache: ReadCache): ChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client = c;
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = undefined;
      cache.setEnabled(false);
      if (error) console.warn('read cache: change feed lost, reading from the database', safeError(error));
      c.end().catch(() => {});
      if (!closed) timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (message) => applyChange(cache, message.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || client !== c) {
        await c.end().catch(() => {});
        return;
      }
      retryMs = 250;
      // Anything written before LISTEN took effect may be cached already: start empty.
      cache.setEnabled(true);
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      cache.setEnabled(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
