// The demo business date, kept as one row of settings (no row: the Manila calendar day).
import type { Db } from '../../../platform/db/client';

/** The settings key, also the read cache's key for it. */
export const BUSINESS_DATE_KEY = 'business_date';

/** The stored date, or null when none is set. */
export async function findBusinessDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', BUSINESS_DATE_KEY)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function upsertBusinessDate(db: Db, date: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: BUSINESS_DATE_KEY, value: date })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: date }))
    .execute();
}

export async function deleteBusinessDate(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', BUSINESS_DATE_KEY).execute();
}
