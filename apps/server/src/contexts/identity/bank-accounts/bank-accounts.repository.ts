import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { BankAccountsTable } from '../../../platform/db/schema';

export type BankAccountRow = Selectable<BankAccountsTable>;

/** The borrower's accounts that are still bound, oldest first (the order they were bound in). */
export function accountsOfUser(db: Db, userId: string): Promise<BankAccountRow[]> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the borrower's own bound accounts; another borrower's id finds nothing, like a missing one. */
export function findAccountForUser(db: Db, id: string, userId: string): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** An account by id, bound or not: a repayment attempt keeps debiting the account it was aimed at. */
export function getAccount(db: Db, id: string): Promise<BankAccountRow> {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function authorizeDebits(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set({ debit_authorized_at: at })
    .where('id', '=', id)
    .where('debit_authorized_at', 'is', null)
    .execute();
}

/** What a screen may show of an account number: its last four digits. */
export const maskedAccountNo = (accountNo: string) => `**** ${accountNo.slice(-4)}`;

/**
 * After the retention (account deletion): the accounts' holder name and number are personal data, so the name
 * goes and the number keeps only its last four digits, as every screen and the order already show it.
 */
export async function anonymiseAccountsOfUser(db: Db, userId: string, holder: string): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set((eb) => ({
      account_name: holder,
      account_no: eb.fn('right', [eb.ref('account_no'), eb.val(4)]),
    }))
    .where('user_id', '=', userId)
    .execute();
}

// Binding an account (lending's bind-card calls these through identity's door: identity owns bank_accounts).
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
