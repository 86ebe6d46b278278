import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { UploadsTable } from '../../../platform/db/schema';

export type UploadRow = Selectable<UploadsTable>;
export type Owner = { kind: 'borrower' | 'agent'; id: string };

export async function insertUpload(db: Db, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Attaches an owner's unattached uploads to a complaint or a reply, in the order given. Returns how many it
 * attached: fewer than asked means one was someone else's, missing, or already used, and the caller refuses.
 */
export async function attachUploads(
  db: Db,
  owner: Owner,
  ids: string[],
  to: { complaint_id: string } | { reply_id: string },
): Promise<number> {
  let attached = 0;
  for (const [position, id] of ids.entries()) {
    const result = await db
      .updateTable('uploads')
      .set({ ...to, position })
      .where('id', '=', id)
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      // Only complaint images: a profile photo (profiles/) is never attached elsewhere.
      .where('storage_key', 'like', 'complaints/%')
      .where('complaint_id', 'is', null)
      .where('reply_id', 'is', null)
      .executeTakeFirst();
    attached += Number(result.numUpdatedRows);
  }
  return attached;
}

/** The images of a complaint and of its replies, in order, with the borrower who filed it. */
export function uploadsOf(db: Db, where: { complaintId: string } | { replyId: string }) {
  const q = db.selectFrom('uploads').select(['id', 'storage_key']).orderBy('position');
  return 'complaintId' in where
    ? q.where('complaint_id', '=', where.complaintId).execute()
    : q.where('reply_id', '=', where.replyId).execute();
}

/** The borrower an upload is shown to: its owner, or the filer of the complaint whose reply carries it. */
export async function borrowerOfUpload(db: Db, upload: UploadRow): Promise<string | undefined> {
  if (upload.owner_kind === 'borrower') return upload.owner_id;
  if (!upload.reply_id) return undefined;
  const row = await db
    .selectFrom('complaint_replies')
    .innerJoin('complaints', 'complaints.id', 'complaint_replies.complaint_id')
    .select('complaints.user_id')
    .where('complaint_replies.id', '=', upload.reply_id)
    .executeTakeFirst();
  return row?.user_id;
}

/** Of these ids, the profile images (profiles/) the borrower uploaded; anyone else's is left out like a missing one. */
export function findProfileImages(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Pick<UploadRow, 'id' | 'storage_key'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploads')
    .select(['id', 'storage_key'])
    .where('id', 'in', ids)
    .where('owner_kind', '=', 'borrower')
    .where('owner_id', '=', userId)
    .where('storage_key', 'like', 'profiles/%')
    .execute();
}

/** Every profile image a borrower uploaded (anonymisation deletes them). */
export function profileImagesOf(db: Db, userId: string): Promise<Pick<UploadRow, 'id' | 'storage_key'>[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'storage_key'])
    .where('owner_kind', '=', 'borrower')
    .where('owner_id', '=', userId)
    .where('storage_key', 'like', 'profiles/%')
    .execute();
}

export async function deleteUploadRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}
