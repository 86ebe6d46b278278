// The demo borrowers' bound accounts, for card repayment and payouts. The BPI account ends in 0000, which the
// sandbox bank declines (platform/direct-debit) and the payout sandbox cannot pay into (platform/payout), so the demo can show
// a declined debit and a failed payout.
import type { Db } from '../../../platform/db/client';

export const DEMO_BANK_ACCOUNTS = [
  {
    id: 'ba-10001-bdo',
    user_id: '10001',
    kind: 'bank' as const,
    bank_code: 'BDO',
    bank_name: 'BDO Unibank',
    account_no: '001234564821',
    account_name: 'Maria Santos',
  },
  {
    id: 'ba-10001-gcash',
    user_id: '10001',
    kind: 'ewallet' as const,
    bank_code: 'GCASH',
    bank_name: 'GCash',
    account_no: '09171234501',
    account_name: 'Maria Santos',
  },
  {
    id: 'ba-10001-bpi',
    user_id: '10001',
    kind: 'bank' as const,
    bank_code: 'BPI',
    bank_name: 'BPI',
    account_no: '3089120000',
    account_name: 'Maria Santos',
  },
  // Ana confirms the demo's loans: her GCash is where they are paid out (the payout sandbox pays it).
  {
    id: 'ba-10003-gcash',
    user_id: '10003',
    kind: 'ewallet' as const,
    bank_code: 'GCASH',
    bank_name: 'GCash',
    account_no: '09171234503',
    account_name: 'Ana Cruz',
  },
  {
    id: 'ba-10002-mbtc',
    user_id: '10002',
    kind: 'bank' as const,
    bank_code: 'MBTC',
    bank_name: 'Metrobank',
    account_no: '7263001239',
    account_name: 'Jose Reyes',
  },
  {
    // Ana signs the confirmation scenarios' loans: they are paid out to her GCash.
    id: 'ba-10003-gcash',
    user_id: '10003',
    kind: 'ewallet' as const,
    bank_code: 'GCASH',
    bank_name: 'GCash',
    account_no: '09171234503',
    account_name: 'Ana Cruz',
  },
];

/** The account a card-repay scenario has already authorised for debits (no SMS code needed). */
export const DEMO_AUTHORIZED_ACCOUNT = 'ba-10001-bdo';

/**
 * Puts a borrower's demo accounts back: bound, in the seeded order, and authorised for debits only when
 * `authorized` names one. Accounts the borrower bound themselves are left alone.
 */
export async function resetDemoBankAccounts(
  db: Db,
  userId: string,
  authorized: string | null,
  at: string,
): Promise<void> {
  const rows = DEMO_BANK_ACCOUNTS.filter((a) => a.user_id === userId);
  for (const [i, row] of rows.entries()) {
    const values = {
      ...row,
      debit_authorized_at: row.id === authorized ? at : null,
      deleted_at: null,
      // Seeded a second apart, so the list keeps its order.
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    };
    await db
      .insertInto('bank_accounts')
      .values(values)
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

export async function seedDemoBankAccounts(db: Db, at: string): Promise<void> {
  for (const userId of new Set(DEMO_BANK_ACCOUNTS.map((a) => a.user_id))) {
    await resetDemoBankAccounts(db, userId, userId === '10001' ? DEMO_AUTHORIZED_ACCOUNT : null, at);
  }
}
