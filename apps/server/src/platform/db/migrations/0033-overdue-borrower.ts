import { sql, type Kysely } from 'kysely';

// Issue 31, the collections book searched at a million borrowers: a search by part of a name asks which overdue
// orders belong to the borrowers whose names match. The names come from the trigram index (0029); the orders were
// then fetched row by row from the table to read their borrower (1.3-2.5 s on the 1M book's 160,000 overdue orders).
// orders_overdue_since (0031) now carries user_id too (INCLUDE), so the book's orders and their borrowers are read
// from the index alone (about 0.1 s). Same name, same keys: the book's pages and counts read it as before.
//
// Outside a transaction: the new index is built CONCURRENTLY beside the old one, the old one dropped CONCURRENTLY,
// and the new one takes its name, so payments and disbursements keep writing to orders throughout.
export const outsideTransaction = true;

const INDEX = 'orders_overdue_since';
const NEXT = 'orders_overdue_since_next';

async function replace(db: Kysely<unknown>, definition: string): Promise<void> {
  // A build that failed half way leaves an invalid index: dropped and built again.
  const { rows } = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${NEXT}`.execute(db);
  if (rows[0] && !rows[0].valid) await sql`drop index concurrently ${sql.id(NEXT)}`.execute(db);
  await sql`create index concurrently if not exists ${sql.id(NEXT)} on orders ${sql.raw(definition)}`.execute(
    db,
  );
  await sql`drop index concurrently if exists ${sql.id(INDEX)}`.execute(db);
  await sql`alter index ${sql.id(NEXT)} rename to ${sql.id(INDEX)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replace(db, '(overdue_since, id) include (user_id) where overdue_since is not null');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, '(overdue_since, id) where overdue_since is not null');
}
