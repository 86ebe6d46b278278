// The payout sandbox's own payouts (table sandbox_payouts), as a rail keeps them on its side.
import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { SandboxPayoutsTable } from '../db/schema';

export async function insertSandboxPayout(db: Db, row: Insertable<SandboxPayoutsTable>): Promise<void> {
  await db
    .insertInto('sandbox_payouts')
    .values(row)
    .onConflict((oc) => oc.column('txn_id').doNothing())
    .execute();
}

export function findSandboxPayout(db: Db, txnId: string) {
  return db.selectFrom('sandbox_payouts').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

/** Pending payouts whose time has come, oldest first. */
export function dueSandboxPayouts(db: Db, now: string) {
  return db
    .selectFrom('sandbox_payouts')
    .selectAll()
    .where('status', '=', 'P')
    .where('settle_at', '<=', now)
    .orderBy('settle_at')
    .limit(100)
    .execute();
}

/** Settles a pending payout once: a second sweep (another instance's) finds it settled and changes nothing. */
export async function settleSandboxPayout(
  db: Db,
  txnId: string,
  status: string,
  message: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payouts')
    .set({ status, message })
    .where('txn_id', '=', txnId)
    .where('status', '=', 'P')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
