// @module-tag database: kill -9 on PostgreSQL (skipped without it)
// kill -9 mid-job (kill-mid-job.ts) on PostgreSQL, in a fresh database of the server TEST_DATABASE_URL names.
import { describe, it } from 'vitest';
import { killMidJob } from './kill-mid-job';
import { postgresBackend } from './kill-mid-storm';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!PG_URL)('kill -9 mid-job, on PostgreSQL', () => {
  it(
    'runs the job again after the restart, and its effect happens once',
    () => killMidJob((run) => postgresBackend(run, PG_URL ?? '')),
    120_000,
  );
});
