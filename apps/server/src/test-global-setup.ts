// Vitest's global setup for the server tests: runs once, before any test file, and prepares the database every
// file starts from (test-database.ts). PGlite's data directories go to a temporary folder; on PostgreSQL
// (TEST_DATABASE_URL) a template database is created, and dropped when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from './platform/db/client';
import { createPostgresTemplate, dumpPglite, migrateAndSeed } from './test-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const folder = mkdtempSync(path.join(tmpdir(), 'pautang-test-db-'));
  const write = async (state: 'empty' | 'seeded') => {
    const file = path.join(folder, `${state}.tar`);
    writeFileSync(file, await dumpPglite(state));
    return file;
  };
  // The empty one on PostgreSQL too: some files test the embedded database whatever the run is on.
  const [empty, seeded] = await Promise.all([write('empty'), pgUrl ? undefined : write('seeded')]);
  project.provide('pgliteEmpty', empty);
  project.provide('pgliteTemplate', seeded);
  const template = pgUrl
    ? await createPostgresTemplate(pgUrl, async (databaseUrl) => {
        // No read cache: it would open a change feed, a connection the template must not keep.
        const db = await createDb({ databaseUrl, readCache: false });
        try {
          await migrateAndSeed(db);
        } finally {
          await db.destroy();
        }
      })
    : undefined;
  project.provide('postgresTemplate', template?.name);
  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
