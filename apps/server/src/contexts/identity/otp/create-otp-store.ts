// Chooses where one-time codes live from the configuration: Redis when REDIS_URL is set (shared by every
// instance, beside the rate-limit counters, under the same namespace), the database otherwise.
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { rateLimitRedis } from '../../../platform/http/rate-limit';
import { databaseOtpStore, type OtpStore } from './otp.repository';
import { redisOtpStore } from './otp-redis-store';

export function createOtpStore(config: AppConfig): {
  otpStore: (db: Db) => OtpStore;
  close: () => Promise<void>;
  /** Asks Redis for a PONG (/readyz); undefined without REDIS_URL. */
  ping?: () => Promise<unknown>;
} {
  if (!config.redisUrl) return { otpStore: databaseOtpStore, close: async () => undefined };
  // Fail fast like the rate limiter: a code check waits at most a moment, then answers a clear refusal.
  const redis = rateLimitRedis(config.redisUrl);
  redis.on('error', () => undefined);
  const store = redisOtpStore(redis, config.rateLimit.namespace);
  return {
    otpStore: () => store,
    close: async () => void (await redis.quit().catch(() => undefined)),
    ping: () => redis.ping(),
  };
}
