import { sql, type Kysely } from 'kysely';

// Promotion registration (spec 2 §2.9, §4.7): landing templates the console edits; visitor sessions (sid), each
// holding its current image captcha as a keyed hash with its expiry, tries and use; registrations with where
// the visitor came from; and the page's visit and click tracking.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('promotion_sids')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('ip_key', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('captcha_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('captcha_expires_at', 'timestamptz')
    .addColumn('captcha_tries', 'integer', (c) => c.notNull().defaultTo(0))
    // The phone the captcha let a text go to: register must come for the same phone.
    .addColumn('captcha_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('captcha_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('promotion_registrations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('user_from', 'text', (c) => c.notNull())
    .addColumn('app_from', 'text', (c) => c.notNull())
    .addColumn('utm_tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('promotion_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('visit', 'click')`))
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('user_from', 'text', (c) => c.notNull())
    .addColumn('app_from', 'text', (c) => c.notNull())
    .addColumn('utm_tag', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'promotion_events',
    'promotion_registrations',
    'promotion_sids',
    'promotion_templates',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
