// Penalty waivers' SQL: lending owns the waivers (they change what the loan owes, through the engine); collections
// proposes them and the maker-checker flow carries them out (flows/approval-kinds/penalty-waiver.ts).
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { PenaltyWaiversTable } from '../../../platform/db/schema';

export type WaiverRow = Selectable<PenaltyWaiversTable> & {
  maker_name: string;
  checker_name: string | null;
};

export function listWaivers(db: Db, orderId: string): Promise<WaiverRow[]> {
  return db
    .selectFrom('penalty_waivers as w')
    .innerJoin('agents as maker', 'maker.id', 'w.maker_id')
    .leftJoin('agents as checker', 'checker.id', 'w.checker_id')
    .selectAll('w')
    .select(['maker.display_name as maker_name', 'checker.display_name as checker_name'])
    .where('w.order_id', '=', orderId)
    .orderBy('w.at', 'desc')
    .execute();
}

export function findWaiverOfApproval(db: Db, approvalId: string) {
  return db
    .selectFrom('penalty_waivers')
    .select('id')
    .where('approval_id', '=', approvalId)
    .executeTakeFirst();
}

export async function insertWaiver(db: Db, row: Insertable<PenaltyWaiversTable>): Promise<void> {
  await db.insertInto('penalty_waivers').values(row).execute();
}
