// Landing templates: the page reads one by id; the console lists them and saves a new version. Visitor sessions
// (sids) with their picture code, registrations with where they came from, and page events.
import type { PromotionTemplate } from '@pautang/contract/promotion';
import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type {
  PromotionEventsTable,
  PromotionRegistrationsTable,
  PromotionSidsTable,
} from '../../../platform/db/schema';

export async function findTemplate(db: Db, id: string) {
  return db.selectFrom('promotion_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The campaign edited last (ties: the later id): the one a link without a templateId opens. */
export async function findDefaultTemplate(db: Db) {
  return db
    .selectFrom('promotion_templates')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listTemplates(db: Db) {
  return db.selectFrom('promotion_templates').selectAll().orderBy('id').execute();
}

/** Replaces a template that exists; answers whether one did (the console edits, it does not create). */
export async function updateTemplate(
  db: Db,
  id: string,
  template: PromotionTemplate,
  by: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('promotion_templates')
    .set({ template: JSON.stringify(template), updated_by: by, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The picture code's tries, decided in the database: a wrong answer takes a try only while one is left, and a
 * right one is accepted only while one is left. Each UPDATE waits for the row and re-reads it, so guesses sent
 * together each see the tries the others took (they were checked against the count read before any landed: with
 * 40 at once the right answer sent 21st got through). `hash` pins the picture the answer was checked against.
 * Answers whether a try was left.
 */
export async function useCaptchaTry(
  db: Db,
  sid: string,
  hash: string,
  maxTries: number,
  wrong: boolean,
): Promise<boolean> {
  const row = await db
    .updateTable('promotion_sids')
    .set((eb) => ({ captcha_tries: wrong ? eb('captcha_tries', '+', 1) : eb.ref('captcha_tries') }))
    .where('sid', '=', sid)
    .where('captcha_hash', '=', hash)
    .where('captcha_used_at', 'is', null)
    .where('captcha_tries', '<', maxTries)
    .returning('captcha_tries')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSid(db: Db, sid: Insertable<PromotionSidsTable>): Promise<void> {
  await db.insertInto('promotion_sids').values(sid).execute();
}

export async function findSid(db: Db, sid: string) {
  return db.selectFrom('promotion_sids').selectAll().where('sid', '=', sid).executeTakeFirst();
}

/** A new picture for the sid: its tries start again, and it is bound to no phone and unused. */
export async function updateSidCaptcha(db: Db, sid: string, hash: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('promotion_sids')
    .set({
      captcha_hash: hash,
      captcha_expires_at: expiresAt,
      captcha_tries: 0,
      captcha_phone: '',
      captcha_used_at: null,
    })
    .where('sid', '=', sid)
    .execute();
}

/** The phone the picture code was checked for (register must come with the same one). */
export async function updateSidCaptchaPhone(db: Db, sid: string, phone: string): Promise<void> {
  await db.updateTable('promotion_sids').set({ captcha_phone: phone }).where('sid', '=', sid).execute();
}

export async function updateSidCaptchaUsed(db: Db, sid: string, at: string): Promise<void> {
  await db.updateTable('promotion_sids').set({ captcha_used_at: at }).where('sid', '=', sid).execute();
}

/** Where a borrower came from; the first registration of a user is kept. */
export async function insertRegistration(
  db: Db,
  registration: Insertable<PromotionRegistrationsTable>,
): Promise<void> {
  await db
    .insertInto('promotion_registrations')
    .values(registration)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function insertEvent(db: Db, event: Insertable<PromotionEventsTable>): Promise<void> {
  await db.insertInto('promotion_events').values(event).execute();
}
