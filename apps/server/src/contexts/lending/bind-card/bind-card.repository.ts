// Binding an account: the borrower's bank accounts (found by their details, added, renamed) and the orders whose
// disbursement account it becomes.
import type { Db } from '../../../platform/db/client';

/**
 * bind-card-new: every order of the borrower not yet paid out (and not failed) pays out to this account, except
 * one whose payout is already on its way (or paid).
 */
export async function setDisbursementAccountOfUnpaidOrders(
  db: Db,
  userId: string,
  { label, accountId, holder, at }: { label: string; accountId: string; holder: string; at: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      disbursement_account: label,
      disbursement_account_id: accountId,
      disbursement_account_name: holder,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .where('disbursed_on', 'is', null)
    .where('disbursement_failed', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payouts')
            .select('payouts.id')
            .whereRef('payouts.order_id', '=', 'orders.id')
            .where('payouts.status', 'in', ['sending', 'unsent', 'pending', 'paid']),
        ),
      ),
    )
    .execute();
}
