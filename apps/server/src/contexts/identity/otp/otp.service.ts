// The one one-time-code module (issue 9; sign-in reuses it): 6 digits from a secure random source, stored only
// as a keyed hash, single use, valid for 5 minutes with 5 tries. Sends are rate-limited in the shared store
// (the database, or Redis when configured), so several server instances agree: one per phone every 60 s, 10 per
// phone a day, and 100 per network a day.
import { randomInt } from 'node:crypto';
import { hmac, sameBytes, underAnyKey, verifyingKeys } from '../../../platform/hmac';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { Db } from '../../../platform/db/client';
import type { SmsSender } from '../../../platform/sms/sms';
import { addressKey } from '../../../platform/http/rate-limit';
import type { OtpStore } from './otp.repository';

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
  storeDown: 'We could not check codes just now. Please try again in a minute.',
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
  hmac(secret, `${purpose}:${subject}:${code}`);

export type OtpDeps = Pick<Deps, 'clock'> & {
  /** Where codes and send history live: the database by default, Redis when configured (otp.repository.ts). */
  store: OtpStore;
  sms: SmsSender;
  secret: string;
  /** A second key a code's hash is accepted under while APP_SECRET rotates (APP_SECRET_PREVIOUS). */
  previousSecret?: string | undefined;
  /** The gap between two sends to one phone; OTP.resendSeconds unless configured. */
  resendSeconds?: number;
};

/** The module's needs from the app's; `db` is a transaction when the check must share one (card repayment). */
export const otpDepsOf = (deps: Deps, db: Db = deps.db): OtpDeps => ({
  store: deps.otpStore(db),
  clock: deps.clock,
  sms: deps.sms,
  secret: deps.config.appSecret,
  previousSecret: deps.config.appSecretPrevious,
  resendSeconds: deps.config.otpResendSeconds,
});

/** A store that cannot be reached is a clear, retryable refusal, never a 500. */
async function reach<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.Unavailable, OTP_MESSAGES.storeDown);
  }
}

export async function issueCode(
  deps: OtpDeps,
  input: { purpose: string; subject: string; phone: string; ip: string; message: (code: string) => string },
): Promise<void> {
  const now = deps.clock();
  const gap = deps.resendSeconds ?? OTP.resendSeconds;
  const code = String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');
  const verdict = await reach(
    deps.store.issue(
      {
        purpose: input.purpose,
        subject: input.subject,
        phone: input.phone,
        ipKey: addressKey(input.ip),
        codeHash: hashOf(deps.secret, input.purpose, input.subject, code),
        now,
        expiresAt: new Date(now.getTime() + OTP.ttlMinutes * 60_000),
      },
      { gapMs: gap * 1000, perPhoneDaily: OTP.perPhoneDaily, perNetworkDaily: OTP.perNetworkDaily },
    ),
  );
  if (verdict === 'tooSoon') throw new AppError(ErrorCode.RateLimited, OTP_MESSAGES.tooSoon, gap);
  if (verdict === 'dailyCap') throw new AppError(ErrorCode.RateLimited, OTP_MESSAGES.dailyCap);
  try {
    await deps.sms.send(input.phone, input.message(code));
  } catch {
    // The provider failed: the code stays counted against the limits, and the borrower may ask again.
    throw new AppError(ErrorCode.Unavailable, OTP_MESSAGES.notSent);
  }
}

/**
 * Whether the newest code for the purpose and subject can still be typed, and in how many seconds the phone may
 * be sent another: a page opened again keeps the code already sent rather than asking too soon for a new one.
 */
export async function liveCode(
  deps: OtpDeps,
  input: { purpose: string; subject: string },
): Promise<{ resendIn: number } | undefined> {
  const now = deps.clock();
  const stored = await reach(deps.store.latest(input.purpose, input.subject));
  if (!stored || stored.expiresAt <= now || stored.attempts >= OTP.maxAttempts) return undefined;
  const sentAt = stored.expiresAt.getTime() - OTP.ttlMinutes * 60_000;
  const gapMs = (deps.resendSeconds ?? OTP.resendSeconds) * 1000;
  return { resendIn: Math.max(0, Math.ceil((sentAt + gapMs - now.getTime()) / 1000)) };
}

/**
 * Checks the latest code for this purpose and subject. Every answer costs a try, counted before the comparison
 * and in the same atomic step as the check that one is left, so answers in flight together cannot all be
 * compared (issue 40: 30 at once against a limit of 5 had up to 17 compared). A right code is then used up.
 */
export async function verifyCode(
  deps: OtpDeps,
  input: { purpose: string; subject: string; code: string },
): Promise<void> {
  const now = deps.clock();
  const taken = await reach(deps.store.takeTry(input.purpose, input.subject, now, OTP.maxAttempts));
  if ('refused' in taken) throw new OtpError(taken.refused, OTP_MESSAGES[taken.refused]);
  const stored = taken.code;
  const expected = Buffer.from(stored.codeHash, 'hex');
  const matches = underAnyKey(verifyingKeys(deps.secret, deps.previousSecret), (key) =>
    sameBytes(expected, Buffer.from(hashOf(key, input.purpose, input.subject, input.code), 'hex')),
  );
  if (!matches) throw new OtpError('wrong', OTP_MESSAGES.wrong);
  if (!(await reach(deps.store.useUp(stored, now)))) {
    throw new OtpError('expired', OTP_MESSAGES.expired);
  }
}
