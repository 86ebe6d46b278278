// The demo time of day, kept as one row of settings (no row: the real clock's Manila time).
import type { Db } from '../../../platform/db/client';

/** The settings key of the demo time of day ('HH:MM', Manila). */
export const BUSINESS_TIME_KEY = 'business_time';

export async function findBusinessTime(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', BUSINESS_TIME_KEY)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function upsertBusinessTime(db: Db, time: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: BUSINESS_TIME_KEY, value: time })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: time }))
    .execute();
}

export async function deleteBusinessTime(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', BUSINESS_TIME_KEY).execute();
}
