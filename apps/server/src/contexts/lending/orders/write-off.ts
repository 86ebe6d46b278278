// Writing off a loan (issue 42): an accounting act, proposed by collections or finance for an order long past due
// and approved by a second person (flows/approval-kinds/write-off.ts). The books take its receivables out as a
// loss and hold nothing of it from then on; the borrower still owes, and still sees, what the engine says, and a
// later payment is posted as a recovery (payments.service.ts). Once per order, with the order locked.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import { accrue, daysPastDueOf } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { postWriteOff } from '../../accounting/index';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from './loan-state';
import { syncOrderBooks } from './order-books';
import { findOrder, markWrittenOff } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';

export const WRITE_OFF_TEXTS = {
  already: 'This loan is already written off.',
  nothingOwed: 'Nothing is owed on this loan: there is nothing to write off.',
  tooSoon: (days: number, least: number) =>
    `This loan is ${days} days past due: a loan can be written off from ${least} days past due.`,
} as const;

/** Why the order cannot be written off now, or null; its lock is the caller's. */
async function refusal(db: Db, orderId: string, businessDate: string, least: number, lock: boolean) {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.written_off_on !== null) return { order, refused: WRITE_OFF_TEXTS.already };
  const accrual = accrue(loanStateOf(order), businessDate);
  if (order.disbursed_on === null || accrual.outstandingAmount === 0) {
    return { order, refused: WRITE_OFF_TEXTS.nothingOwed };
  }
  const days = daysPastDueOf(accrual);
  return { order, refused: days < least ? WRITE_OFF_TEXTS.tooSoon(days, least) : null };
}

/** Refuses a proposal the write-off could not carry out today (checked again when it is approved). */
export async function assertWritableOff(deps: Deps, orderId: string): Promise<void> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const { refused } = await refusal(deps.db, orderId, businessDate, deps.config.writeOffDays, false);
  if (refused) throw new AppError(ErrorCode.Conflict, refused);
}

export async function writeOffOrder(
  deps: Deps,
  r: { orderId: string; reason: string; makerId: string; checkerId: string | null },
): Promise<void> {
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const businessDate = await getBusinessDate(trx, now);
    const { order, refused } = await refusal(trx, r.orderId, businessDate, deps.config.writeOffDays, true);
    if (refused) throw new AppError(ErrorCode.Conflict, refused);
    // Once per order is held by its lock and written_off_on; the sources name this write-off only (the demo puts an
    // order back, and it may be written off again).
    const source = `write-off:${order.id}:${randomBytes(6).toString('hex')}`;
    // The books catch up with the days before it, so the loss is what was owed on the day.
    await syncOrderBooks(trx, order, {
      businessDate,
      at,
      cause: 'accrual',
      source: `${source}:before`,
    });
    const loss = await postWriteOff(trx, {
      businessDate,
      at,
      orderId: order.id,
      source,
      postedBy: r.checkerId ?? r.makerId,
    });
    await markWrittenOff(trx, {
      order_id: order.id,
      business_date: businessDate,
      amount: loss,
      reason: r.reason,
      maker_id: r.makerId,
      checker_id: r.checkerId,
      at,
    });
  });
}
