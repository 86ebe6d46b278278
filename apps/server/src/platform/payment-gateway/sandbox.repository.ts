// The sandbox gateway's own transactions (table sandbox_transactions), for the gateway and for its page.
import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { SandboxTransactionsTable } from '../db/schema';

export async function insertSandboxTransaction(
  db: Db,
  txn: Insertable<SandboxTransactionsTable>,
): Promise<void> {
  await db.insertInto('sandbox_transactions').values(txn).execute();
}

export async function findSandboxTransaction(db: Db, txnId: string) {
  return db.selectFrom('sandbox_transactions').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

/** Settles a pending transaction (S, F or V) at `at`; one already settled keeps its status. */
export async function updatePendingSandboxStatus(
  db: Db,
  txnId: string,
  status: string,
  at: string | null = null,
): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set({ status, settled_at: at })
    .where('txn_id', '=', txnId)
    .where('status', '=', 'P')
    .execute();
}

/** The transactions the sandbox settled as paid within [from, to), oldest first. */
export function settledSandboxTransactions(db: Db, from: string, to: string) {
  return db
    .selectFrom('sandbox_transactions')
    .select(['txn_id', 'ref_no', 'amount', 'settled_at'])
    .where('status', '=', 'S')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .orderBy('settled_at')
    .orderBy('txn_id')
    .execute();
}
