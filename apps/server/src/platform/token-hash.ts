// A session token's SHA-256: how the sessions table knows a token (the token itself is never stored), and how
// the rate limits name a session in a shared store. Every call asks, some twice, so the hashes of recent tokens
// are kept (bounded; a hash is no secret the database does not already hold) and a busy borrower's calls do not
// each pay for SHA-256. The one-shot hash: a Hash object per call showed in the profile.
import { hash } from 'node:crypto';
import { rememberRecent } from './remember-recent';

export const hashToken = rememberRecent(10_000, (token) => hash('sha256', token, 'hex'));
