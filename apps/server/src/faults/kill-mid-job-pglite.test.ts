// @module-tag once: runs on a database of its own
// kill -9 mid-job (kill-mid-job.ts) on a file-backed embedded database it makes itself.
import { describe, it } from 'vitest';
import { killMidJob } from './kill-mid-job';
import { embeddedBackend } from './kill-mid-storm';

describe('kill -9 mid-job, on the file-backed embedded database', () => {
  it(
    'runs the job again after the restart, and its effect happens once',
    () => killMidJob(embeddedBackend),
    120_000,
  );
});
