// Manual journal entries (issue 42): what an accountant posts by hand beyond the loans (capital paid in, bank
// charges, operating costs, a late correction), always checked by a second finance member. An entry is dated on or
// before the business date, in an open month; the accounts the loans keep are refused, since the daily check holds
// them to the engine and the refund balances, and the month-end to the allowance the ageing requires.
import { ErrorCode } from '@pautang/contract/errors';
import type { ManualEntryRequest } from '@pautang/contract/ledger';
import type { Db } from '../../../platform/db/client';
import { AppError, invalid } from '../../../platform/errors';
import {
  ACCOUNTS,
  checkLines,
  LEDGER_MESSAGES,
  monthClosed,
  postEntry,
  type JournalLine,
} from './ledger.service';
import { LOAN_ACCOUNTS } from './loan-postings';

/** Accounts only the loans post to: the engine's receivables and unearned interest, refunds owed, the allowance. */
const LOAN_KEPT_ACCOUNTS: readonly string[] = [...LOAN_ACCOUNTS, ACCOUNTS.refundsPayable, ACCOUNTS.allowance];

export const MANUAL_MESSAGES = {
  loanKept: (code: string) =>
    `Account ${code} is kept by the loans (the loan engine, refunds owed or the allowance): correct it through them, not by hand.`,
  future: (today: string) => `A journal entry is dated on or before the business date (${today}).`,
} as const;

/** An entry as finance proposes it (the contract's request). */
type ManualEntry = ManualEntryRequest;

const journalLines = (entry: ManualEntry): JournalLine[] =>
  entry.lines.map((l) => ({
    account: l.account,
    debit: l.debitAmount,
    credit: l.creditAmount,
    orderId: null,
  }));

/** Refuses an entry that could not post (see checkLines), is dated after `today`, in a closed month, or on a loan account. */
export async function checkManualEntry(db: Db, entry: ManualEntry, today: string): Promise<void> {
  if (entry.businessDate > today) throw invalid(MANUAL_MESSAGES.future(today));
  const kept = entry.lines.find((l) => LOAN_KEPT_ACCOUNTS.includes(l.account));
  if (kept) throw invalid(MANUAL_MESSAGES.loanKept(kept.account));
  await checkLines(db, journalLines(entry));
  const month = entry.businessDate.slice(0, 7);
  if (await monthClosed(db, month))
    throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.monthClosed(month));
}

/** Posts an approved manual entry once (`reference` names it), after checking it again: a month may have closed. */
export async function postManualEntry(
  db: Db,
  entry: ManualEntry & { reference: string; postedBy: string; today: string; at: string },
): Promise<void> {
  await checkManualEntry(db, entry, entry.today);
  await postEntry(db, {
    source: `manual:${entry.reference}`,
    kind: 'manual',
    businessDate: entry.businessDate,
    memo: entry.memo,
    lines: journalLines(entry),
    postedBy: entry.postedBy,
    at: entry.at,
  });
}
