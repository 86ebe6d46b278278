// Deterministic demo data: the same borrowers on every start, so scenario names and ids never move.
import type { Db } from '../client';

export const DEMO_BORROWERS = [
  { id: '10001', mobile_phone: '09171234501', full_name: 'Maria Santos', client_type: 'new' },
  { id: '10002', mobile_phone: '09171234502', full_name: 'Jose Reyes', client_type: 'repeat' },
  { id: '10003', mobile_phone: '09171234503', full_name: 'Ana Cruz', client_type: 'new' },
] as const;

export async function seedDemo(db: Db): Promise<void> {
  await db
    .insertInto('users')
    .values(DEMO_BORROWERS.map((b) => ({ ...b })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
