// @module-tag database: kill -9 on PostgreSQL (skipped without it)
// kill -9 mid-storm (kill-mid-storm.ts) on PostgreSQL, in a fresh database of the server TEST_DATABASE_URL names.
import { describe, it } from 'vitest';
import { killMidStorm, postgresBackend } from './kill-mid-storm';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!PG_URL)('kill -9 mid-storm, on PostgreSQL', () => {
  it(
    'keeps the ledger exact: every payment applied once, to the centavo, across the kill and the replay',
    () => killMidStorm((run) => postgresBackend(run, PG_URL ?? '')),
    120_000,
  );
});
