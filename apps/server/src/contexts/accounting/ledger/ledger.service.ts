// The general ledger (issue 42): entries posted by the contexts whose money moves, each in the caller's own
// transaction so the entry exists exactly when the money event does. An entry balances, has at least two lines of
// whole centavos, is dated by the business day and is posted once per source; it is never changed: a correction
// reverses it. A closed month takes no entry.
import { ErrorCode } from '@pautang/contract/errors';
import {
  JOURNAL_MAX_ENTRIES,
  type FinancialStatements,
  type Journal,
  type TrialBalance,
} from '@pautang/contract/ledger';
import type { Db } from '../../../platform/db/client';
import { AppError, invalid, notFound } from '../../../platform/errors';
import {
  accountCodes,
  accrualRanFor,
  recordAccrualDay,
  findEntry,
  findEntryBySource,
  insertClosedMonth,
  isMonthClosed,
  journalEntries,
  journalLines,
  insertEntries,
  linesOf,
  listAccounts,
  lockMonthToClose,
  totalsThrough,
  orderBalances,
} from './ledger.repository';

/** The seeded chart's codes (migration 0039), by what the posting rules call them. */
export const ACCOUNTS = {
  cashCollectionsGateway: '1011',
  cashCollectionsCard: '1012',
  cashPayoutsBank: '1021',
  cashPayoutsEwallet: '1022',
  loansReceivable: '1100',
  interestReceivable: '1110',
  feesReceivable: '1120',
  penaltiesReceivable: '1130',
  allowance: '1190',
  refundsPayable: '2010',
  gatewaySuspense: '2020',
  unearnedInterest: '2030',
  paidInCapital: '3010',
  openingBalances: '3090',
  interestIncome: '4010',
  serviceFeeIncome: '4020',
  rolloverFeeIncome: '4021',
  penaltyIncome: '4030',
  recoveries: '4040',
  waivers: '4090',
  provisionExpense: '5010',
  loansWrittenOff: '5020',
} as const;

export const LEDGER_MESSAGES = {
  tooFewLines: 'A journal entry needs at least two lines.',
  badAmount: 'Each journal line is a debit or a credit of whole centavos, more than zero.',
  unbalanced: (debit: number, credit: number) =>
    `A journal entry must balance: debits ${debit}, credits ${credit}.`,
  unknownAccount: (code: string) => `There is no account ${code} in the chart of accounts.`,
  monthClosed: (month: string) =>
    `The books of ${month} are closed. Post the correction in the open month, naming ${month}.`,
  entryNotFound: 'There is no such journal entry.',
  alreadyReversed: 'This journal entry has already been reversed.',
  badMonth: 'A month is written YYYY-MM.',
  alreadyClosed: (month: string) => `The books of ${month} are already closed.`,
  notEnded: (month: string) => `The month ${month} has not ended yet: close it once its last day has passed.`,
} as const;

export type JournalLine = {
  account: string;
  debit?: number;
  credit?: number;
  /** The order the line is about, when it is about one: the check compares the books with the engine per order. */
  orderId?: string | null;
};

export type NewEntry = {
  /** What posts it, once: a second post of the same source answers the first entry and writes nothing. */
  source: string;
  kind: string;
  /** The Manila business day the money event belongs to. */
  businessDate: string;
  lines: readonly JournalLine[];
  memo?: string;
  orderId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  refundId?: string | null;
  postedBy?: string | null;
  /** A late correction of a closed month: the month it corrects. */
  correctsMonth?: string | null;
  reversesEntryId?: number | null;
  /** When it is posted (ISO). */
  at: string;
};

export type Posted = { id: number; duplicate: boolean };

const monthOf = (businessDate: string) => businessDate.slice(0, 7);

/**
 * The accounts every database has: the seeded chart (migration 0039), whose accounts are never deleted (their
 * lines' foreign key refuses it). A loan's entries name only these, so posting them asks the chart nothing.
 */
const SEEDED_CODES: ReadonlySet<string> = new Set(Object.values(ACCOUNTS));

/** The first account of the lines the chart does not have, or undefined. */
async function unknownAccount(db: Db, lines: readonly JournalLine[]): Promise<string | undefined> {
  const asked = [...new Set(lines.map((l) => l.account))].filter((code) => !SEEDED_CODES.has(code));
  if (asked.length === 0) return undefined;
  const known = await accountCodes(db, asked);
  return asked.find((code) => !known.has(code));
}

/** An order's net per account of a set, as a transaction has read it and then posted to it. */
type OrderNets = { accounts: ReadonlySet<string>; nets: Map<string, number>; rows: number };
const orderNetsInTransaction = new WeakMap<Db, Map<string, OrderNets>>();

/**
 * The order's balance (debits less credits) on each of `accounts`, and how many of them the books hold lines of.
 * Inside a transaction it is read once, then kept current by that transaction's own posts (postEntry): a payment
 * brings the loan's books to the engine's figures before and after it, and the second look reads no lines.
 */
export async function orderNets(
  trx: Db,
  accounts: readonly string[],
  orderId: string,
): Promise<{ nets: ReadonlyMap<string, number>; rows: number }> {
  const cache = trx.isTransaction
    ? (orderNetsInTransaction.get(trx) ?? new Map<string, OrderNets>())
    : undefined;
  const held = cache?.get(orderId);
  if (held && accounts.every((a) => held.accounts.has(a)) && held.accounts.size === accounts.length)
    return held;
  const rows = await orderBalances(trx, accounts, orderId);
  const read: OrderNets = {
    accounts: new Set(accounts),
    nets: new Map(rows.map((r) => [r.account_code, r.net])),
    rows: rows.length,
  };
  if (cache) {
    cache.set(orderId, read);
    orderNetsInTransaction.set(trx, cache);
  }
  return read;
}

/**
 * Reads many orders' nets at once into the transaction's cache (one statement), so a batch of orders' posts asks
 * the books nothing more per order (the daily accrual, postingBatch).
 */
export async function prefetchOrderNets(
  trx: Db,
  accounts: readonly string[],
  orderIds: readonly string[],
): Promise<void> {
  if (!trx.isTransaction || orderIds.length === 0) return;
  const cache = orderNetsInTransaction.get(trx) ?? new Map<string, OrderNets>();
  orderNetsInTransaction.set(trx, cache);
  for (const id of orderIds) cache.set(id, { accounts: new Set(accounts), nets: new Map(), rows: 0 });
  for (const row of await orderBalances(trx, accounts, orderIds)) {
    const read = cache.get(row.order_id);
    if (!read) continue;
    read.nets.set(row.account_code, row.net);
    read.rows++;
  }
}

/** The lines a transaction just posted, added to what it has read of their orders (orderNets). */
function notePosted(
  trx: Db,
  lines: readonly { account_code: string; debit: number; credit: number; order_id: string | null }[],
) {
  const cache = orderNetsInTransaction.get(trx);
  if (!cache) return;
  for (const line of lines) {
    const read = line.order_id === null ? undefined : cache.get(line.order_id);
    if (!read?.accounts.has(line.account_code)) continue;
    if (!read.nets.has(line.account_code)) read.rows++;
    read.nets.set(line.account_code, (read.nets.get(line.account_code) ?? 0) + line.debit - line.credit);
  }
}

/** An entry as it is written: the entry's row and its lines'. */
type EntryInsert = Parameters<typeof insertEntries>[2][number];

/** What an order's books were taken to hold (takeOrderNetsAsKnown), and the entry that makes it so if they do not. */
type Known = {
  orderId: string;
  accounts: readonly string[];
  nets: ReadonlyMap<string, number>;
  catchUp: (held: { nets: ReadonlyMap<string, number>; rows: number }) => NewEntry | undefined;
};

/** The entries a transaction in postingBatch has posted and not written yet, and the balances it took as known. */
type Batch = { entries: EntryInsert[]; known: Known[] };
const batches = new WeakMap<Db, Batch>();

/**
 * Inside a posting batch, takes the order's balances on `accounts` to be `nets` without reading them, when the
 * transaction has neither read nor posted the order yet: the batch's write checks them first, in the same statement
 * (gl_post), and when the books hold something else it reads them and posts `catchUp`'s entry before the others,
 * which bring the books from `nets` on. False when the order's balances must be read as usual.
 */
export function takeOrderNetsAsKnown(trx: Db, known: Known): boolean {
  const batch = batches.get(trx);
  if (!batch) return false;
  const cache = orderNetsInTransaction.get(trx) ?? new Map<string, OrderNets>();
  if (cache.has(known.orderId)) return false;
  if (batch.entries.some((e) => e.lines.some((l) => l.order_id === known.orderId))) return false;
  cache.set(known.orderId, { accounts: new Set(known.accounts), nets: new Map(known.nets), rows: 1 });
  orderNetsInTransaction.set(trx, cache);
  batch.known.push(known);
  return true;
}

/**
 * Runs `fn` with the transaction's posts held and written together at its end, in one statement per month: a
 * payment's entries (the books caught up, the payment, what it changed) and a day's accrual over hundreds of loans
 * each cost a statement per entry otherwise. Inside, a post is checked as always and answered with id 0: the entry
 * has no id until the batch is written. A batch inside a batch joins it. A source posted twice inside one batch is
 * refused, as no caller does it.
 */
export async function postingBatch<T>(trx: Db, fn: () => Promise<T>): Promise<T> {
  if (!trx.isTransaction) throw new Error('a posting batch runs in a transaction');
  if (batches.has(trx)) return fn();
  const batch: Batch = { entries: [], known: [] };
  batches.set(trx, batch);
  let result: T;
  try {
    result = await fn();
  } finally {
    batches.delete(trx);
  }
  let { entries } = batch;
  const sources = new Set(entries.map((p) => p.entry.source));
  if (sources.size !== entries.length) throw new Error('a posting batch posted a source twice');
  const months = [...new Set(entries.map((p) => monthOf(p.entry.business_date)))];
  if (batch.known.length > 0) {
    // One month (a payment's entries): the balances taken as known are checked in the statement that writes, which
    // answers what the books hold when they are not so. Otherwise (entries of several months) they are read.
    const first =
      months.length === 1 ? await writeMonth(trx, months[0] as string, entries, batch.known) : undefined;
    if (first === 'written') return result;
    const held =
      first ??
      (await orderBalances(
        trx,
        [...new Set(batch.known.flatMap((k) => k.accounts))],
        batch.known.map((k) => k.orderId),
      ));
    // Caught up first: each order's books brought from what they hold to what was taken as known.
    const caughtUp: EntryInsert[] = [];
    for (const known of batch.known) {
      const rows = held.filter(
        (h) => h.order_id === known.orderId && known.accounts.includes(h.account_code),
      );
      const entry = known.catchUp({
        nets: new Map(rows.map((r) => [r.account_code, r.net])),
        rows: rows.length,
      });
      const insert = entry && (await entryInsert(trx, entry));
      if (insert) caughtUp.push(insert);
    }
    entries = [...caughtUp, ...entries];
    for (const month of new Set(caughtUp.map((p) => monthOf(p.entry.business_date)))) {
      if (!months.includes(month)) months.unshift(month);
    }
  }
  for (const month of months) {
    await writeMonth(
      trx,
      month,
      entries.filter((p) => monthOf(p.entry.business_date) === month),
    );
  }
  return result;
}

/**
 * Writes a month's entries of a batch: 'written', or what the books hold of the orders in `known` when a balance
 * there is not as known (nothing written). A closed month refuses entries not posted before its close.
 */
async function writeMonth(
  trx: Db,
  month: string,
  items: readonly EntryInsert[],
  known: readonly Known[] = [],
): Promise<'written' | { order_id: string; account_code: string; net: number }[]> {
  const balances = known.flatMap((k) =>
    k.accounts.map((account) => ({ orderId: k.orderId, account, net: k.nets.get(account) ?? 0 })),
  );
  const written = await insertEntries(trx, month, items, balances);
  if (written.outcome === 'not-as-known') return written.held;
  if (written.outcome === 'written') return 'written';
  // Entries posted before the close are answered as posted; only a new one is refused.
  for (const item of items) {
    if (!(await findEntryBySource(trx, item.entry.source))) {
      throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.monthClosed(month));
    }
  }
  return 'written';
}

/**
 * Refuses lines that cannot make an entry: fewer than two, a bad amount (each a debit or a credit of whole
 * centavos, more than zero), debits and credits that differ, or an account not in the chart.
 */
export async function checkLines(db: Db, lines: readonly JournalLine[]): Promise<void> {
  if (lines.length < 2) throw invalid(LEDGER_MESSAGES.tooFewLines);
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    const d = line.debit ?? 0;
    const c = line.credit ?? 0;
    const amount = d + c;
    if (
      !Number.isSafeInteger(d) ||
      !Number.isSafeInteger(c) ||
      d < 0 ||
      c < 0 ||
      (d > 0 && c > 0) ||
      amount <= 0
    ) {
      throw invalid(LEDGER_MESSAGES.badAmount);
    }
    debit += d;
    credit += c;
  }
  if (debit !== credit) throw invalid(LEDGER_MESSAGES.unbalanced(debit, credit));
  const unknown = await unknownAccount(db, lines);
  if (unknown) throw invalid(LEDGER_MESSAGES.unknownAccount(unknown));
}

/**
 * Posts one entry in the caller's transaction: lines of zero are left out, and an entry left with none posts
 * nothing (undefined). Refuses an entry that does not balance, a bad amount, an unknown account and a closed month.
 */
export async function postEntry(trx: Db, entry: NewEntry): Promise<Posted | undefined> {
  // An entry and its lines commit together (the balance is checked at commit): a caller outside a transaction gets
  // one of its own.
  if (!trx.isTransaction) return trx.transaction().execute((own) => postEntry(own, entry));
  const insert = await entryInsert(trx, entry);
  if (!insert) return undefined;
  const batch = batches.get(trx);
  if (batch) {
    batch.entries.push(insert);
    notePosted(trx, insert.lines);
    return { id: 0, duplicate: false };
  }
  const month = monthOf(entry.businessDate);
  const written = await insertEntries(trx, month, [insert]);
  const id = written.ids?.get(entry.source);
  if (id !== undefined) {
    notePosted(trx, insert.lines);
    return { id, duplicate: false };
  }
  // Posted before (an entry posted before its month's close is answered as posted; only a new one is refused), or
  // by another transaction meanwhile (the insert waited for that one to commit).
  const existing = await findEntryBySource(trx, entry.source);
  if (existing) return { id: existing.id, duplicate: true };
  if (written.outcome === 'closed')
    throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.monthClosed(month));
  throw new Error(`journal entry ${entry.source} neither inserted nor found`);
}

/** The entry as it is written, checked; undefined when all its lines are zero. */
async function entryInsert(trx: Db, entry: NewEntry): Promise<EntryInsert | undefined> {
  const lines = entry.lines.filter((l) => (l.debit ?? 0) !== 0 || (l.credit ?? 0) !== 0);
  if (lines.length === 0) return undefined;
  await checkLines(trx, lines);
  return {
    entry: {
      business_date: entry.businessDate,
      kind: entry.kind,
      source: entry.source,
      memo: entry.memo ?? '',
      order_id: entry.orderId ?? null,
      payment_id: entry.paymentId ?? null,
      payout_id: entry.payoutId ?? null,
      refund_id: entry.refundId ?? null,
      reverses_entry_id: entry.reversesEntryId ?? null,
      corrects_month: entry.correctsMonth ?? null,
      posted_by: entry.postedBy ?? null,
      posted_at: entry.at,
    },
    lines: lines.map((l) => ({
      account_code: l.account,
      debit: l.debit ?? 0,
      credit: l.credit ?? 0,
      // A line may say it is about no order (null) though its entry is about one.
      order_id: l.orderId !== undefined ? l.orderId : (entry.orderId ?? null),
    })),
  };
}

/**
 * Reverses an entry: the same lines, debits and credits swapped, posted on `businessDate` (an open month's day).
 * When the entry's own month is closed, the reversal names it. An entry is reversed at most once.
 */
export async function reverseEntry(
  trx: Db,
  r: { entryId: number; businessDate: string; at: string; memo?: string; postedBy?: string | null },
): Promise<Posted> {
  const entry = await findEntry(trx, r.entryId);
  if (!entry) throw notFound(LEDGER_MESSAGES.entryNotFound);
  const lines = await linesOf(trx, [entry.id]);
  const originalMonth = monthOf(entry.business_date);
  const posted = await postEntry(trx, {
    source: `reversal:${entry.id}`,
    kind: 'reversal',
    businessDate: r.businessDate,
    memo: r.memo ?? `Reverses entry ${entry.id}`,
    orderId: entry.order_id,
    paymentId: entry.payment_id,
    payoutId: entry.payout_id,
    refundId: entry.refund_id,
    postedBy: r.postedBy ?? null,
    reversesEntryId: entry.id,
    correctsMonth: originalMonth !== monthOf(r.businessDate) ? originalMonth : null,
    at: r.at,
    lines: lines.map((l) => ({
      account: l.account_code,
      debit: l.credit,
      credit: l.debit,
      orderId: l.order_id,
    })),
  });
  if (!posted) throw new Error(`entry ${entry.id} has no lines`);
  if (posted.duplicate) throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.alreadyReversed);
  return posted;
}

/** Every account's balance at the end of `date`, from the kept daily totals, and the two columns' totals. */
export async function trialBalance(db: Db, date: string): Promise<TrialBalance> {
  const [accounts, totals] = await Promise.all([listAccounts(db), totalsThrough(db, date)]);
  const byCode = new Map(totals.map((t) => [t.account_code, Number(t.debit) - Number(t.credit)]));
  const rows = accounts.map((a) => {
    const net = byCode.get(a.code) ?? 0;
    return {
      code: a.code,
      name: a.name,
      type: a.type,
      debitAmount: net > 0 ? net : 0,
      creditAmount: net < 0 ? -net : 0,
    };
  });
  return {
    date,
    accounts: rows,
    debitTotal: rows.reduce((t, r) => t + r.debitAmount, 0),
    creditTotal: rows.reduce((t, r) => t + r.creditAmount, 0),
  };
}

/** Closes a month: from then on no entry is posted on a day of it. False when it was closed already. */
export async function closeMonth(
  db: Db,
  r: { month: string; closedBy: string; approvedBy?: string | null; at: string },
): Promise<boolean> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(r.month)) throw invalid(LEDGER_MESSAGES.badMonth);
  return db.transaction().execute(async (trx) => {
    await lockMonthToClose(trx, r.month);
    return insertClosedMonth(trx, {
      month: r.month,
      closed_at: r.at,
      closed_by: r.closedBy,
      approved_by: r.approvedBy ?? null,
    });
  });
}

/** The journal of a range of days, each entry with its lines, oldest first; cut at JOURNAL_MAX_ENTRIES. */
export async function journal(
  db: Db,
  r: { from: string; to: string; account?: string | undefined; orderId?: string | undefined },
): Promise<Journal> {
  const rows = await journalEntries(db, { ...r, limit: JOURNAL_MAX_ENTRIES + 1 });
  const entries = rows.slice(0, JOURNAL_MAX_ENTRIES);
  const lines = await journalLines(
    db,
    entries.map((e) => e.id),
  );
  const byEntry = new Map<number, Journal['entries'][number]['lines']>();
  for (const line of lines) {
    const list = byEntry.get(line.entry_id) ?? [];
    list.push({
      accountCode: line.account_code,
      accountName: line.name,
      debitAmount: line.debit,
      creditAmount: line.credit,
      orderId: line.order_id,
    });
    byEntry.set(line.entry_id, list);
  }
  return {
    from: r.from,
    to: r.to,
    truncated: rows.length > JOURNAL_MAX_ENTRIES,
    entries: entries.map((e) => ({
      id: e.id,
      businessDate: e.business_date,
      kind: e.kind,
      memo: e.memo,
      source: e.source,
      orderId: e.order_id,
      paymentId: e.payment_id,
      payoutId: e.payout_id,
      refundId: e.refund_id,
      reversesEntryId: e.reverses_entry_id,
      correctsMonth: e.corrects_month,
      postedAt: e.posted_at,
      lines: byEntry.get(e.id) ?? [],
    })),
  };
}

/** Whether the month's books are closed. */
export const monthClosed = (db: Db, month: string): Promise<boolean> => isMonthClosed(db, month);

/** Whether the daily accrual has run for the business day, and the record that it did. */
export const accruedFor = (db: Db, businessDate: string): Promise<boolean> => accrualRanFor(db, businessDate);
export const markAccrued = (db: Db, businessDate: string, orders: number, at: string): Promise<void> =>
  recordAccrualDay(db, businessDate, orders, at);

/** The last day of a month 'YYYY-MM'. */
export const lastDayOf = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * A month's balance sheet at its last day and its income statement (the movements of its days: the balances at its
 * end less those at the end of the month before), both from the kept daily balances. Each account shows on its
 * section's side; accounts with nothing are left out.
 */
export async function financialStatements(db: Db, month: string): Promise<FinancialStatements> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw invalid(LEDGER_MESSAGES.badMonth);
  const to = lastDayOf(month);
  const from = `${month}-01`;
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const [end, start] = await Promise.all([trialBalance(db, to), trialBalance(db, dayBefore)]);
  const net = (tb: TrialBalance, code: string) => {
    const row = tb.accounts.find((a) => a.code === code);
    return (row?.debitAmount ?? 0) - (row?.creditAmount ?? 0);
  };
  type Row = TrialBalance['accounts'][number];
  /** The section's accounts with an amount, on its side: debit for assets and expenses, credit for the rest. */
  const section = (type: Row['type'], amountOf: (code: string) => number) =>
    end.accounts
      .filter((a) => a.type === type)
      .map((a) => ({
        code: a.code,
        name: a.name,
        amount: type === 'asset' || type === 'expense' ? amountOf(a.code) : -amountOf(a.code),
      }))
      .filter((l) => l.amount !== 0);
  const sum = (lines: { amount: number }[]) => lines.reduce((t, l) => t + l.amount, 0);
  const atEnd = (code: string) => net(end, code);
  const moved = (code: string) => net(end, code) - net(start, code);

  const assets = section('asset', atEnd);
  const liabilities = section('liability', atEnd);
  const equity = section('equity', atEnd);
  const earningsAmount = sum(section('income', atEnd)) - sum(section('expense', atEnd));
  const income = section('income', moved);
  const expenses = section('expense', moved);
  return {
    month,
    from,
    to,
    balanceSheet: {
      assets,
      liabilities,
      equity,
      earningsAmount,
      totalAssetsAmount: sum(assets),
      totalLiabilitiesAmount: sum(liabilities),
      totalEquityAmount: sum(equity) + earningsAmount,
    },
    incomeStatement: {
      income,
      expenses,
      totalIncomeAmount: sum(income),
      totalExpensesAmount: sum(expenses),
      netIncomeAmount: sum(income) - sum(expenses),
    },
  };
}
