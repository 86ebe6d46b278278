import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
// The passes a server or browser test runs in are declared in the file (`// @module-tag wire`): see test-tags.mjs.
import { TEST_TAGS } from './scripts/test-tags.mjs';

/**
 * Every processor: a test worker is one thread of JavaScript and (on PGlite) its database, and waits on nothing.
 * TEST_WORKERS sets another count for a pass whose files mostly wait (the PostgreSQL pass, scripts/test.mjs): a
 * project's maxWorkers wins over the command line's --maxWorkers.
 */
const WORKERS = Number(process.env.TEST_WORKERS) || availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/h5/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // A bound that catches a hang, not a speed target: beside tsc and ESLint on a loaded machine, a property
          // test of 150 runs (renewal.test.ts, 0.7 s alone) passed Vitest's default of 5 s. The server's is 30 s too.
          testTimeout: 30000,
          // A worker per processor: Vitest's default leaves one for itself (one worker on CI's two), and the main
          // process only waits. Measured on two cores: 70 s → 45 s. Files stay isolated: they mock modules.
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          tags: TEST_TAGS,
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: WORKERS,
          // One module graph per worker, not per file: importing the whole server again for each of 120 files was
          // a third of the pass's processor time. No server test mocks a module or leaves the environment changed,
          // and each file opens its own database (test-helper.ts). Measured on two cores, with a worker each:
          // 19 files 70 s → 51 s; the whole plain PGlite pass 150 s (it was one worker, isolated: 727 s on CI).
          isolate: false,
          // Migrates and seeds once per run; each file starts from a copy (apps/server/src/test-database.ts).
          globalSetup: ['apps/server/src/test-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          tags: TEST_TAGS,
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 180000,
          // A poll waits for the page to catch up with the server: Vitest's 1 s was short on a loaded machine.
          expect: { poll: { timeout: 5000 } },
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/failure-screens.ts'],
        },
      },
    ],
  },
});
