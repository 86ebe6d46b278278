// Deterministic demo data: the same borrowers, products and scenario orders on every start, so scenario names
// and ids never move. Orders are inserted once; opening a scenario puts its order back in its stated state.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import { clearOrderBooks, openOrderBooks } from '../../lending/index';
import { productRows } from './demo-catalogue';
import { seedDemoBankAccounts } from './demo-bank-accounts';
import { seedDemoAgent } from './demo-complaints';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoPromotion } from './demo-promotion';
import { DEMO_ORDER_SPECS, demoOrderRow } from './demo-orders';

export const DEMO_BORROWERS = [
  { id: '10001', mobile_phone: '09171234501', full_name: 'Maria Santos', client_type: 'new' },
  { id: '10002', mobile_phone: '09171234502', full_name: 'Jose Reyes', client_type: 'repeat' },
  { id: '10003', mobile_phone: '09171234503', full_name: 'Ana Cruz', client_type: 'new' },
] as const;

export async function seedDemo(db: Db, businessDate: string): Promise<void> {
  await db
    .insertInto('users')
    .values(DEMO_BORROWERS.map((b) => ({ ...b })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const row of productRows()) {
    await db
      .insertInto('products')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
      .execute();
  }
  // The books open with each lent order as it stands (issue 42): once, when they do not hold it yet.
  const at = new Date().toISOString();
  for (const spec of Object.values(DEMO_ORDER_SPECS)) {
    const row = demoOrderRow(spec, businessDate);
    await db
      .insertInto('orders')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const stored = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', spec.id)
      .executeTakeFirstOrThrow();
    await openOrderBooks(db, stored, { businessDate, at, source: `opening:${spec.id}`, unopened: true });
  }
  await seedDemoProfiles(db, businessDate);
  await seedDemoAgent(db);
  await seedDemoPromotion(db);
  // Inserted once like the orders: a borrower's later changes survive a restart.
  const existing = await db.selectFrom('bank_accounts').select('id').limit(1).executeTakeFirst();
  if (!existing) await seedDemoBankAccounts(db, new Date(`${businessDate}T00:00:00Z`).toISOString());
}

/** Puts one scenario order back in its stated state (demo only). */
export async function resetDemoOrder(db: Db, scenario: string, businessDate: string): Promise<void> {
  const spec = DEMO_ORDER_SPECS[scenario];
  if (!spec) return;
  const row = demoOrderRow(spec, businessDate);
  // The books follow (issue 42): what they held of the order, and what its payments owed back, goes to opening
  // balances; the order as put back opens again.
  const books = { businessDate, at: new Date().toISOString() };
  const token = randomBytes(6).toString('hex');
  await db.transaction().execute(async (trx) => {
    // A repayment plan the order was closed into goes with it (issue 42).
    const plans = await trx
      .selectFrom('orders')
      .select('id')
      .where('restructured_from', '=', spec.id)
      .execute();
    for (const plan of plans) {
      await clearOrderBooks(trx, plan.id, { ...books, source: `demo-reset:${plan.id}:${token}` });
      await trx.deleteFrom('orders').where('id', '=', plan.id).execute();
    }
    await clearOrderBooks(trx, spec.id, { ...books, source: `demo-reset:${spec.id}:${token}` });
    await trx.deleteFrom('orders').where('id', '=', spec.id).execute();
    const stored = await trx.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
    await openOrderBooks(trx, stored, { ...books, source: `demo-open:${spec.id}:${token}` });
  });
}

/**
 * Removes a borrower's own pushed orders, of every product, so a confirmation scenario starts with no loan open: we
 * lend one loan at a time (issue 27), so a loan left by another scenario would refuse this one's push.
 */
export async function clearPushedOrders(db: Db, userId: string, businessDate: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pushed = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('auto_disburse', '=', true)
      .execute();
    const token = randomBytes(6).toString('hex');
    for (const order of pushed) {
      await clearOrderBooks(trx, order.id, {
        businessDate,
        at: new Date().toISOString(),
        source: `demo-clear:${order.id}:${token}`,
      });
    }
    await trx.deleteFrom('orders').where('user_id', '=', userId).where('auto_disburse', '=', true).execute();
  });
}
