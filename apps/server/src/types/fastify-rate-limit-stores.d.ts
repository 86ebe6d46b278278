// @fastify/rate-limit ships its two stores as plain CommonJS without types; plugins/rate-limit.ts drives them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Count = { current: number; ttl: number };
  type Callback = (error: Error | null, count: Count | null) => void;
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Count = { current: number; ttl: number };
  type Callback = (error: Error | null, count: Count | null) => void;
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
  }
}
