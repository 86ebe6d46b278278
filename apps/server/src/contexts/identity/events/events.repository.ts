import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { EventsTable } from '../../../platform/db/schema';

export async function insertEvents(db: Db, rows: Insertable<EventsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('events').values(rows).execute();
}

export function listEvents(db: Db, userId: string) {
  return db.selectFrom('events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
