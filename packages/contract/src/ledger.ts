// The books in the back office (issue 42): the trial balance on any day, and the check that the general ledger
// and the loan engine agree. Other tools call these paths: they are kept.
import { z } from 'zod';
import { defineCall } from './call';
import { staffGet } from './back-office';

const amount = z.number().int();

/** Who reads the books: finance keeps them, admin oversees. */
export const BOOKS_ROLES = ['finance', 'admin'] as const;

export const TrialBalanceRequestSchema = z.object({
  /** The Manila business day the balances are at the end of; the business date when none is given. */
  date: z.iso.date().optional(),
});

export const TrialBalanceSchema = z.object({
  date: z.string(),
  /** Every account of the chart, its balance in the column of its side (the other is 0), centavos. */
  accounts: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.enum(['asset', 'liability', 'equity', 'income', 'expense']),
      debitAmount: amount,
      creditAmount: amount,
    }),
  ),
  debitTotal: amount,
  creditTotal: amount,
});
export type TrialBalance = z.infer<typeof TrialBalanceSchema>;

export const BOOKS_DIFFERENCE_KINDS = ['loan', 'refunds-payable', 'trial-balance'] as const;

/**
 * One place where the books and the engine disagree. loan: an order's account holds another figure than the engine
 * says it owes; refunds-payable: the liability against what payments brought in and is owed back; trial-balance:
 * debits and credits differ. None is expected.
 */
export const BooksDifferenceSchema = z.object({
  kind: z.enum(BOOKS_DIFFERENCE_KINDS),
  orderId: z.string().nullable(),
  accountCode: z.string().nullable(),
  booksAmount: amount,
  engineAmount: amount,
});
export type BooksDifference = z.infer<typeof BooksDifferenceSchema>;

export const BooksCheckSchema = z.object({
  /** The business day checked: its accrual is posted first (once a day, as the job does). */
  businessDate: z.string(),
  /** Loans compared. */
  orderCount: z.number().int(),
  differences: z.array(BooksDifferenceSchema),
});
export type BooksCheck = z.infer<typeof BooksCheckSchema>;

export const ledgerCalls = {
  consoleTrialBalance: defineCall({
    ...staffGet(BOOKS_ROLES),
    path: '/console/ledger/trial-balance',
    request: TrialBalanceRequestSchema,
    response: TrialBalanceSchema,
    summary:
      'The trial balance at the end of a day: every account with its debit or credit balance, and both totals.',
  }),
  consoleBooksCheck: defineCall({
    ...staffGet(BOOKS_ROLES),
    path: '/console/ledger/check',
    request: z.object({}),
    response: BooksCheckSchema,
    summary:
      'The books against the loan engine: every difference in receivables, refunds payable or the trial balance.',
  }),
};
