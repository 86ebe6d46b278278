// What staff may read of a text we sent. Outside demo mode every code in it is masked: a code is live for 5 minutes,
// and a staff member who read one could sign in as the borrower. The demo (and its browser tests) read the codes, so
// demo mode shows them. The outbox and the borrower's file both show texts through here.
import type { Deps } from '../../../platform/deps';

/**
 * Every number of 4 or more plain digits (our codes are 6), each digit as '*'. Numbers are read whole with their
 * separators, so an amount (₱1,500.00, ₱12500.00) is left as it is.
 */
export function maskCodes(body: string): string {
  return body.replace(/\d[\d.,]*\d|\d/g, (n) => (/^\d{4,}$/.test(n) ? '*'.repeat(n.length) : n));
}

/** Whether texts are shown to staff with their codes masked (everywhere but demo mode). */
export const textsMasked = (deps: Deps) => !deps.config.demo;

/** A text's body as staff may read it. */
export const bodyForStaff = (deps: Deps, body: string) => (textsMasked(deps) ? maskCodes(body) : body);
