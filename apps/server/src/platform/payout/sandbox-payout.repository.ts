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

/** Pending payouts whose time has come, and paid ones to an account ending `returning` whose return has, oldest first. */
export function dueSandboxPayouts(db: Db, now: string, returning: string) {
  return db
    .selectFrom('sandbox_payouts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'P'),
        eb.and([eb('status', '=', 'S'), eb('account_no', 'like', `%${returning}`)]),
      ]),
    )
    .where('settle_at', '<=', now)
    .orderBy('settle_at')
    .limit(100)
    .execute();
}

/**
 * Moves a payout on from the status it was read at, once: a second sweep (another instance's) finds it moved and
 * changes nothing. `next`, when the payout has another step due (a return), is when.
 */
export async function settleSandboxPayout(
  db: Db,
  txnId: string,
  step: { from: string; status: string; message: string; next?: string | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payouts')
    .set({ status: step.status, message: step.message, ...(step.next ? { settle_at: step.next } : {}) })
    .where('txn_id', '=', txnId)
    .where('status', '=', step.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
