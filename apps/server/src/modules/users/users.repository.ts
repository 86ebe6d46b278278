import type { Db } from '../../db/client';

export function findUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'client_type', 'mobile_phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Locks the borrower's row for the rest of the transaction, so two pushes of one borrower run one at a time. */
export async function lockUser(
  db: Db,
  userId: string,
): Promise<{ client_type: 'new' | 'repeat' } | undefined> {
  return db.selectFrom('users').select('client_type').where('id', '=', userId).forUpdate().executeTakeFirst();
}
