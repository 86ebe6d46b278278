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
