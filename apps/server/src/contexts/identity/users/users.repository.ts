import type { Db } from '../../../platform/db/client';

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
  // A deleted account takes no new loan: a push that waited on the deletion's lock finds no borrower.
  return db
    .selectFrom('users')
    .select('client_type')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
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

/** The live account of a phone: a deleted account keeps its phone until anonymised, but is never signed in again. */
export function findUserByPhone(db: Db, mobilePhone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'mobile_phone'])
    .where('mobile_phone', '=', mobilePhone)
    .where('deleted_at', 'is', null)
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

/** The name the profile states (the basic step), where agreements, the back office and the outbox read it. */
export async function setFullName(db: Db, userId: string, fullName: string): Promise<void> {
  await db.updateTable('users').set({ full_name: fullName }).where('id', '=', userId).execute();
}

/** Locks a live borrower's row for the deletion, so a loan push and the deletion run one at a time. */
export function lockLiveUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markUserDeleted(
  db: Db,
  userId: string,
  at: { deleted_at: string; anonymise_on: string },
): Promise<void> {
  await db.updateTable('users').set(at).where('id', '=', userId).execute();
}

/** Deleted accounts whose anonymisation day has come and that are not anonymised yet. */
export function findUsersDueForAnonymising(db: Db, businessDate: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is not', null)
    .where('anonymised_at', 'is', null)
    .where('anonymise_on', '<=', businessDate)
    .orderBy('id')
    .execute();
}

/** Replaces the name and phone with placeholders, once: false when another sweep got there first. */
export async function anonymiseUserRow(
  db: Db,
  userId: string,
  placeholder: { full_name: string; mobile_phone: string; anonymised_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(placeholder)
    .where('id', '=', userId)
    .where('deleted_at', 'is not', null)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The borrower's language (issue 30): their texts and notifications are written in it. */
export async function updateUserLang(db: Db, userId: string, lang: 'en' | 'fil'): Promise<void> {
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}

/** The language a borrower reads; English for a phone not known to us. */
export async function langOfPhone(db: Db, mobilePhone: string): Promise<'en' | 'fil'> {
  const row = await db
    .selectFrom('users')
    .select('lang')
    .where('mobile_phone', '=', mobilePhone)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.lang ?? 'en';
}

/** The language a borrower reads. */
export async function langOfUser(db: Db, userId: string): Promise<'en' | 'fil'> {
  const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
  return row?.lang ?? 'en';
}
