import { defineConfig } from 'vitest/config';
// The passes a server or browser test runs in are declared in the file (`// @module-tag wire`): see test-tags.mjs.
import { TEST_TAGS } from './scripts/test-tags.mjs';

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
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
