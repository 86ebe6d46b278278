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

/** The borrower's mobile phone; the borrower must exist. */
export async function mobilePhoneOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('mobile_phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.mobile_phone;
}

export function findUserByPhone(db: Db, mobilePhone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'mobile_phone'])
    .where('mobile_phone', '=', mobilePhone)
    .executeTakeFirst();
}

/**
 * A new borrower for a phone; a second sign-up of the same phone at the same moment finds the first. An id
 * already taken inserts nothing either, and the caller tries another.
 */
export async function insertUserOnce(db: Db, row: { id: string; mobile_phone: string; created_at: string }) {
  await db
    .insertInto('users')
    .values({ ...row, full_name: '', client_type: 'new' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return findUserByPhone(db, row.mobile_phone);
}
