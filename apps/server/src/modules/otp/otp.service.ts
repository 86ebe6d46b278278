// The one one-time-code module (issue 9; sign-in reuses it): 6 digits from a secure random source, stored only
// as a keyed hash, single use, valid for 5 minutes with 5 tries. Sends are rate-limited in the database, so
// several server instances agree: one per phone every 60 s, 10 per phone a day, and 100 per network a day.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { SmsSender } from '../../lib/sms/sms';
import { addressKey } from '../../plugins/rate-limit';

export const OTP = {
  digits: 6,
  ttlMinutes: 5,
  maxAttempts: 5,
  resendSeconds: 60,
  perPhoneDaily: 10,
  perNetworkDaily: 100,
} as const;

export const OTP_MESSAGES = {
  tooSoon: 'Please wait a minute before asking for another code.',
  dailyCap: 'Too many codes today. Please try again tomorrow.',
  wrong: 'The code is not correct.',
  expired: 'The code has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  notSent: 'We could not send the text message. Please try again in a minute.',
} as const;

export class OtpError extends AppError {
  constructor(
    readonly reason: 'wrong' | 'expired' | 'tooManyTries',
    message: string,
  ) {
    super(ErrorCode.Validation, message);
  }
}

const hashOf = (secret: string, purpose: string, subject: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}:${code}`).digest('hex');

export type OtpDeps = Pick<Deps, 'db' | 'clock'> & {
  sms: SmsSender;
  secret: string;
  /** The gap between two sends to one phone; OTP.resendSeconds unless configured. */
  resendSeconds?: number;
};

export async function issueCode(
  deps: OtpDeps,
  input: { purpose: string; subject: string; phone: string; ip: string; message: (code: string) => string },
): Promise<void> {
  const now = deps.clock();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const ipKey = addressKey(input.ip);
  const [last, phoneToday, ipToday] = await Promise.all([
    deps.db
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('phone', '=', input.phone)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    deps.db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('phone', '=', input.phone)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip_key', '=', ipKey)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow(),
  ]);
  const gap = deps.resendSeconds ?? OTP.resendSeconds;
  if (last && now.getTime() - new Date(last.created_at).getTime() < gap * 1000) {
    throw new AppError(ErrorCode.RateLimited, OTP_MESSAGES.tooSoon, gap);
  }
  if (Number(phoneToday.n) >= OTP.perPhoneDaily || Number(ipToday.n) >= OTP.perNetworkDaily) {
    throw new AppError(ErrorCode.RateLimited, OTP_MESSAGES.dailyCap);
  }
  const code = String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');
  await deps.db
    .insertInto('one_time_codes')
    .values({
      purpose: input.purpose,
      subject: input.subject,
      phone: input.phone,
      ip_key: ipKey,
      code_hash: hashOf(deps.secret, input.purpose, input.subject, code),
      expires_at: new Date(now.getTime() + OTP.ttlMinutes * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  try {
    await deps.sms.send(input.phone, input.message(code));
  } catch {
    // The provider failed: the code stays counted against the limits, and the borrower may ask again.
    throw new AppError(ErrorCode.Unavailable, OTP_MESSAGES.notSent);
  }
}

/** Checks the latest code for this purpose and subject; a right code is used up, a wrong one costs a try. */
export async function verifyCode(
  deps: OtpDeps,
  input: { purpose: string; subject: string; code: string },
): Promise<void> {
  const now = deps.clock();
  const row = await deps.db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', '=', input.purpose)
    .where('subject', '=', input.subject)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= now) throw new OtpError('expired', OTP_MESSAGES.expired);
  if (row.attempts >= OTP.maxAttempts) throw new OtpError('tooManyTries', OTP_MESSAGES.tooManyTries);
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashOf(deps.secret, input.purpose, input.subject, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await deps.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw new OtpError('wrong', OTP_MESSAGES.wrong);
  }
  // Single use: only the first of two simultaneous right answers takes it.
  const used = await deps.db
    .updateTable('one_time_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', OTP.maxAttempts)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n) throw new OtpError('expired', OTP_MESSAGES.expired);
}
