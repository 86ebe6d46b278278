// What the at-scale parts that load the real server on the book share (cold-reads.ts, soak.ts): starting the server
// as production starts it (a fresh process, so its read cache starts cold), signed-in borrowers drawn at random
// from the book by their derived session tokens, /metrics scraped, and every answer checked for an error envelope.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { BOOK_DATABASE_URL, sessionTokenFor, sessionTokenHash } from '../book/book-keys';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const serverDir = path.resolve(import.meta.dirname, '../..');
const BOOK_FLAGS = process.env.BENCH_BOOK_FLAGS ?? '/work/bench-book';

export { freePort } from '../../src/testing/free-port';

/**
 * The book as `bench:data` announced it (its ready flag: a JSON line with the URL and counts), the 1M book before
 * the small preset. Without a flag: the book's own counts.
 */
export async function bookFacts(client: pg.Client): Promise<Record<string, number | string>> {
  for (const flag of ['ready', 'ready-small']) {
    const file = path.join(BOOK_FLAGS, flag);
    if (!existsSync(file)) continue;
    const line = readFileSync(file, 'utf8').trim().split('\n')[0] ?? '{}';
    const facts = JSON.parse(line) as Record<string, unknown>;
    // The flag of the book measured: the 1M book and the small preset live in different databases.
    if (typeof facts.url === 'string' && facts.url !== BOOK_DATABASE_URL) continue;
    const flat: Record<string, number | string> = { flag };
    for (const [k, v] of Object.entries(facts)) {
      if (typeof v === 'number' || typeof v === 'string') flat[k] = v;
      else if (v && typeof v === 'object') {
        for (const [k2, v2] of Object.entries(v)) if (typeof v2 === 'number') flat[k2] = v2;
      }
    }
    return flat;
  }
  const { rows } = await client.query<{ users: string; orders: string }>(
    'select (select count(*) from users) as users, (select count(*) from orders) as orders',
  );
  return { borrowers: Number(rows[0]?.users), orders: Number(rows[0]?.orders), flag: 'none (own fixture)' };
}

export async function bookClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: BOOK_DATABASE_URL });
  await client.connect();
  return client;
}

/** A small, seeded generator: the same seed draws the same borrowers. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** A book borrower signed in: their session token (sessionTokenFor), and the user and device it was issued to. */
export type BookReader = { index: number; token: string; userId: string; deviceId: string };

/**
 * `count` distinct borrowers drawn at random from the first `borrowers` indices, with a live session in the book.
 * The book stores each token's hash; a borrower without one (or with it revoked or expired) is skipped.
 */
export async function drawReaders(
  client: pg.Client,
  count: number,
  borrowers: number,
  random: () => number,
): Promise<BookReader[]> {
  const wanted = Math.min(count, borrowers);
  const indices = new Set<number>();
  while (indices.size < wanted) indices.add(Math.floor(random() * borrowers));
  const byHash = new Map<string, { index: number; token: string }>();
  for (const index of indices) {
    const token = sessionTokenFor(index);
    byHash.set(sessionTokenHash(token), { index, token });
  }
  const hashes = [...byHash.keys()];
  const readers: BookReader[] = [];
  for (let i = 0; i < hashes.length; i += 10_000) {
    const { rows } = await client.query<{ token_hash: string; user_id: string; device_id: string }>(
      `select token_hash, user_id, device_id from sessions
        where token_hash = any($1) and revoked_at is null and expires_at > now()`,
      [hashes.slice(i, i + 10_000)],
    );
    for (const r of rows) {
      const key = byHash.get(r.token_hash);
      if (key) readers.push({ ...key, userId: r.user_id, deviceId: r.device_id });
    }
  }
  return shuffle(readers, random);
}

export const sessionQuery = (r: BookReader) => ({
  sessionId: r.token,
  userId: r.userId,
  deviceId: r.deviceId,
});

/**
 * The server as production starts it on the book: no demo data, the sandboxes chosen outright, the job queue off
 * (the book is shared: this instance must not sweep it, nor add pg-boss's schema to it), the per-address and
 * per-session limits raised (one address sends everything here; the limits still run on every call).
 * `script` may be a wrapper that imports src/server.ts (soak.ts reads the process's memory through one).
 */
export function startServer(
  port: number,
  env: Record<string, string> = {},
  script = 'src/server.ts',
): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: BOOK_DATABASE_URL,
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      DEMO: '0',
      NODE_ENV: 'production',
      APP_SECRET: 'bench-book-app-secret-0001',
      SEC_REGISTRATION_NO: 'CS-BENCH-0001',
      CERTIFICATE_OF_AUTHORITY_NO: 'BENCH-1',
      PAYMENT_GATEWAY: 'sandbox',
      PAYOUT_GATEWAY: 'sandbox',
      DIRECT_DEBIT: 'sandbox',
      SMS_PROVIDER: 'outbox',
      JOBS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000000',
      RATE_LIMIT_PER_SESSION: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url, { headers: XHR })).status < 500) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not listening: ${url}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** /metrics as name{labels} → value (loopback may read it when no METRICS_TOKEN is set). */
export async function scrape(base: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

export const cacheLookups = (m: Map<string, number>) => ({
  hits: m.get('pautang_read_cache_lookups_total{result="hit"}') ?? 0,
  misses: m.get('pautang_read_cache_lookups_total{result="miss"}') ?? 0,
});

/**
 * Counts the answers that were not a success: an HTTP status other than 200, or an envelope whose code is not 0.
 * A load of refusals would measure the wrong thing, so the parts fail when any is counted.
 */
export class AnswerCheck {
  failed = 0;
  answered = 0;
  readonly samples: string[] = [];
  readonly byKind: Record<string, number> = {};

  onResponse = (status: number, body: string): void => {
    this.answered++;
    let ok = status === 200;
    if (ok) {
      try {
        ok = Number((JSON.parse(body) as { code?: unknown }).code) === 0;
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      this.failed++;
      // By status and envelope code: 503 with code 1016 is the database out of reach (on this shared machine,
      // PostgreSQL at max_connections), a different failure from a refusal.
      const code = /"code":\s*"?(\w+)/.exec(body)?.[1] ?? '-';
      const kind = `HTTP ${status} code ${code}`;
      this.byKind[kind] = (this.byKind[kind] ?? 0) + 1;
      if (this.samples.length < 5) this.samples.push(`HTTP ${status} ${body.slice(0, 160)}`);
    }
  };
}

/** autocannon's own count of what did not come back as 2xx (errors, timeouts, statuses). */
export const transportErrors = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
