// The official site's contact messages, as the site takes them (site.service); support owns contact_messages.
import type { Db } from '../../../platform/db/client';

export type NewContactMessage = {
  name: string;
  telephone: string;
  email: string;
  message: string;
  ip_key: string;
  created_at: string;
};

export async function countFromNetworkSince(db: Db, ipKey: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip_key', '=', ipKey)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}
