// Readiness (issue 31): what this instance needs to serve, each asked with a bound so the answer comes within
// 100 ms however a dependency hangs, naming what is down.
import type { Deps } from '../deps';
import { readCacheOf } from '../db/read-cache';
import { selectOne } from './operations.repository';

/** Each check's bound: the whole answer (checks run side by side) stays under 100 ms. */
export const CHECK_TIMEOUT_MS = 80;

export type ReadinessCheck = () => Promise<unknown>;

export type Readiness = { ready: boolean; checks: Record<string, string> };

/** The checks this instance's configuration calls for; `redisPing` is given when REDIS_URL is set. */
export function readinessChecks(
  deps: Deps,
  redisPing: ReadinessCheck | undefined,
): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = {
    database: () => selectOne(deps.db),
  };
  if (redisPing) checks.redis = redisPing;
  if (deps.jobs.enabled) checks.jobs = () => deps.jobs.ping();
  // Only PostgreSQL has a change feed (the embedded database has one writer): the read cache serves while it listens.
  const cache = readCacheOf(deps.db);
  if (deps.config.databaseUrl && cache) {
    checks.changeFeed = async () => {
      if (!cache.isEnabled) throw new Error('not listening');
    };
  }
  return checks;
}

function bounded(check: ReadinessCheck, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`down: no answer within ${ms} ms`), ms);
  });
  const answer = Promise.resolve()
    .then(check)
    .then(
      () => 'ok',
      (error: unknown) => `down: ${reasonOf(error)}`,
    );
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/** A short reason, never a stack or a connection string. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/\w+:\/\/\S+/g, '(url)').slice(0, 120) || 'failed';
}

export async function readiness(
  checks: Record<string, ReadinessCheck>,
  ms = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => bounded(checks[name] as ReadinessCheck, ms)));
  const out: Record<string, string> = {};
  names.forEach((name, i) => (out[name] = results[i] ?? 'down'));
  return { ready: results.every((r) => r === 'ok'), checks: out };
}
