import { sql, type Kysely } from 'kysely';

// Issue 43: each acceptance of a notice is kept with its version, its time and the channel it was given on (the
// host app's sign-in, 'app', is the only one so far). Rows from before were all given there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table privacy_consents add column channel text not null default 'app'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table privacy_consents drop column channel`.execute(db);
}
