// The one statement readiness needs: the database answers at all.
import { sql } from 'kysely';
import type { Db } from '../db/client';

export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
