import { sql, type Kysely } from 'kysely';

// One-time codes (stored as keyed hashes, single use, limited tries) and the SMS outbox every text goes through
// by default, which the back office shows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('otc_subject_idx')
    .on('one_time_codes')
    .columns(['purpose', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otc_phone_idx')
    .on('one_time_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('otc_ip_idx').on('one_time_codes').columns(['ip_key', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('one_time_codes').execute();
}
