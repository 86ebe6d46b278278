// @module-tag once: runs on a database of its own
// kill -9 mid-storm (kill-mid-storm.ts) on a file-backed embedded database it makes itself.
import { describe, it } from 'vitest';
import { embeddedBackend, killMidStorm } from './kill-mid-storm';

describe('kill -9 mid-storm, on the file-backed embedded database', () => {
  it(
    'keeps the ledger exact: every payment applied once, to the centavo, across the kill and the replay',
    () => killMidStorm(embeddedBackend),
    120_000,
  );
});
