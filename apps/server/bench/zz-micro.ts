import { buildTestApp } from '../src/test-helper';
import { callHandlers } from '../src/modules/call-handlers';
import { runCall } from '../src/lib/call';
import { resolveCaller } from '../src/modules/sessions/sessions.service';
import { orderDetails } from '../src/modules/orders/orders.service';
import type { Deps } from '../src/deps';
const t = await buildTestApp({});
const token = await t.signIn('10002');
const deps = { db: t.db, config: t.config, wire: t.wire, clock: () => t.clock.now } as unknown as Deps;
const handlers = callHandlers(deps);
const query = { sessionId: token, orderId: 'PT0000000174' };
async function time(label: string, fn: () => Promise<unknown>, n = 100_000) {
  for (let i = 0; i < 20_000; i++) await fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(20), (Number(process.hrtime.bigint() - t0) / n / 1000).toFixed(2), 'µs');
}
for (let r = 0; r < 2; r++) {
  await time('runCall details', () => runCall(deps, handlers.loanDetails as never, 'loanDetails', query, query));
  await time('resolveCaller', () => resolveCaller(deps.db, query, t.clock.now));
  await time('orderDetails', () => orderDetails(deps, '10002', 'PT0000000174', t.config.publicOrigin));
  await time('confirm', () => runCall(deps, handlers.loanDetailConfirm as never, 'loanDetailConfirm', { sessionId: token }, { productId: 'prod-quick-5k' }));
}
await t.close();
process.exit(0);
