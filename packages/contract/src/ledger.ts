// The books in the back office (issue 42): the trial balance on any day, and the check that the general ledger
// and the loan engine agree. Other tools call these paths: they are kept.
import { z } from 'zod';
import { defineCall } from './call';
import { id, text } from './primitives';
import type { CsvCell } from './format/csv';
import { decimalPesos } from './format/money';
import { ActionOutcomeSchema, staffGet, staffPost } from './back-office';

const amount = z.number().int();
/** Said when a manual entry's memo is missing or too long (the server's MANUAL_MESSAGES.memo). */
const MANUAL_MEMO = 'Say what the entry is for (3 to 200 characters).';

/** Who reads the books: finance keeps them, admin oversees. */
export const BOOKS_ROLES = ['finance', 'admin'] as const;

export const TrialBalanceRequestSchema = z.object({
  /** The Manila business day the balances are at the end of; the business date when none is given. */
  date: z.iso.date().optional(),
});

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const accountCode = z
  .string()
  .regex(/^\d{4}$/, 'An account is its four-digit code in the chart of accounts.');
const accountName = z
  .string()
  .trim()
  .min(1, 'Please name the account.')
  .max(120, 'An account name is at most 120 characters.');

export const NewAccountSchema = z.object({
  code: accountCode,
  name: accountName,
  type: z.enum(ACCOUNT_TYPES),
});
export const RenameAccountSchema = z.object({ code: accountCode, name: accountName });

export const TrialBalanceSchema = z.object({
  date: z.string(),
  /** Every account of the chart, its balance in the column of its side (the other is 0), centavos. */
  accounts: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.enum(ACCOUNT_TYPES),
      debitAmount: amount,
      creditAmount: amount,
    }),
  ),
  debitTotal: amount,
  creditTotal: amount,
});
export type TrialBalance = z.infer<typeof TrialBalanceSchema>;

export const BOOKS_DIFFERENCE_KINDS = ['loan', 'refunds-payable', 'cash', 'trial-balance'] as const;

/**
 * One place where the books and the engine disagree. loan: an order's account holds another figure than the engine
 * says it owes; refunds-payable: the liability against what payments brought in and is owed back; cash: a rail's
 * cash account, for an order, against what its payments, payouts and refunds moved through that rail (engineAmount);
 * trial-balance: debits and credits differ. None is expected.
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

/** The most entries one journal answer holds: a range with more is cut, oldest first, and says so. */
export const JOURNAL_MAX_ENTRIES = 2_000;

export const JournalRequestSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Only entries with a line to this account: its code in the chart. */
  account: z
    .string()
    .regex(/^\d{4}$/, 'An account is its four-digit code in the chart of accounts.')
    .optional(),
  /** Only entries about this order (its id; staff read every order by their role). */
  order: id.optional(),
  /** csv: the journal as a file, one line per journal line, for a spreadsheet. */
  format: z.enum(['json', 'csv']).optional(),
});

export const JournalEntrySchema = z.object({
  id: z.number().int(),
  businessDate: z.string(),
  kind: z.string(),
  memo: z.string(),
  /** What posted it: 'payment:PTX…', 'payout:…'. */
  source: z.string(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  payoutId: z.string().nullable(),
  refundId: z.string().nullable(),
  /** The entry this one reverses, and the closed month a late correction names. */
  reversesEntryId: z.number().int().nullable(),
  correctsMonth: z.string().nullable(),
  postedAt: z.string(),
  lines: z.array(
    z.object({
      accountCode: z.string(),
      accountName: z.string(),
      debitAmount: amount,
      creditAmount: amount,
      orderId: z.string().nullable(),
    }),
  ),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const JournalSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(JournalEntrySchema),
  /** More entries fall in the range than JOURNAL_MAX_ENTRIES: narrow it. */
  truncated: z.boolean(),
});
export type Journal = z.infer<typeof JournalSchema>;

/** A month of the books, 'YYYY-MM'. */
export const MonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM.'),
});

export const WriteOffRequestSchema = z.object({
  /** The order. */
  id,
  reason: text(500).refine((v) => v.trim().length > 0, 'Please say why the loan is written off.'),
});

const StatementLineSchema = z.object({ code: z.string(), name: z.string(), amount });

/**
 * A month's balance sheet (at its last day) and income statement (its own movements), from the general ledger.
 * Amounts are on each section's own side: an asset's debit balance, a liability's credit balance; a contra account
 * (the allowance, waivers) shows negative. The books close no income into equity, so the balance sheet shows the
 * earnings to date beside equity.
 */
export const FinancialStatementsSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  balanceSheet: z.object({
    assets: z.array(StatementLineSchema),
    liabilities: z.array(StatementLineSchema),
    equity: z.array(StatementLineSchema),
    /** Income less expenses of every day up to the month's end: not closed into equity. */
    earningsAmount: amount,
    totalAssetsAmount: amount,
    totalLiabilitiesAmount: amount,
    /** Equity with the earnings to date. */
    totalEquityAmount: amount,
  }),
  incomeStatement: z.object({
    income: z.array(StatementLineSchema),
    expenses: z.array(StatementLineSchema),
    totalIncomeAmount: amount,
    totalExpensesAmount: amount,
    netIncomeAmount: amount,
  }),
});
export type FinancialStatements = z.infer<typeof FinancialStatementsSchema>;

/** The allowance's days-past-due buckets (the engine's PROVISION_BUCKETS, in its order). */
export const PROVISION_BUCKET_CODES = ['current', '1-30', '31-60', '61-90', '91-180', 'over-180'] as const;
export type ProvisionBucketCode = (typeof PROVISION_BUCKET_CODES)[number];

const rateBp = z
  .number()
  .int('A rate is a whole number of basis points (1 % is 100).')
  .min(0, 'A rate cannot be below 0 %.')
  .max(10_000, 'A rate cannot be above 100 %.');

export const ProvisioningSchema = z.object({
  /** The business day the loans are aged on. */
  businessDate: z.string(),
  /** Each bucket: its loans, what they carry (receivables less interest not earned), the rate and the allowance. */
  lines: z.array(
    z.object({
      bucket: z.enum(PROVISION_BUCKET_CODES),
      count: z.number().int(),
      exposureAmount: amount,
      rateBp: z.number().int(),
      requiredAmount: amount,
    }),
  ),
  exposureAmount: amount,
  requiredAmount: amount,
  /** The allowance the books hold now (account 1190). */
  heldAmount: amount,
  /** What the month-end entry would move now: required less held (negative: a release). */
  topUpAmount: amount,
});
export type Provisioning = z.infer<typeof ProvisioningSchema>;

export const ProvisionRatesRequestSchema = z.object({
  rates: z.object(
    Object.fromEntries(PROVISION_BUCKET_CODES.map((b) => [b, rateBp])) as Record<
      ProvisionBucketCode,
      typeof rateBp
    >,
  ),
});

/** A journal entry posted by hand (issue 42): lines in centavos, each a debit or a credit. */
export const ManualEntryRequestSchema = z.object({
  businessDate: z.iso.date(),
  memo: z.string().trim().min(3, MANUAL_MEMO).max(200, MANUAL_MEMO),
  lines: z
    .array(
      z.object({
        account: z.string().regex(/^\d{4}$/, 'An account is its four-digit code.'),
        debitAmount: amount.min(0),
        creditAmount: amount.min(0),
      }),
    )
    .min(2, 'A journal entry needs at least two lines.')
    .max(20, 'A journal entry has at most 20 lines.'),
});
export type ManualEntryRequest = z.infer<typeof ManualEntryRequestSchema>;
/** A proposed manual entry as its approval keeps it: the reference it posts under, once. */
export const ManualEntryPayloadSchema = ManualEntryRequestSchema.extend({ reference: z.string() });

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
  consoleJournal: defineCall({
    ...staffGet(BOOKS_ROLES),
    path: '/console/ledger/journal',
    request: JournalRequestSchema,
    response: JournalSchema,
    summary: 'The journal for a range of business days, each entry with its lines; by account or by order.',
    csv: {
      filename: (request) => `journal-${String(request.from)}-${String(request.to)}.csv`,
      header: ['Entry', 'Date', 'Account', 'Account name', 'Debit', 'Credit', 'Reference', 'Order'],
      rows: (journal: Journal): CsvCell[][] =>
        journal.entries.flatMap((entry) =>
          entry.lines.map((line) => [
            entry.id,
            entry.businessDate,
            line.accountCode,
            line.accountName,
            decimalPesos(line.debitAmount),
            decimalPesos(line.creditAmount),
            entry.source,
            line.orderId ?? entry.orderId,
          ]),
        ),
    },
  }),
  consoleClosePeriod: defineCall({
    ...staffPost(['finance']),
    path: '/console/ledger/periods/:month/close',
    refuses: [409],
    request: MonthSchema,
    response: ActionOutcomeSchema,
    summary:
      'Proposes closing a month of the books; once a second finance member approves, no entry is posted in it.',
  }),
  consoleProposeJournalEntry: defineCall({
    ...staffPost(['finance']),
    path: '/console/ledger/entries',
    refuses: [409],
    request: ManualEntryRequestSchema,
    response: ActionOutcomeSchema,
    summary:
      'Proposes a journal entry by hand (capital, bank charges, costs); a second finance member approves and it posts.',
  }),
  consoleAddAccount: defineCall({
    ...staffPost(BOOKS_ROLES),
    path: '/console/ledger/accounts',
    refuses: [409],
    request: NewAccountSchema,
    response: z.null(),
    summary:
      'Adds an account to the chart: a four-digit code whose first digit names its type, and its name.',
  }),
  consoleRenameAccount: defineCall({
    ...staffPost(BOOKS_ROLES),
    path: '/console/ledger/accounts/:code/rename',
    refuses: [404, 409],
    request: RenameAccountSchema,
    response: ActionOutcomeSchema,
    summary: 'Proposes a new name for an account of the chart; a second finance member approves it.',
  }),
  consoleFinancialStatements: defineCall({
    ...staffGet(BOOKS_ROLES),
    path: '/console/ledger/statements',
    request: MonthSchema,
    response: FinancialStatementsSchema,
    summary: "A month's balance sheet at its last day and its income statement, from the general ledger.",
  }),
  consoleProvisioning: defineCall({
    ...staffGet(BOOKS_ROLES),
    path: '/console/ledger/provisioning',
    request: z.object({}),
    response: ProvisioningSchema,
    summary:
      'The allowance for credit losses by days-past-due bucket: loans, carrying amounts, rates, required and held.',
  }),
  consoleProposeProvisionRates: defineCall({
    ...staffPost(['finance']),
    path: '/console/ledger/provisioning/rates',
    request: ProvisionRatesRequestSchema,
    response: ActionOutcomeSchema,
    summary: 'Proposes new allowance rates per days-past-due bucket; a second finance member approves them.',
  }),
  consoleProposeWriteOff: defineCall({
    ...staffPost(['collections', 'finance']),
    path: '/console/orders/:id/write-off',
    refuses: [404, 409],
    request: WriteOffRequestSchema,
    response: ActionOutcomeSchema,
    summary:
      'Proposes writing off a loan long past due; a second finance member approves. The borrower still owes.',
  }),
};
