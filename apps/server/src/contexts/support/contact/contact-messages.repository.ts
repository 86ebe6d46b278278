// The official site's contact messages as agents work them (issue 30). The site module keeps new ones.
import type { Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { ContactMessagesTable } from '../../../platform/db/schema';

const COLUMNS = [
  'id',
  'name',
  'telephone',
  'email',
  'message',
  'created_at',
  'handled_at',
  'handled_by',
  'answer',
  'answered_at',
  'answered_by',
  'answer_to',
] as const;

export async function listContactMessages(db: Db, handled: boolean | undefined, limit: number) {
  let query = db.selectFrom('contact_messages').select(COLUMNS);
  if (handled !== undefined) query = query.where('handled_at', handled ? 'is not' : 'is', null);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>[number];

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Marks an open message handled; undefined when it is not open (handled already, or no such message). */
export async function markOpenMessageHandled(db: Db, id: number, by: string, at: string) {
  return db
    .updateTable('contact_messages')
    .set({ handled_at: at, handled_by: by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * Takes an unanswered message for one answer, so a double click or a second agent sends one SMS: undefined when
 * it has an answer already (or no such message). It is handled from this moment, by whoever handled it first.
 */
export async function claimForAnswer(
  db: Db,
  id: number,
  answer: { text: string; by: string; at: string; to: string },
) {
  return db
    .updateTable('contact_messages')
    .set((eb) => ({
      answer: answer.text,
      answered_by: answer.by,
      answered_at: answer.at,
      answer_to: answer.to,
      handled_at: eb.fn.coalesce('handled_at', eb.val(answer.at)),
      handled_by: eb.fn.coalesce('handled_by', eb.val(answer.by)),
    }))
    .where('id', '=', id)
    .where('answer', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function updateContactMessage(
  db: Db,
  id: number,
  change: Updateable<ContactMessagesTable>,
): Promise<void> {
  await db.updateTable('contact_messages').set(change).where('id', '=', id).execute();
}
