import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The engine's product (pricing terms, late charges, recommendation fields) as one document.
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('pop_agreement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_pop_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pop_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pop_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_button_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_pop_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fails_disbursement', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('request_id', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    // Statuses the engine does not derive (151 approved, 170 repayment processing) are set by workflows.
    .addColumn('status_override', 'integer')
    .addColumn('principal_amount', 'integer', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull())
    // The pricing terms agreed at push: later product changes never reprice a signed loan.
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('disbursed_on', 'date')
    .addColumn('disbursement_failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('auto_disburse', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rollover_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rolled_over_charges_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('instalments_paid', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('card_need_pop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_pop_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_pop_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_score', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('score', 'integer')
    .addColumn('redirect_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('h5_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind_tips_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agreement_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('agreed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('orders_user_request_unique', ['user_id', 'request_id'])
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('products').execute();
}
