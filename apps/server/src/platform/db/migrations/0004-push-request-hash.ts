import type { Kysely } from 'kysely';

// A push's requestId is an idempotency key bound to its contents: the hash of what was asked is kept with the order,
// so the same key with a different body is refused instead of answering with the earlier order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('request_hash').execute();
}
