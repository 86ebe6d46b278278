// The demo lender: in demo mode a pushed order is disbursed (or, for a product set to fail, refused) once the
// configured delay has passed. It runs as a sweep, on a timer and on demand (POST /attempt/dev/lender), so that
// reading an order never writes: a read used to move the order along, and waited on the write to do it.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { getBusinessDate } from '../business-date/business-date.service';
import { findOrdersAwaitingLender, recordDisbursement } from '../orders/orders.repository';
import { statusOf } from '../orders/orders.service';
import { listProducts } from '../products/products.repository';

export type LenderRun = { disbursed: number; refused: number };

export async function runDemoLender(deps: Deps): Promise<LenderRun> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - deps.config.demoLenderDelaySeconds * 1000).toISOString();
  const due = await findOrdersAwaitingLender(deps.db, cutoff);
  const run: LenderRun = { disbursed: 0, refused: 0 };
  if (due.length === 0) return run;
  const [businessDate, catalogue] = await Promise.all([getBusinessDate(deps.db, now), listProducts(deps.db)]);
  for (const row of due) {
    const fails = catalogue.find((p) => p.id === row.product_id)?.fails_disbursement === true;
    const decided = fails ? { ...row, disbursement_failed: true } : { ...row, disbursed_on: businessDate };
    const stored = await recordDisbursement(deps.db, row.id, {
      disbursed_on: decided.disbursed_on,
      disbursement_failed: decided.disbursement_failed,
      status: statusOf(decided, businessDate),
    });
    if (stored) run[fails ? 'refused' : 'disbursed']++;
  }
  return run;
}

/** Sweeps every demoLenderIntervalSeconds (0: only on demand) until the app closes. */
export function startDemoLender(app: FastifyInstance, deps: Deps): void {
  const seconds = deps.config.demoLenderIntervalSeconds;
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDemoLender(deps)
      .catch((error: unknown) => app.log.warn({ err: error }, 'demo lender sweep failed'))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
