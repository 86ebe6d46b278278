// @fastify/rate-limit ships its two stores as plain CommonJS without types; platform/http/rate-limit.ts drives them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  /** What a store answers: the count in the window, and its milliseconds left. */
  export type Count = { current: number; ttl: number };
  type Callback = (error: Error | null, count: Count | null) => void;
  /** Both stores: count a key (incr) or look at it (read). */
  export interface RateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
  }
  export default class LocalStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';
  export default class RedisStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr: RateLimitStore['incr'];
    read: RateLimitStore['read'];
  }
}
