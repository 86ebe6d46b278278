// Deterministic demo data: the same borrowers, products and scenario orders on every start, so scenario names
// and ids never move. Orders are inserted once; opening a scenario puts its order back in its stated state.
import type { Db } from '../../../platform/db/client';
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
  for (const spec of Object.values(DEMO_ORDER_SPECS)) {
    await db
      .insertInto('orders')
      .values(demoOrderRow(spec, businessDate))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
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
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('orders').where('id', '=', spec.id).execute();
    await trx.insertInto('orders').values(row).execute();
  });
}

/**
 * Removes a borrower's own pushed orders, of every product, so a confirmation scenario starts with no loan open: we
 * lend one loan at a time (issue 27), so a loan left by another scenario would refuse this one's push.
 */
export async function clearPushedOrders(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('orders').where('user_id', '=', userId).where('auto_disburse', '=', true).execute();
}
