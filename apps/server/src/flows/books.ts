// The books against the loan engine (issue 42), across the accounting and lending contexts: after the day's
// accrual, each lent order's receivables and unearned interest as the general ledger holds them must be the
// engine's figures for the day, refunds payable must be what payments brought in and is owed back, each rail's cash
// must be what each order's payments, payouts and refunds moved through it, and the trial balance must balance. Each difference is listed with the order behind it; none is expected.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import type {
  AccountType,
  BooksCheck,
  BooksDifference,
  ManualEntryRequest,
  Provisioning,
  ProvisionBucketCode,
} from '@pautang/contract/ledger';
import { addDays, provisionByBucket, type ProvisionRates } from '@pautang/loan-engine';
import type { ActionOutcome } from '@pautang/contract/staff';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/errors';
import {
  ACCOUNTS,
  addAccount,
  allLoanBooks,
  cashOfOrders,
  RAIL_CASH,
  type CashRail,
  checkManualEntry,
  assertRenamable,
  FIELD_OF,
  accruedFor,
  allowanceHeld,
  lastDayOf,
  LEDGER_MESSAGES,
  markAccrued,
  monthClosed,
  NO_POSITION,
  postProvision,
  provisionRates,
  trialBalance,
} from '../contexts/accounting/index';
import {
  accrueOrderBooks,
  assertWritableOff,
  cashMovedPerOrder,
  lentOrderAgeing,
  lentOrderPositions,
  refundOwedTotal,
} from '../contexts/lending/index';
import { getBusinessDate, recordAudit, submitAction, type Agent } from '../contexts/staff/index';

const LAST_DAY = '9999-12-31';

/**
 * The daily accrual (the job 'books-accrual', flows/sweeps.ts): once per business day, every lent order's interest
 * earned and late charges accrued are posted. Answers whether it ran now (false: the day was done already).
 */
export async function dailyAccrual(deps: Deps): Promise<boolean> {
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  if (await accruedFor(deps.db, businessDate)) return false;
  const orders = await accrueOrderBooks(deps.db, businessDate, now.toISOString());
  await markAccrued(deps.db, businessDate, orders, deps.clock().toISOString());
  return true;
}

export async function checkBooks(deps: Deps): Promise<BooksCheck> {
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  // What the days earned and charged is posted before the figures are compared: the day's accrual, again if it
  // ran (a payment since posts its own catch-up, so a second pass finds nothing unless the day moved on).
  await accrueOrderBooks(deps.db, businessDate, now.toISOString());
  const [positions, books, owed, cash, recorded, tb, everything] = await Promise.all([
    lentOrderPositions(deps.db, businessDate),
    allLoanBooks(deps.db),
    refundOwedTotal(deps.db),
    cashOfOrders(deps.db),
    cashMovedPerOrder(deps.db),
    trialBalance(deps.db, businessDate),
    // Every entry, whatever its day: what is owed back now (the demo moves its business date back and forth).
    trialBalance(deps.db, LAST_DAY),
  ]);
  const differences: BooksDifference[] = [];
  const engine = new Map(positions.map((p) => [p.orderId, p.position]));
  // Every order lent, and every order the books hold something of (never paid out, or gone, it must hold nothing).
  for (const orderId of new Set([...engine.keys(), ...books.keys()])) {
    const figures = engine.get(orderId) ?? NO_POSITION;
    const held = books.get(orderId) ?? NO_POSITION;
    for (const [accountCode, field] of Object.entries(FIELD_OF)) {
      if (held[field] !== figures[field]) {
        differences.push({
          kind: 'loan',
          orderId,
          accountCode,
          booksAmount: held[field],
          engineAmount: figures[field],
        });
      }
    }
  }
  // Each rail's cash, per order, against what the order's payments, payouts and refunds moved through it.
  const moved = new Map<string, Map<CashRail, number>>();
  for (const row of recorded) {
    moved.set(row.order_id, (moved.get(row.order_id) ?? new Map()).set(row.rail, row.amount));
  }
  for (const orderId of new Set([...moved.keys(), ...cash.keys()])) {
    for (const [rail, accountCode] of Object.entries(RAIL_CASH) as [CashRail, string][]) {
      const booksAmount = cash.get(orderId)?.get(rail) ?? 0;
      const engineAmount = moved.get(orderId)?.get(rail) ?? 0;
      if (booksAmount !== engineAmount) {
        differences.push({ kind: 'cash', orderId, accountCode, booksAmount, engineAmount });
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

/**
 * Finance proposes closing a month whose last day has passed (by the business date): a second finance member
 * approves it (flows/approval-kinds/books-close.ts). A month already closed is refused.
 */
export async function proposeClose(deps: Deps, agent: Agent, month: string): Promise<ActionOutcome> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  if (month >= businessDate.slice(0, 7))
    throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.notEnded(month));
  if (await monthClosed(deps.db, month))
    throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.alreadyClosed(month));
  return submitAction(deps, agent, {
    kind: 'books-close',
    payload: { month },
    amount: null,
    summary: `Close the books of ${month}`,
    subjectKind: 'books-period',
    subjectId: month,
    borrowerId: null,
  });
}

/**
 * Collections or finance proposes writing a loan off (at least WRITE_OFF_DAYS past due, not written off yet); a
 * second finance member approves it (flows/approval-kinds/write-off.ts), and it is checked again then.
 */
export async function proposeWriteOff(
  deps: Deps,
  agent: Agent,
  r: { orderId: string; reason: string },
): Promise<ActionOutcome> {
  await assertWritableOff(deps, r.orderId);
  return submitAction(deps, agent, {
    kind: 'write-off',
    payload: { orderId: r.orderId, reason: r.reason.trim() },
    amount: null,
    summary: `Write off loan ${r.orderId}: ${r.reason.trim()}`,
    subjectKind: 'order',
    subjectId: r.orderId,
    borrowerId: null,
  });
}

/**
 * The allowance for credit losses on the business date: every loan the books hold, aged by the engine and put in
 * its bucket, at finance's rates; beside it, the allowance held and what a provision now would move.
 */
export async function provisioning(deps: Deps): Promise<Provisioning> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const [ageing, rates, held] = await Promise.all([
    lentOrderAgeing(deps.db, businessDate),
    provisionRates(deps.db),
    allowanceHeld(deps.db, LAST_DAY),
  ]);
  const report = provisionByBucket(ageing, rates);
  return {
    businessDate,
    lines: report.lines.map((l) => ({
      bucket: l.bucket,
      count: l.count,
      exposureAmount: l.exposure,
      rateBp: l.rateBp,
      requiredAmount: l.required,
    })),
    exposureAmount: report.exposure,
    requiredAmount: report.required,
    heldAmount: held,
    topUpAmount: report.required - held,
  };
}

/**
 * A month's provision, once, dated its last day: the allowance brought to what the book requires (aged on the
 * business date it runs). The daily job runs it on a month's last business day, and a month's close runs it first
 * when the job did not (a book that started mid-month, or a business date moved past the month's end).
 */
export async function provisionMonth(
  deps: Deps,
  month: string,
  postedBy: string | null,
): Promise<{ held: number; moved: number }> {
  const report = await provisioning(deps);
  return postProvision(deps.db, {
    month,
    businessDate: lastDayOf(month),
    required: report.requiredAmount,
    at: deps.clock().toISOString(),
    postedBy,
  });
}

/**
 * Before a month closes: its provision, when it is the month that ended last and the month-end job did not post
 * it. An older month closes as it stands: today's ageing says nothing of how its loans stood at its end.
 */
export async function provisionBeforeClose(
  deps: Deps,
  month: string,
  postedBy: string | null,
): Promise<void> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const lastEnded = addDays(`${businessDate.slice(0, 7)}-01`, -1).slice(0, 7);
  if (month === lastEnded) await provisionMonth(deps, month, postedBy);
}

/** The daily job's month-end step: on the last day of a month (by the business date), its provision. */
export async function monthEndProvision(deps: Deps): Promise<boolean> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const month = businessDate.slice(0, 7);
  if (businessDate !== lastDayOf(month)) return false;
  await provisionMonth(deps, month, null);
  return true;
}

const percent = (bp: number) => `${bp / 100} %`;

/** Finance proposes new allowance rates; a second finance member approves them (approval-kinds/provision-rates.ts). */
export async function proposeProvisionRates(
  deps: Deps,
  agent: Agent,
  rates: ProvisionRates,
): Promise<ActionOutcome> {
  const listed = (Object.entries(rates) as [ProvisionBucketCode, number][])
    .map(([bucket, bp]) => `${bucket} ${percent(bp)}`)
    .join(', ');
  return submitAction(deps, agent, {
    kind: 'provision-rates',
    payload: { rates },
    amount: null,
    summary: `Set the allowance rates: ${listed}`,
    subjectKind: 'provision-rates',
    subjectId: 'provision-rates',
    borrowerId: null,
  });
}

/**
 * Finance proposes a journal entry by hand (checked now: an open month, on or before the business date, balanced,
 * no account the loans keep); a second finance member approves, and it posts (approval-kinds/journal-entry.ts).
 */
export async function proposeJournalEntry(
  deps: Deps,
  agent: Agent,
  entry: ManualEntryRequest,
): Promise<ActionOutcome> {
  await checkManualEntry(deps.db, entry, await getBusinessDate(deps.db, deps.clock()));
  const reference = randomUUID();
  const total = entry.lines.reduce((t, l) => t + l.debitAmount, 0);
  return submitAction(deps, agent, {
    kind: 'journal-entry',
    payload: { ...entry, reference },
    amount: null,
    summary: `Journal entry of ${entry.businessDate}: ${entry.memo} (${formatPeso(total)})`,
    subjectKind: 'journal-entry',
    subjectId: reference,
    borrowerId: null,
  });
}

/** Finance or admin adds an account to the chart, at once; the audit log keeps who and what. */
export async function addChartAccount(
  deps: Deps,
  agent: Agent,
  account: { code: string; name: string; type: AccountType },
): Promise<null> {
  await addAccount(deps.db, account);
  await recordAudit(
    deps.db,
    agent,
    { action: 'account-add', subjectKind: 'gl-account', subjectId: account.code, after: account },
    deps.clock(),
  );
  return null;
}

/** A new name for an account, proposed; a second finance member approves it (approval-kinds/account-rename.ts). */
export async function proposeAccountRename(
  deps: Deps,
  agent: Agent,
  r: { code: string; name: string },
): Promise<ActionOutcome> {
  const before = await assertRenamable(deps.db, r.code, r.name);
  return submitAction(deps, agent, {
    kind: 'account-rename',
    payload: { code: r.code, name: r.name.trim() },
    amount: null,
    summary: `Rename account ${r.code} from “${before}” to “${r.name.trim()}”`,
    subjectKind: 'gl-account',
    subjectId: r.code,
    borrowerId: null,
  });
}
