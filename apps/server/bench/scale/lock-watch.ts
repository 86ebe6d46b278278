// What a migration does to the tables others write (issue 31): while it runs on one connection, a second polls
// pg_locks for that connection's relation locks, and a third keeps writing to a hot table (one borrower's row,
// rewritten as it is), so "blocks writes" is seen, not only read off the lock table. The book copies these run on
// are the bench's own (never the shared book).
import pg from 'pg';

/** Lock modes from weakest to strongest; ROW EXCLUSIVE (every INSERT, UPDATE, DELETE) conflicts with SHARE and up. */
const MODES = [
  'AccessShareLock',
  'RowShareLock',
  'RowExclusiveLock',
  'ShareUpdateExclusiveLock',
  'ShareLock',
  'ShareRowExclusiveLock',
  'ExclusiveLock',
  'AccessExclusiveLock',
] as const;
const BLOCKS_WRITES = new Set(['ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']);

/** The tables borrowers and staff write all day: a write-blocking lock on one of them is downtime. */
export const HOT_TABLES = [
  'users',
  'orders',
  'payments',
  'ledger_entries',
  'sessions',
  'credit_decisions',
  'audit_log',
  'complaints',
  'payouts',
  'sms_outbox',
  'notifications',
];

export type Watched = {
  ms: number;
  /** The strongest lock the migration's connection held on each table (tables only, not its indexes). */
  locks: Record<string, string>;
  /** Hot tables it held a lock on that refuses an INSERT/UPDATE/DELETE until it commits. */
  blocksWritesOn: string[];
  /** The probe's writes to users during the run: how many went through, and the slowest. */
  probeWrites: number;
  probeMaxMs: number;
};

const strongest = (a: string | undefined, b: string) =>
  a === undefined || MODES.indexOf(b as (typeof MODES)[number]) > MODES.indexOf(a as (typeof MODES)[number])
    ? b
    : a;

/**
 * Runs `work` (which reports its backend's pid through `pid` before it starts) while watching its locks and writing
 * to users beside it. The probe rewrites one borrower's row to its own value: a real write, no change.
 */
export async function watchLocks(
  url: string,
  probeUserId: string,
  work: (pid: (backendPid: number) => void) => Promise<void>,
): Promise<Watched> {
  const watcher = new pg.Client({ connectionString: url });
  const prober = new pg.Client({ connectionString: url });
  await watcher.connect();
  await prober.connect();
  const locks: Record<string, string> = {};
  let backend: number | undefined;
  let running = true;
  let probeWrites = 0;
  let probeMaxMs = 0;
  const watch = (async () => {
    while (running) {
      if (backend !== undefined) {
        const { rows } = await watcher.query<{ rel: string; mode: string }>(
          `select c.relname as rel, l.mode from pg_locks l join pg_class c on c.oid = l.relation
           where l.pid = $1 and l.locktype = 'relation' and l.granted and c.relkind in ('r', 'p')`,
          [backend],
        );
        for (const { rel, mode } of rows) locks[rel] = strongest(locks[rel], mode);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await prober.query(`update users set full_name = full_name where id = $1`, [probeUserId]);
      if (running) {
        probeWrites++;
        probeMaxMs = Math.max(probeMaxMs, performance.now() - started);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  try {
    await work((pid) => {
      backend = pid;
    });
  } finally {
    running = false;
  }
  const ms = performance.now() - started;
  await Promise.all([watch, probe]);
  await watcher.end();
  await prober.end();
  return {
    ms,
    locks,
    blocksWritesOn: HOT_TABLES.filter((t) => locks[t] !== undefined && BLOCKS_WRITES.has(locks[t])),
    probeWrites,
    probeMaxMs,
  };
}
