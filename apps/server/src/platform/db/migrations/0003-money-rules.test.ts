// @module-tag database: a migration's data rewrite, as the production server runs it
// Orders signed before the money rules had no pricing method or rollover limit in their terms snapshot: the
// migration gives them flat pricing (what they were priced with) and their product's limit, never more.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPglite } from '../../../test-helper';
import type { Db } from '../client';
import { createMigrator, migrateToLatest } from '../migrate';

let db: Db;
beforeAll(async () => {
  // No table yet (the run's initdb copy): this file migrates it step by step itself.
  db = await emptyPglite();
  const { error } = await createMigrator(db).migrateTo('0002-loans');
  if (error) throw error;
});
afterAll(() => db.destroy());

const oldTerms = {
  instalmentCount: 1,
  interestRateBpPerDay: 15,
  fees: [],
  lateCharges: {
    penaltyAmount: { new: 100000, repeat: 80000 },
    interestTiers: [{ fromDay: 1, rateBpPerDay: 500 }],
  },
  prepaymentRule: 'after-half-term',
};

describe('migration 0003 (money rules)', () => {
  it('fills the terms snapshot of earlier orders with flat pricing and their product’s rollover limit', async () => {
    await sql`insert into users (id, mobile_phone, full_name, client_type) values ('1', '0917', 'A', 'new')`.execute(
      db,
    );
    for (const [id, maxRollovers] of [
      ['p-three', 3],
      ['p-none', undefined],
    ] as const) {
      await sql`insert into products (id, definition) values (${id}, ${JSON.stringify({ maxRollovers })})`.execute(
        db,
      );
      await sql`insert into orders (id, user_id, product_id, status, principal_amount, term_days, terms, client_type)
                values (${`o-${id}`}, '1', ${id}, 21, 500000, 91, ${JSON.stringify(oldTerms)}, 'new')`.execute(
        db,
      );
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'terms', 'carried_fees_amount', 'penalty_charged'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.terms.interestMethod, r.terms.maxRollovers])).toEqual([
      ['o-p-none', 'flat', 0],
      ['o-p-three', 'flat', 3],
    ]);
    expect(rows.every((r) => r.carried_fees_amount === 0 && r.penalty_charged === false)).toBe(true);
  });
});
