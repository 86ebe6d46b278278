// Where one-time codes and their send history live. Two stores behind one shape:
// - the database (default): the one_time_codes table, shared by every instance on the same database, with each
//   code kept as a record of what was sent;
// - Redis (when REDIS_URL is set, otp-redis-store.ts): the same rules kept atomically in Redis, beside the
//   rate-limit counters.
// Both store only keyed hashes of the codes, and both judge time by the clock they are given (tests move it).
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';

import type {
  NewCode,
  OtpStore,
  SendLimits,
  SendVerdict,
  StoredCode,
  TakenTry,
} from '../../../platform/otp-store';

export type { NewCode, OtpStore, SendLimits, SendVerdict, StoredCode, TakenTry };

const DAY_MS = 86_400_000;

async function checkAndInsert(db: Db, code: NewCode, limits: SendLimits): Promise<SendVerdict> {
  const dayAgo = new Date(code.now.getTime() - DAY_MS).toISOString();
  const [last, phoneToday, ipToday] = await Promise.all([
    db
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('phone', '=', code.phone)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('phone', '=', code.phone)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip_key', '=', code.ipKey)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow(),
  ]);
  if (last && code.now.getTime() - new Date(last.created_at).getTime() < limits.gapMs) return 'tooSoon';
  if (Number(phoneToday.n) >= limits.perPhoneDaily || Number(ipToday.n) >= limits.perNetworkDaily) {
    return 'dailyCap';
  }
  await db
    .insertInto('one_time_codes')
    .values({
      purpose: code.purpose,
      subject: code.subject,
      phone: code.phone,
      ip_key: code.ipKey,
      code_hash: code.codeHash,
      expires_at: code.expiresAt.toISOString(),
      used_at: null,
      created_at: code.now.toISOString(),
    })
    .execute();
  return 'ok';
}

export function databaseOtpStore(db: Db): OtpStore {
  const store: OtpStore = {
    async issue(code, limits) {
      // One send per phone at a time, across instances: the checks and the insert run under a lock on the
      // phone, so two requests at the same moment cannot both pass the 60 s gap.
      const run = async (trx: Db) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`otp:${code.phone}`}))`.execute(trx);
        return checkAndInsert(trx, code, limits);
      };
      return db.isTransaction ? run(db) : db.transaction().execute(run);
    },

    async latest(purpose, subject) {
      const row = await db
        .selectFrom('one_time_codes')
        .select(['id', 'code_hash', 'expires_at', 'attempts'])
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row
        ? {
            ref: String(row.id),
            codeHash: row.code_hash,
            expiresAt: new Date(row.expires_at),
            attempts: row.attempts,
          }
        : undefined;
    },

    async takeTry(purpose, subject, now, maxAttempts) {
      // One UPDATE … RETURNING: the condition is checked on the row it counts on. Two at once on PostgreSQL: the
      // second waits for the first's row lock, then checks the count the first left (read committed re-reads the
      // updated row), so no two answers share a try.
      const newest = db
        .selectFrom('one_time_codes')
        .select('id')
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1);
      const counted = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', newest)
        .where('used_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now.toISOString())
        .returning(['id', 'code_hash', 'expires_at', 'attempts'])
        .executeTakeFirst();
      if (counted) {
        return {
          code: {
            ref: String(counted.id),
            codeHash: counted.code_hash,
            expiresAt: new Date(counted.expires_at),
            attempts: counted.attempts,
          },
        };
      }
      // No try left: say why (a read only, the refusal is already decided).
      const stored = await store.latest(purpose, subject);
      return {
        refused: !stored || stored.expiresAt <= now ? 'expired' : 'tooManyTries',
      };
    },

    async useUp(code, now) {
      // Single use: only the first of two simultaneous right answers takes it.
      const used = await db
        .updateTable('one_time_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', Number(code.ref))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    },
  };
  return store;
}
