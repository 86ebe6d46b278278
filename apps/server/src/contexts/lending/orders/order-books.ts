// An order's books (issue 42): lending keeps the facts of each loan and the engine its figures; this brings the
// general ledger to those figures, in the caller's transaction, through the accounting context's posting rules.
import { randomBytes } from 'node:crypto';
import { accrue, bookPosition, daysPastDueOf } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import {
  hasLoanBooks,
  NO_POSITION,
  analyzeJournal,
  clearOrderCash,
  postingBatch,
  postRefundsOpening,
  prefetchLoanBooks,
  syncLoanBooks,
  type LoanPosition,
  type SyncCause,
} from '../../accounting/index';
import { lockOrders, refundOwedTotal } from '../payments/payments.repository';
import { lentOrderIds, lentOrders } from './orders.repository';
import { loanStateOf, type LoanRow } from './loan-state';

/** An order as its books read it: the loan, and whether it was written off. */
export type BookOrder = LoanRow & { id: string; written_off_on?: string | null };

/**
 * The order's books as the engine says they stand on the day; nothing once written off (the borrower still owes
 * what the engine says, but the books hold it no more: a later payment is a recovery).
 */
export const positionOf = (order: BookOrder, businessDate: string): LoanPosition =>
  order.written_off_on ? NO_POSITION : bookPosition(loanStateOf(order), businessDate);

/**
 * Brings the order's books to the engine's figures for the day, `cause` naming the event: one entry, or none when
 * they agree. A loan whose books were never opened (lent before the books were kept) is opened first, against
 * opening balances, as it stood on the day: what it earned and charged before that is not this event's.
 */
export async function syncOrderBooks(
  trx: Db,
  order: BookOrder,
  e: { businessDate: string; at: string; cause: SyncCause; source: string },
): Promise<void> {
  await syncLoanBooks(trx, {
    ...e,
    orderId: order.id,
    target: positionOf(order, e.businessDate),
    // A payout's own entry opens the books of a loan just paid out.
    openIfNew: order.disbursed_on !== null && e.cause !== 'disbursement',
  });
}

/**
 * The order's books emptied into opening balances, with what its payments owe back and the cash its records moved:
 * the demo puts a scenario's order back in its stated state, deleting its payments, payouts and refunds. Call
 * before they are deleted.
 */
export async function clearOrderBooks(
  trx: Db,
  orderId: string,
  e: { businessDate: string; at: string; source: string },
): Promise<void> {
  await syncLoanBooks(trx, { ...e, orderId, cause: 'opening', target: NO_POSITION });
  const owed = await refundOwedTotal(trx, orderId);
  await postRefundsOpening(trx, { ...e, source: `${e.source}:refunds`, orderId, amount: -owed });
  await clearOrderCash(trx, { ...e, source: `${e.source}:cash`, orderId });
}

/**
 * Opens the books of a lent order as it stands on the day (the demo book): `unopened` only when they hold nothing
 * of it yet (a start finds the demo book already opened); otherwise after clearOrderBooks.
 */
export async function openOrderBooks(
  trx: Db,
  order: BookOrder,
  e: { businessDate: string; at: string; source: string; unopened?: boolean },
): Promise<void> {
  if (order.disbursed_on === null) return;
  if (e.unopened && (await hasLoanBooks(trx, order.id))) return;
  await syncLoanBooks(trx, {
    ...e,
    orderId: order.id,
    cause: 'opening',
    target: positionOf(order, e.businessDate),
  });
}

/**
 * The day's accrual (issue 42): every lent order's books brought to the engine's figures for the day, each order
 * in its own transaction with its row locked, so a payment posting at the same time waits rather than counts twice.
 * Only what changed is posted: interest earned, late charges accrued. Answers how many orders it went through.
 */
export async function accrueOrderBooks(db: Db, businessDate: string, at: string): Promise<number> {
  const run = randomBytes(6).toString('hex');
  const ids = await lentOrderIds(db);
  // A transaction per batch of loans, their rows locked together (by id, as every batch takes them), their books
  // read in one statement and their entries written in one (postingBatch): one statement per loan was the cost.
  for (let from = 0, batches = 1; from < ids.length; from += ACCRUAL_BATCH, batches++) {
    const batch = ids.slice(from, from + ACCRUAL_BATCH);
    await db.transaction().execute(async (trx) => {
      const orders = await lockOrders(trx, batch);
      await prefetchLoanBooks(trx, batch);
      await postingBatch(trx, async () => {
        for (const order of orders) {
          await syncOrderBooks(trx, order, {
            businessDate,
            at,
            cause: 'accrual',
            source: `accrual:${order.id}:${businessDate}:${run}`,
          });
        }
      });
    });
    if (batches % ANALYZE_EVERY === 0) await analyzeJournal(db);
  }
  return ids.length;
}

/** Batches between refreshes of the journal's statistics during one run (accounting's analyzeJournal says why). */
const ANALYZE_EVERY = 40;

/** Loans accrued per transaction: a batch's statement stays well inside PostgreSQL's 65,535 parameters. */
const ACCRUAL_BATCH = 250;

/** What the engine says the books hold for each lent order on the day. */
export async function lentOrderPositions(
  db: Db,
  businessDate: string,
): Promise<{ orderId: string; position: LoanPosition }[]> {
  const orders = await lentOrders(db);
  return orders.map((order) => ({ orderId: order.id, position: positionOf(order, businessDate) }));
}

/**
 * Each lent loan the books still hold (a written-off one they hold no more), with its days past due and its
 * carrying amount on the day: the receivables less the interest not earned yet. The allowance is a share of it.
 */
export async function lentOrderAgeing(
  db: Db,
  businessDate: string,
): Promise<{ orderId: string; daysPastDue: number; exposure: number }[]> {
  const orders = await lentOrders(db);
  return orders
    .filter((order) => !order.written_off_on)
    .map((order) => {
      const loan = loanStateOf(order);
      const p = bookPosition(loan, businessDate);
      return {
        orderId: order.id,
        daysPastDue: daysPastDueOf(accrue(loan, businessDate)),
        exposure:
          p.principalAmount + p.interestAmount + p.feesAmount + p.penaltiesAmount - p.unearnedInterestAmount,
      };
    });
}
