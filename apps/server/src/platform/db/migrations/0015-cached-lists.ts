import { sql, type Kysely } from 'kysely';

// Two more read-cached lists (issue 12): an order's live pay codes (payments, by order) for the repayment pages,
// and a borrower's complaints (by borrower) for the complaint list. Their changes are announced like the other
// cached tables' (migration 0005), keyed by what the cache keys them by.
const KEYS = { payments: 'order_id', complaints: 'user_id' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
