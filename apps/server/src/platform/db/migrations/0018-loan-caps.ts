import { sql, type Kysely } from 'kysely';

// Issue 25, caps for every loan: what an order was signed under stays with it. `covered`: whether the SEC caps
// (MC 3 s.2022, MC 14 s.2025) cover the loan, decided when it was offered (null on orders from before: the engine
// decides it from their principal and term by the same rule). `caps_all_loans`: the lender's policy at signing that
// the 100 % and late-charge caps apply to every loan; orders from before get it too, since it only ever lowers what
// a borrower owes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column covered boolean`.execute(db);
  await sql`alter table orders add column caps_all_loans boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column caps_all_loans`.execute(db);
  await sql`alter table orders drop column covered`.execute(db);
}
