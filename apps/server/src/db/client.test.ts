import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { migrateToLatest } from './migrate';

const root = mkdtempSync(path.join(tmpdir(), 'pautang-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database', () => {
  it('creates its folder on a fresh clone and keeps data across restarts', async () => {
    const dataDir = path.join(root, 'data', 'pglite');
    const first = await createDb({ dataDir });
    await migrateToLatest(first);
    await first.insertInto('settings').values({ key: 'probe', value: 'kept' }).execute();
    await first.destroy();

    const second = await createDb({ dataDir });
    await migrateToLatest(second);
    const row = await second
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirst();
    await second.destroy();
    expect(row?.value).toBe('kept');
  });
});
