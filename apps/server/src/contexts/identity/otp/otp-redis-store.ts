// One-time codes in Redis (when REDIS_URL is set), so several server instances share codes and send limits
// without a database round trip each. The same rules as the database store, each step one atomic script:
// - sends: a sorted set of send times per phone and per network (the last 24 hours), checked and added to in
//   one script, so two instances cannot both let a second text through within the 60 s gap;
// - codes: one hash per purpose and subject (a new code replaces the old), holding the keyed hash of the code,
//   its expiry, its tries and whether it was used. Taking a try is one script (checked and counted together, so
//   answers in flight together never share one); using it up is one script: of two right answers, one wins.
// Times are the caller's clock (tests move it); Redis's own expiry only clears keys once nothing can need them.
import type { Redis } from 'ioredis';
import type { OtpStore } from './otp.repository';

const DAY_MS = 86_400_000;

// KEYS: phone sends, network sends. ARGV: now, gap, window, per-phone cap, per-network cap, member.
const ISSUE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
local last = redis.call('ZREVRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if last[2] and now - tonumber(last[2]) < tonumber(ARGV[2]) then return 'tooSoon' end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  return 'dailyCap'
end
redis.call('ZADD', KEYS[1], now, ARGV[6])
redis.call('ZADD', KEYS[2], now, ARGV[6])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('PEXPIRE', KEYS[2], window)
return 'ok'`;

// KEYS: the code. ARGV: the code hash read. Uses it up only if it is still that code, unused (its try was
// counted when it was taken).
const USE_UP = `
local h = redis.call('HMGET', KEYS[1], 'hash', 'used')
if h[1] ~= ARGV[1] or h[2] ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'used', '1')
return 1`;

// KEYS: the code. ARGV: now, max tries. Checks a try is left and counts it, in one step: answers { 'ok', hash,
// expiresAt, tries } or { refusal }.
const TAKE_TRY = `
local h = redis.call('HMGET', KEYS[1], 'hash', 'attempts', 'used', 'expiresAt')
if not h[1] or h[3] ~= '0' or tonumber(h[4]) <= tonumber(ARGV[1]) then return { 'expired' } end
if tonumber(h[2]) >= tonumber(ARGV[2]) then return { 'tooManyTries' } end
local tries = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
return { 'ok', h[1], h[4], tries }`;

export function redisOtpStore(redis: Redis, namespace: string): OtpStore {
  const key = (...parts: string[]) => `${namespace}otp:${parts.map(encodeURIComponent).join(':')}`;
  return {
    async issue(code, limits) {
      const verdict = await redis.eval(
        ISSUE,
        2,
        key('sends', 'phone', code.phone),
        key('sends', 'net', code.ipKey),
        code.now.getTime(),
        limits.gapMs,
        DAY_MS,
        limits.perPhoneDaily,
        limits.perNetworkDaily,
        `${code.now.getTime()}:${code.codeHash.slice(0, 16)}`,
      );
      if (verdict !== 'ok') return verdict === 'tooSoon' ? 'tooSoon' : 'dailyCap';
      const codeKey = key('code', code.purpose, code.subject);
      await redis
        .multi()
        .del(codeKey)
        .hset(codeKey, {
          hash: code.codeHash,
          expiresAt: code.expiresAt.getTime(),
          attempts: 0,
          used: 0,
        })
        // Kept a day past its use, so a reused code reads as used rather than vanishing early.
        .pexpire(codeKey, code.expiresAt.getTime() - code.now.getTime() + DAY_MS)
        .exec();
      return 'ok';
    },

    async latest(purpose, subject) {
      const codeKey = key('code', purpose, subject);
      const h = await redis.hgetall(codeKey);
      if (!h.hash || h.used !== '0') return undefined;
      return {
        ref: codeKey,
        codeHash: h.hash,
        expiresAt: new Date(Number(h.expiresAt)),
        attempts: Number(h.attempts),
      };
    },

    async takeTry(purpose, subject, now, maxAttempts) {
      const codeKey = key('code', purpose, subject);
      const [verdict, hash, expiresAt, tries] = (await redis.eval(
        TAKE_TRY,
        1,
        codeKey,
        now.getTime(),
        maxAttempts,
      )) as [string, string?, string?, number?];
      if (verdict !== 'ok') return { refused: verdict === 'tooManyTries' ? 'tooManyTries' : 'expired' };
      return {
        code: {
          ref: codeKey,
          codeHash: String(hash),
          expiresAt: new Date(Number(expiresAt)),
          attempts: Number(tries),
        },
      };
    },

    async useUp(code) {
      return (await redis.eval(USE_UP, 1, code.ref, code.codeHash)) === 1;
    },
  };
}
