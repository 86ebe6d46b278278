import { sql, type Kysely } from 'kysely';

// Complaints with their images, the support agents who answer them, the replies (each rated at most once), and
// the record of who changed what and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('agent_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('request_id', 'text')
    .addColumn('problem_type', 'integer', (c) => c.notNull())
    .addColumn('problem_son_type', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull().check(sql`char_length(detail) between 1 and 200`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('submitted', 'in_progress', 'replied', 'closed')`),
    )
    .addColumn('reply_due_on', 'date', (c) => c.notNull())
    .addColumn('resolve_by', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('complaints_request_unique', ['user_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('complaints_user_idx')
    .on('complaints')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('complaints_status_idx')
    .on('complaints')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('complaint_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('wants_rating', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('score', 'integer', (c) => c.check(sql`score between 1 and 5`))
    .addColumn('scored_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('complaint_replies_complaint_idx')
    .on('complaint_replies')
    .columns(['complaint_id', 'created_at'])
    .execute();

  // Every uploaded image: whose it is, and what it was attached to. A URL alone opens nothing (contexts/identity/uploads).
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('borrower', 'agent')`))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('complaint_id', 'text', (c) => c.references('complaints.id').onDelete('cascade'))
    .addColumn('reply_id', 'text', (c) => c.references('complaint_replies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_complaint_idx').on('uploads').column('complaint_id').execute();
  await db.schema.createIndex('uploads_reply_idx').on('uploads').column('reply_id').execute();

  await db.schema
    .createTable('complaint_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(sql`actor_kind in ('borrower', 'agent', 'system')`),
    )
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('complaint_events_complaint_idx')
    .on('complaint_events')
    .columns(['complaint_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'complaint_events',
    'uploads',
    'complaint_replies',
    'complaints',
    'agent_sessions',
    'agents',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
