// @module-tag database: SIGTERM mid-storm on PostgreSQL (skipped without it)
// SIGTERM mid-storm (sigterm-mid-storm.ts) on PostgreSQL, in a fresh database of the server TEST_DATABASE_URL names.
// PostgreSQL only: on the embedded PGlite a notification run's queries run in the server's own thread, and a run of
// 2,000 texts holds its event loop for seconds (/healthz went unanswered for 20 s on this machine), so postbacks and
// a job run are never in flight together there, which is the case under test. The PGlite pass skips it.
import { describe, it } from 'vitest';
import { postgresBackend } from './kill-mid-storm';
import { sigtermMidStorm } from './sigterm-mid-storm';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!PG_URL)('SIGTERM mid-storm, on PostgreSQL (PGlite: a job run holds the loop)', () => {
  it(
    'drains and exits 0; every postback answered or refused for a retry, the jobs finished, the ledger exact',
    () => sigtermMidStorm((run) => postgresBackend(run, PG_URL ?? '')),
    240_000,
  );
});
