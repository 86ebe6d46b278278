import { sql, type Kysely } from 'kysely';

// Issue 6's money rules: a rollover starts a new period on its own day, carries unpaid fees and repaid
// principal, the late penalty is charged once per loan, and an early payoff records its day. Terms signed
// before these rules were flat-priced with no rollover limit stated; they keep flat pricing and get the
// limit of the product they came from (0 when the product is gone, so no rollover the borrower never saw).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('period_start_on', 'date')
    .addColumn('carried_fees_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('principal_repaid_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('penalty_charged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('settled_on', 'date')
    .execute();
  await sql`
    update orders o
       set terms = o.terms
         || jsonb_build_object('interestMethod', coalesce(o.terms->>'interestMethod', 'flat'))
         || jsonb_build_object('maxRollovers', coalesce(
              (o.terms->>'maxRollovers')::int, (p.definition->>'maxRollovers')::int, 0))
      from products p
     where p.id = o.product_id
       and not (o.terms ? 'interestMethod' and o.terms ? 'maxRollovers')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .dropColumn('period_start_on')
    .dropColumn('carried_fees_amount')
    .dropColumn('principal_repaid_amount')
    .dropColumn('penalty_charged')
    .dropColumn('settled_on')
    .execute();
}
