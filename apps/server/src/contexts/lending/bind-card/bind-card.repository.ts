// Binding an account: the borrower's bank accounts (found by their details, added, renamed) and the orders whose
// disbursement account it becomes.
import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { BankAccountsTable } from '../../../platform/db/schema';

/** The borrower's live (not deleted) account with these details, if one is already bound. */
export async function findLiveAccountByNumber(db: Db, userId: string, bankCode: string, accountNo: string) {
  return db
    .selectFrom('bank_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('bank_code', '=', bankCode)
    .where('account_no', '=', accountNo)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateAccountName(db: Db, id: string, accountName: string): Promise<void> {
  await db.updateTable('bank_accounts').set({ account_name: accountName }).where('id', '=', id).execute();
}

export async function insertBankAccount(db: Db, account: Insertable<BankAccountsTable>): Promise<void> {
  await db.insertInto('bank_accounts').values(account).execute();
}

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
