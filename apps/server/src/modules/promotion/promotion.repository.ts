// Landing templates: the page reads one by id; the console lists them and saves a new version.
import type { PromotionTemplate } from '@pautang/contract/promotion';
import type { Db } from '../../db/client';

export async function findTemplate(db: Db, id: string) {
  return db.selectFrom('promotion_templates').selectAll().where('id', '=', id).executeTakeFirst();
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
