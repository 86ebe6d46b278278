// The books against the loan engine (issue 42), across the accounting and lending contexts: after the day's
// accrual, each lent order's receivables and unearned interest as the general ledger holds them must be the
// engine's figures for the day, refunds payable must be what payments brought in and is owed back, and the trial
// balance must balance. Each difference is listed with the order behind it; none is expected.
import type { BooksCheck, BooksDifference } from '@pautang/contract/ledger';
import type { Deps } from '../platform/deps';
import { ACCOUNTS, allLoanBooks, FIELD_OF, trialBalance } from '../contexts/accounting/index';
import { accrueOrderBooks, lentOrderPositions, refundOwedTotal } from '../contexts/lending/index';
import { getBusinessDate } from '../contexts/staff/index';

const LAST_DAY = '9999-12-31';

export async function checkBooks(deps: Deps): Promise<BooksCheck> {
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  // Once a day, as the job does: what the days earned and charged is posted before the figures are compared.
  await accrueOrderBooks(deps.db, businessDate, now.toISOString());
  const [positions, books, owed, tb, everything] = await Promise.all([
    lentOrderPositions(deps.db, businessDate),
    allLoanBooks(deps.db),
    refundOwedTotal(deps.db),
    trialBalance(deps.db, businessDate),
    // Every entry, whatever its day: what is owed back now (the demo moves its business date back and forth).
    trialBalance(deps.db, LAST_DAY),
  ]);
  const differences: BooksDifference[] = [];
  const lent = new Set(positions.map((p) => p.orderId));
  for (const { orderId, position } of positions) {
    const held = books.get(orderId);
    for (const [accountCode, field] of Object.entries(FIELD_OF)) {
      const booksAmount = held?.[field] ?? 0;
      if (booksAmount !== position[field]) {
        differences.push({ kind: 'loan', orderId, accountCode, booksAmount, engineAmount: position[field] });
      }
    }
  }
  // Books held for an order the engine does not lend (never paid out, or gone).
  for (const [orderId, held] of books) {
    if (lent.has(orderId)) continue;
    for (const [accountCode, field] of Object.entries(FIELD_OF)) {
      if (held[field] !== 0) {
        differences.push({ kind: 'loan', orderId, accountCode, booksAmount: held[field], engineAmount: 0 });
      }
    }
  }
  const refunds = everything.accounts.find((a) => a.code === ACCOUNTS.refundsPayable);
  const refundsBooks = (refunds?.creditAmount ?? 0) - (refunds?.debitAmount ?? 0);
  if (refundsBooks !== owed) {
    differences.push({
      kind: 'refunds-payable',
      orderId: null,
      accountCode: ACCOUNTS.refundsPayable,
      booksAmount: refundsBooks,
      engineAmount: owed,
    });
  }
  if (tb.debitTotal !== tb.creditTotal) {
    differences.push({
      kind: 'trial-balance',
      orderId: null,
      accountCode: null,
      booksAmount: tb.debitTotal,
      engineAmount: tb.creditTotal,
    });
  }
  return { businessDate, orderCount: positions.length, differences };
}
