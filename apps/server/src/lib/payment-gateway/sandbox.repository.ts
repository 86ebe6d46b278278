// The sandbox gateway's own transactions (table sandbox_transactions), for the gateway and for its page.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client';
import type { SandboxTransactionsTable } from '../../db/schema';

export async function insertSandboxTransaction(
  db: Db,
  txn: Insertable<SandboxTransactionsTable>,
): Promise<void> {
  await db.insertInto('sandbox_transactions').values(txn).execute();
}

export async function findSandboxTransaction(db: Db, txnId: string) {
  return db.selectFrom('sandbox_transactions').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

/** Settles a pending transaction (S, F or V); one already settled keeps its status. */
export async function updatePendingSandboxStatus(db: Db, txnId: string, status: string): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set({ status })
    .where('txn_id', '=', txnId)
    .where('status', '=', 'P')
    .execute();
}
