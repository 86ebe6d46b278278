import { sql, type Kysely } from 'kysely';

// Every committed change to a cached table is announced on the 'pautang_changes' channel as '<table>:<key>', so
// each server instance drops that row from its read cache (platform/db/change-feed.ts). A trigger, not application code,
// so no writer can forget it: another instance, the console, a hand edit in psql.
const KEYS = { sessions: 'token_hash', orders: 'id', products: 'id', settings: 'key' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function pautang_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pautang_changes', tg_table_name || ':' || coalesce(
        (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> tg_argv[0], ''));
      return null;
    end
    $$`.execute(db);
  for (const [table, key] of Object.entries(KEYS)) {
    await sql`
      create trigger ${sql.id(`${table}_changes`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function pautang_notify_change(${sql.lit(key)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(KEYS)) {
    await sql`drop trigger if exists ${sql.id(`${table}_changes`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists pautang_notify_change()`.execute(db);
}
