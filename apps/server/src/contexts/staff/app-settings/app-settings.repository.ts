// The app settings live in the settings table as one JSON value, read through the read cache (every page reads
// them; a save is a write, which drops the cached copy on every instance).
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';

const KEY = 'app_settings';

export async function readStoredSettings(db: Db): Promise<string | null> {
  return cachedRead(db, 'settings', KEY, async () => {
    const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
    return row?.value ?? null;
  });
}

export async function writeStoredSettings(db: Db, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
