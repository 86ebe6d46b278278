// Rate limits on every /attempt call, with @fastify/rate-limit: per IP, per session, on failed session lookups
// per IP (token guessing), and on demo sign-ins (routes marked `signsIn`) per IP. Counters live in Redis when
// REDIS_URL is set, so several server instances share them, and in memory otherwise. Exceeding a limit answers
// 429 with the envelope.
import { hash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode, SIGN_IN_AGAIN_CODES } from '@pautang/contract/errors';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { isApiPath } from './error-handler';

const MINUTE = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route signs a borrower in (demo sign-in, opening a scenario): counted against the sign-in limit. */
    signsIn?: boolean;
  }
}

type Limiter = (
  request: FastifyRequest,
  options?: { increment: boolean },
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; remaining?: number; ttlInSeconds?: number }>;

/** A Redis client tuned for rate limiting (the plugin's advice): fail fast rather than queue requests. */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: true });
}

/**
 * The address a limit counts: an IPv4 address, or the /64 network of an IPv6 one. A phone or a home router is
 * given a whole /64, so counting single IPv6 addresses would give one client a fresh budget per address.
 */
export function addressKey(ip: string): string {
  // Node's isIPv6 is a long regular expression; every limit of every call asks, so skip it for dotted IPv4.
  if (!ip.includes(':') || !isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  // A zone ('%eth0') is no part of the address; an embedded IPv4 tail fills the last two groups; '::' stands for
  // as many zero groups as are missing.
  const [head = '', tail] = ip
    .replace(/%.*$/, '')
    .replace(/:[\d.]+\.\d+$/, ':0:0')
    .split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const sessionKeys = new WeakMap<FastifyRequest, string | undefined>();
const sessionKey = (request: FastifyRequest): string | undefined => {
  // Asked twice per call (whether to count, then the key): hash once.
  if (sessionKeys.has(request)) return sessionKeys.get(request);
  const sessionId = (request.query as Record<string, unknown> | undefined)?.sessionId;
  // The token itself never becomes a key in a shared store.
  const key =
    typeof sessionId !== 'string' || sessionId === ''
      ? undefined
      : hash('sha256', sessionId, 'base64url').slice(0, 22);
  sessionKeys.set(request, key);
  return key;
};

export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  const limits = config.rateLimit;
  const redis = config.redisUrl ? rateLimitRedis(config.redisUrl) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: limits.namespace } : {}),
    // A store outage must not take lending down: limits are a defence, not a dependency.
    skipOnError: true,
  });
  const create = (max: number, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: key }) as Limiter;
  const perIp = create(limits.perIp, (r) => `ip:${addressKey(r.ip)}`);
  const perSession = create(limits.perSession, (r) => `session:${sessionKey(r) ?? ''}`);
  const authFailures = create(limits.authFailuresPerIp, (r) => `auth-failures:${addressKey(r.ip)}`);
  const sessionMints = create(limits.sessionMintsPerIp, (r) => `session-mints:${addressKey(r.ip)}`);

  const refuse = (verdict: Awaited<ReturnType<Limiter>>) => {
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError(ErrorCode.RateLimited, undefined, verdict.ttlInSeconds);
    }
  };

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url.split('?')[0] ?? '')) return;
    refuse(await perIp(request));
    // Read without counting (only failures count, in onError below): once the failures allowed are used up,
    // every call from that address waits, a valid session included.
    const failures = await authFailures(request, { increment: false });
    if (!failures.isAllowed && (failures.remaining ?? 1) <= 0) refuse({ ...failures, isExceeded: true });
    if (sessionKey(request)) refuse(await perSession(request));
    // Marked on the route, not matched on the URL: every spelling that reaches the route counts.
    if (request.routeOptions.config.signsIn) refuse(await sessionMints(request));
  });

  app.addHook('onError', async (request, _reply, error: unknown) => {
    // A call refused for its session (missing, expired, someone else's) counts as a failed sign-in attempt.
    if (error instanceof AppError && SIGN_IN_AGAIN_CODES.includes(error.code)) await authFailures(request);
  });
}
