import { sql, type Kysely } from 'kysely';

// Issue 30, Filipino beside English. The borrower's language ('en' or 'fil'), as the host app last told us (at
// sign-in, or from the Mine tab's switch): notifications and the sign-in and payment codes' texts are written in it.
// English for everyone until they choose, so every borrower we have keeps reading what they read today.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column lang text not null default 'en' check (lang in ('en', 'fil'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column lang`.execute(db);
}
