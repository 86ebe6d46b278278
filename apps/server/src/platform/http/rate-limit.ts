// Rate limits on every /attempt call, with @fastify/rate-limit: per IP, per session, on failed session lookups
// per IP (token guessing), and on demo sign-ins (routes marked `signsIn`) per IP. Counters live in Redis when
// REDIS_URL is set, so several server instances share them, and in memory otherwise. Exceeding a limit answers
// 429 with the envelope. Failed lookups past their limit refuse only further failing lookups: a carrier puts many
// phones behind one address, and one of them guessing must not sign the others out.
import LocalStore, { type Count, type RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { ErrorCode, SIGN_IN_AGAIN_CODES } from '@pautang/contract/errors';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { rememberRecent } from '../remember-recent';
import { hashToken } from '../token-hash';
import { isApiPath } from './error-handler';

const MINUTE = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route signs a borrower in (demo sign-in, opening a scenario): counted against the sign-in limit. */
    signsIn?: boolean;
  }
}

/** A Redis client tuned for rate limiting (the plugin's advice): fail fast rather than queue requests. */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: true });
}

/**
 * The address a limit counts: an IPv4 address, or the /64 network of an IPv6 one. A phone or a home router is
 * given a whole /64, so counting single IPv6 addresses would give one client a fresh budget per address. An
 * IPv4-mapped IPv6 address counts as its IPv4 in every spelling (`::ffff:203.0.113.8`, `::ffff:cb00:7108`, zeros
 * written out, upper case, a zone): a client behind a proxy chooses how the proxy writes it, and the hex form
 * once fell into the `0:0:0:0::/64` bucket every mapped address shared (issue 40). ipaddr.js (Fastify's
 * proxy-addr parses with it too) reads every form, so no hand parser has to know them all.
 */
export function addressKey(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process: an IPv4-mapped IPv6 address comes back as its IPv4.
    address = ipaddr.process(ip);
  } catch {
    // Not an address (a test's made-up peer): counted as written.
    return ip;
  }
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The keys a limit counts under, made once per address and per session rather than once per call: a new string
 * per call and per limit was hashed again at every store lookup.
 */
const RECENT_KEYS = 10_000;

type AddressKeys = { perIp: string; authFailures: string; sessionMints: string };

const keysOfAddress = rememberRecent(RECENT_KEYS, (ip): AddressKeys => {
  const address = addressKey(ip);
  return {
    perIp: `ip:${address}`,
    authFailures: `auth-failures:${address}`,
    sessionMints: `session-mints:${address}`,
  };
});

// By the token's hash, the same string for every call of the session (platform/token-hash.ts keeps it).
const keyOfSessionHash = rememberRecent(RECENT_KEYS, (hash) => `session:${hash.slice(0, 22)}`);

/** The session a call names, as a limit's key: never the token itself, which must not reach a shared store. */
function sessionKey(request: FastifyRequest): string | undefined {
  const sessionId = (request.query as Record<string, unknown> | undefined)?.sessionId;
  return typeof sessionId !== 'string' || sessionId === ''
    ? undefined
    : keyOfSessionHash(hashToken(sessionId));
}

/** Counters kept in memory per limit: more addresses than this in one window and the least recent are forgotten. */
const MEMORY_KEYS = 100_000;

/**
 * Whether the credential a request carries (a borrower's session parameters, an agent's cookie) is live, by the
 * same check its call makes: false only for one that would be refused as unknown or ended; undefined for a request
 * that carries none, or when the store cannot say (the call itself then answers).
 */
export type CredentialCheck = (request: FastifyRequest) => Promise<boolean | undefined>;

export async function registerRateLimit(
  app: FastifyInstance,
  config: AppConfig,
  credentialIsLive: CredentialCheck,
): Promise<void> {
  const limits = config.rateLimit;
  const redis = config.redisUrl ? rateLimitRedis(config.redisUrl) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  // @fastify/rate-limit's own stores (its Lua script in Redis, its LRU in memory), driven from one callback hook.
  // Its per-call limiter (createRateLimit) wraps every lookup in three promises and a copy of the route's options:
  // with four lookups a call that was a quarter of the API's time under load (the profile of npm run bench).
  const store: RateLimitStore = redis
    ? new RedisStore(false, false, redis, limits.namespace)
    : new LocalStore(false, false, MEMORY_KEYS);
  const refusal = (count: Count) =>
    new AppError(ErrorCode.RateLimited, undefined, Math.max(1, Math.ceil(count.ttl / 1000)));

  /**
   * Counts (or, with `read`, looks at) one key and calls `next` with the refusal when the limit is passed. A store
   * outage lets the call through: limits are a defence, not a dependency, and must not take lending down.
   */
  const check = (
    method: 'incr' | 'read',
    key: string,
    max: number,
    passed: (count: Count, max: number) => boolean,
    next: (error?: AppError) => void,
  ) =>
    store[method](
      key,
      (error, count) => {
        if (error || !count) {
          if (error) app.log.warn({ err: error }, 'rate-limit store unreachable');
          next();
          return;
        }
        next(passed(count, max) ? refusal(count) : undefined);
      },
      MINUTE,
      max,
    );
  const over = (count: Count, max: number) => count.current > max;
  // Only failures are counted (in onError below). Once the failures allowed are used up, a call from that address
  // whose session does not resolve is answered 429 rather than 'sign in again' (and counted again), so guessing
  // learns nothing more; a live session, or a call that names none, goes on.
  const usedUp = (count: Count, max: number) => count.current >= max;
  const guessesUsedUp = new WeakMap<FastifyRequest, AppError>();

  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url)) {
      done();
      return;
    }
    const keys = keysOfAddress(request.ip);
    check('incr', keys.perIp, limits.perIp, over, (refused) => {
      if (refused) return done(refused);
      check('read', keys.authFailures, limits.authFailuresPerIp, usedUp, (refused) => {
        if (refused) guessesUsedUp.set(request, refused);
        const session = sessionKey(request);
        if (!session) return done();
        check('incr', session, limits.perSession, over, (refused) => done(refused));
      });
    });
  });

  // After the route is found and before its handler looks the session up: only this address's requests over the
  // limit pay for this second (cached) lookup.
  app.addHook('preHandler', (request, _reply, done) => {
    const refusal = guessesUsedUp.get(request);
    if (!refusal) return done();
    credentialIsLive(request).then(
      (live) => {
        if (live !== false) return done();
        check('incr', keysOfAddress(request.ip).authFailures, limits.authFailuresPerIp, over, () =>
          done(refusal),
        );
      },
      () => done(),
    );
  });

  // Marked on the route, not matched on the URL: every spelling that reaches the route counts. A hook of those
  // routes only, so no other call pays for asking.
  app.addHook('onRoute', (route) => {
    if (!route.config?.signsIn) return;
    const mints: onRequestHookHandler = (request, _reply, done) =>
      check('incr', keysOfAddress(request.ip).sessionMints, limits.sessionMintsPerIp, over, (refused) =>
        done(refused),
      );
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), mints];
  });

  app.addHook('onError', (request, _reply, error: unknown, done) => {
    // A call refused for its session (missing, expired, someone else's) counts as a failed sign-in attempt.
    if (!(error instanceof AppError && SIGN_IN_AGAIN_CODES.includes(error.code))) return done();
    check('incr', keysOfAddress(request.ip).authFailures, limits.authFailuresPerIp, over, () => done());
  });
}
