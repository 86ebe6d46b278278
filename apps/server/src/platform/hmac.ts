// Keyed hashes and their comparison, in one place: one-time codes, the picture code, repayment tokens and the
// gateway's legacy digest all sign with the app's (or the gateway's) secret and check in constant time, so a
// wrong guess takes as long as a right one whatever it shares with the answer.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` under `secret`. */
export function hmac(secret: string, text: string, encoding: 'hex' | 'base64url' = 'hex'): string {
  return createHmac('sha256', secret).update(text).digest(encoding);
}

/** Whether two byte strings are equal, in time that does not depend on where they differ. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether two strings are equal, compared as UTF-8 bytes in constant time. */
export function sameText(a: string, b: string): boolean {
  return sameBytes(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * The keys a signature is checked against: the one we sign with, then the second one a rotation names (its
 * `…_PREVIOUS` variable), so a value signed under either verifies while instances restart one by one.
 */
export function verifyingKeys(current: string, previous: string | undefined): string[] {
  return previous && previous !== current ? [current, previous] : [current];
}

/** Whether `check` holds under any of the keys. Each is tried: no early answer says which one matched. */
export function underAnyKey(keys: readonly string[], check: (key: string) => boolean): boolean {
  let matched = false;
  for (const key of keys) matched = check(key) || matched;
  return matched;
}
