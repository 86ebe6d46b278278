// npm run bench: the postback storm. 1,000 payments paid at the gateway, their postbacks sent all at once (50 in
// flight), with 20% sent twice and the whole stream shuffled (out of order), through the real postback route
// (digest check, the gateway's status call, the engine, one transaction each). Reported per backend: postbacks
// per second, and whether the ledger is exact (every payment once, the total to the centavo). Each order has one
// live code and stale ones paid anyway (issue 25): the live codes reach the ledger, the stale ones the refunds.
import { writeFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { onEachBackend } from './bench-postgres';
import { insertPaidCode, postbackForm } from './paid-codes';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../src/contexts/demo/index';
import { getBusinessDate } from '../src/contexts/staff/index';
import { POSTBACK_PATH } from '../src/contexts/lending/index';
import { buildTestApp } from '../src/test-helper';

const PAYMENTS = Number(process.env.BENCH_POSTBACKS ?? 1000);
const ORDERS = 50;
const DUPLICATE_SHARE = 0.2;
const IN_FLIGHT = 50;

async function storm(backend: string) {
  const t = await buildTestApp();
  try {
    const businessDate = await getBusinessDate(t.db, t.clock.now);
    const spec = DEMO_ORDER_SPECS['order-180'];
    if (!spec) throw new Error('no demo order-180');
    const orders = Array.from({ length: ORDERS }, (_, i) => `PTSTORM${String(i).padStart(5, '0')}`);
    for (const id of orders) {
      await t.db
        .insertInto('orders')
        .values({ ...demoOrderRow(spec, businessDate), id })
        .execute();
    }
    const expires = new Date(t.clock.now.getTime() + 86_400_000).toISOString();
    const payments = Array.from({ length: PAYMENTS }, (_, i) => ({
      id: `PTX${String(i).padStart(12, '0')}`,
      ref: `R${String(i).padStart(7, '0')}`,
      order: orders[i % ORDERS] as string,
      amount: randomInt(100, 500_00),
    }));
    for (const [i, p] of payments.entries()) {
      await insertPaidCode(t.db, {
        ...p,
        userId: spec.userId,
        orderId: p.order,
        // One live code per order (the database allows no more); the others are stale codes, cancelled when the
        // order's debt changed and paid at the gateway all the same: their money is owed back (issue 25).
        status: i < ORDERS ? 'pending' : 'cancelled',
        expiresAt: expires,
        description: 'storm',
      });
    }
    const stream = [...payments, ...payments.filter(() => Math.random() < DUPLICATE_SHARE)];
    for (let i = stream.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [stream[i], stream[j]] = [stream[j] as (typeof stream)[number], stream[i] as (typeof stream)[number]];
    }
    let next = 0;
    let notOk = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < stream.length) {
          const p = stream[next++] as (typeof stream)[number];
          const res = await t.app.inject({
            method: 'POST',
            url: POSTBACK_PATH,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: postbackForm(p),
          });
          if (res.body !== 'result=OK') notOk++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const ledger = await t.db.selectFrom('ledger_entries').select(['payment_id', 'amount']).execute();
    const refunds = await t.db
      .selectFrom('payments')
      .select(['id', 'refund_amount'])
      .where('status', '=', 'paid')
      .where('refund_amount', '>', 0)
      .execute();
    // Every payment once: in the ledger (the live codes) or owed back whole (the stale ones), to the centavo.
    const accounted = [...ledger.map((e) => e.payment_id), ...refunds.map((r) => r.id)];
    const expected = payments.reduce((sum, p) => sum + p.amount, 0);
    const total =
      ledger.reduce((sum, e) => sum + e.amount, 0) + refunds.reduce((sum, r) => sum + r.refund_amount, 0);
    const exact =
      ledger.length === ORDERS &&
      accounted.length === payments.length &&
      new Set(accounted).size === accounted.length &&
      total === expected;
    return {
      backend,
      postbacks: stream.length,
      duplicates: stream.length - payments.length,
      perSecond: Math.round(stream.length / seconds),
      notOk,
      ledgerEntries: ledger.length,
      refunds: refunds.length,
      ledgerTotal: total,
      expectedTotal: expected,
      exact,
    };
  } finally {
    await t.close();
  }
}

const { results: rows, onPostgres } = await onEachBackend(storm);
console.log('\nPostback storm: unique payments, 20% sent twice, shuffled, 50 in flight');
console.log(
  '| backend | postbacks | duplicates | postbacks/s | answered not OK | ledger entries | refunds | ledger + refunds (centavos) | expected | exact |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.backend} | ${r.postbacks} | ${r.duplicates} | ${r.perSecond} | ${r.notOk} | ${r.ledgerEntries} | ${r.refunds} | ${r.ledgerTotal} | ${r.expectedTotal} | ${r.exact ? 'yes' : 'NO'} |`,
  );
}
if (!onPostgres) console.log('(PostgreSQL not reachable on 127.0.0.1:5432: its row is left out.)');
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ storm: rows }));
if (rows.some((r) => !r.exact)) process.exitCode = 1;
