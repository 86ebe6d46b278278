// npm run bench, at scale (issue 42): the books over the benchmark book, on a copy of it (x_data_books, dropped
// after). The first accrual opens every lent loan's books (an opening entry each: the book was built before the
// ledger, as a lender's would be on the day the books start); the next business day's is the daily accrual the
// job runs (target: within 10 minutes over the million-borrower book). Then the trial balance on that day, read
// from the kept daily account totals (target: within 2 s), five times.
import { sql } from 'kysely';
import { addDays } from '@pautang/loan-engine';
import { createDb } from '../../src/platform/db/client';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { trialBalance } from '../../src/contexts/accounting/index';
import { accrueOrderBooks } from '../../src/contexts/lending/index';
import { getBusinessDate, setBusinessDate } from '../../src/contexts/staff/index';
import { BOOK_DATABASE_URL, writeScalePart } from '../book/book-keys';
import { copyBook, dropCopy } from './book-copy';

const COPY = 'x_data_books';
const ACCRUAL_TARGET_MS = 10 * 60_000;
const TRIAL_BALANCE_TARGET_MS = 2_000;

const url = await copyBook(BOOK_DATABASE_URL, COPY);
const db = await createDb({ databaseUrl: url, readCache: false });
try {
  await migrateToLatest(db);
  const count = async (table: 'users' | 'orders') =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0,
    );
  const book = { borrowers: await count('users'), orders: await count('orders') };
  const now = new Date();
  const day = await getBusinessDate(db, now);
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await work();
    return [result, performance.now() - start];
  };
  const [opened, openMs] = await timed(() => accrueOrderBooks(db, day, now.toISOString()));
  const next = addDays(day, 1);
  await setBusinessDate(db, now, next);
  const [accrued, accrualMs] = await timed(() => accrueOrderBooks(db, next, now.toISOString()));
  const reads: number[] = [];
  let balanced = true;
  for (let i = 0; i < 5; i++) {
    const [tb, ms] = await timed(() => trialBalance(db, next));
    reads.push(ms);
    balanced &&= tb.debitTotal === tb.creditTotal;
  }
  const median = [...reads].sort((a, b) => a - b)[2] ?? 0;
  const entries = Number(
    (await sql<{ n: string }>`select count(*) as n from gl_entries`.execute(db)).rows[0]?.n ?? 0,
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const perLoan = (ms: number, n: number) => (n === 0 ? '—' : `${((ms * 1000) / n).toFixed(0)} µs`);
  const met = (ms: number, target: number) => (ms <= target ? 'met' : 'missed');
  const markdown = [
    `| what | loans | time | per loan | target |`,
    `|---|---:|---:|---:|---|`,
    `| opening the books (first accrual) | ${opened} | ${s(openMs)} | ${perLoan(openMs, opened)} | — |`,
    `| the daily accrual (next business day) | ${accrued} | ${s(accrualMs)} | ${perLoan(accrualMs, accrued)} | 10 min: ${met(accrualMs, ACCRUAL_TARGET_MS)} |`,
    `| trial balance (median of 5) | — | ${median.toFixed(1)} ms | — | 2 s: ${met(median, TRIAL_BALANCE_TARGET_MS)}${balanced ? '' : ' (did not balance)'} |`,
    '',
    `${entries} journal entries after both runs; the book had ${book.borrowers} users and ${book.orders} orders.`,
  ].join('\n');
  console.log(markdown);
  writeScalePart({
    name: 'books',
    title: 'The books: daily accrual and trial balance (issue 42)',
    order: 60,
    measuredAt: new Date().toISOString(),
    book,
    markdown,
    figures: { opened, openMs, accrued, accrualMs, trialBalanceMs: reads, entries, balanced },
  });
} finally {
  await db.destroy();
  await dropCopy(BOOK_DATABASE_URL, COPY);
}
