// The shape of the store one-time codes live in (its two stores, the database's and Redis's, are identity's:
// contexts/identity/otp). Declared here because Deps carries it, and Deps is platform's: the store must be one
// that every instance agrees on, chosen with the database and Redis when the app is composed.

export type SendLimits = { gapMs: number; perPhoneDaily: number; perNetworkDaily: number };
export type SendVerdict = 'ok' | 'tooSoon' | 'dailyCap';

export type NewCode = {
  purpose: string;
  subject: string;
  phone: string;
  ipKey: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
};

/** The live code for a purpose and subject, as verification needs it. */
export type StoredCode = { ref: string; codeHash: string; expiresAt: Date; attempts: number };

/**
 * What taking a try answers: the code the try was counted on (its hash to compare), or why no try was left.
 * Counting comes first and in one atomic step with its check, so answers in flight together never share a try.
 */
export type TakenTry = { code: StoredCode } | { refused: 'expired' | 'tooManyTries' };

export interface OtpStore {
  /** Checks the send limits for the phone and the network and, if they allow it, records the new code. */
  issue(code: NewCode, limits: SendLimits): Promise<SendVerdict>;
  /** The newest unused code for the purpose and subject (a new code replaces the ones before it). */
  latest(purpose: string, subject: string): Promise<StoredCode | undefined>;
  /**
   * Counts a try on the newest live code, in the same atomic step as the check that one is left (fewer than
   * maxAttempts counted, unused, not expired): of 30 answers at once, at most maxAttempts are ever compared.
   */
  takeTry(purpose: string, subject: string, now: Date, maxAttempts: number): Promise<TakenTry>;
  /** Uses the code up; false when another answer took it first. */
  useUp(code: StoredCode, now: Date): Promise<boolean>;
}
