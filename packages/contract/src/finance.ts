// Finance in the back office (issue 28): payouts in flight and failed, the day's totals per rail, refunds paid
// through the payout rail under maker-checker, and the daily reconciliation of the gateway against the ledger.
import { z } from 'zod';
import { defineCall } from './call';
import { staffGet, staffPost } from './back-office';
import { text } from './primitives';
import { ActionOutcomeSchema } from './staff';

const byId = z.object({ id: z.string() });
const none = z.object({});

export const PAYOUT_RAILS = ['bank', 'ewallet'] as const;

/** A loan's payout as finance follows it: on its way (sending, unsent, pending at the rail) or failed. */
export const ConsolePayoutSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  /** 'GCash **** 4501': the account, masked. */
  accountLabel: z.string(),
  rail: z.enum(PAYOUT_RAILS),
  amount: z.number().int(),
  status: z.enum(['sending', 'unsent', 'pending', 'failed']),
  gatewayRef: z.string(),
  attempts: z.number().int(),
  /** account: the account cannot receive; final: the rail refused for good. Null unless failed. */
  failureKind: z.enum(['account', 'final']).nullable(),
  failureReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsolePayout = z.infer<typeof ConsolePayoutSchema>;

export const PayoutBoardSchema = z.object({
  /** The Manila calendar day the totals are of, 'YYYY-MM-DD'. */
  day: z.string(),
  inFlight: z.array(ConsolePayoutSchema),
  failed: z.array(ConsolePayoutSchema),
  /** Loans paid out that day, per rail (both rails always listed). */
  totals: z.array(
    z.object({ rail: z.enum(PAYOUT_RAILS), count: z.number().int(), amount: z.number().int() }),
  ),
  /** The day's refunds paid out, per rail (issue 40: paid out today counts refunds beside loans). */
  refundTotals: z.array(
    z.object({ rail: z.enum(PAYOUT_RAILS), count: z.number().int(), amount: z.number().int() }),
  ),
});
export type PayoutBoard = z.infer<typeof PayoutBoardSchema>;

export const RECONCILIATION_KINDS = ['not-posted', 'not-settled', 'amount-differs'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** One difference between the gateway's settled transactions and our book. */
export const ReconciliationDifferenceSchema = z.object({
  /** not-posted: paid at the gateway, not in our book; not-settled: in our book, not settled at the gateway. */
  kind: z.enum(RECONCILIATION_KINDS),
  /** Our reference (the gateway's txnid). */
  referenceNo: z.string(),
  gatewayRef: z.string(),
  /** Centavos at the gateway and in our book; null where that side has nothing. */
  gatewayAmount: z.number().int().nullable(),
  bookAmount: z.number().int().nullable(),
  orderId: z.string().nullable(),
  borrowerName: z.string(),
  /** When it was paid, at the gateway or in our book (ISO). */
  at: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifferenceSchema>;

/** Money sent out through the payout rail (issue 40): loans paid out, and refunds. */
export const OUTGOING_KINDS = ['payouts', 'refunds'] as const;
export const OUTGOING_DIFFERENCE_KINDS = ['not-paid-at-rail', 'not-in-book', 'amount-differs'] as const;

/**
 * One difference between our book's payouts or refunds and the payout rail: paid in our book but not at the rail,
 * paid at the rail but not in our book, or paid for another amount.
 */
export const OutgoingDifferenceSchema = z.object({
  kind: z.enum(OUTGOING_DIFFERENCE_KINDS),
  referenceNo: z.string(),
  railRef: z.string(),
  /** The rail's status letter (S paid, F failed…), '' when it does not know the transaction. */
  railStatus: z.string(),
  /** Our status: paid, pending, failed… */
  bookStatus: z.string(),
  bookAmount: z.number().int(),
  railAmount: z.number().int().nullable(),
  orderId: z.string(),
  borrowerName: z.string(),
});
export type OutgoingDifference = z.infer<typeof OutgoingDifferenceSchema>;

export const OutgoingReconciliationSchema = z.object({
  kind: z.enum(OUTGOING_KINDS),
  /** What our book paid out that day, and what the rail confirms paid of the day's transactions. */
  bookCount: z.number().int(),
  bookAmount: z.number().int(),
  railCount: z.number().int(),
  railAmount: z.number().int(),
  matched: z.number().int(),
  differences: z.array(OutgoingDifferenceSchema),
  /** The day's transactions past what one view asks the rail about: not checked (0 on an ordinary day). */
  unchecked: z.number().int(),
});
export type OutgoingReconciliation = z.infer<typeof OutgoingReconciliationSchema>;

export const ReconciliationSchema = z.object({
  day: z.string(),
  gateway: z.string(),
  gatewayCount: z.number().int(),
  gatewayAmount: z.number().int(),
  bookCount: z.number().int(),
  bookAmount: z.number().int(),
  matched: z.number().int(),
  differences: z.array(ReconciliationDifferenceSchema),
  /** The payout rail's side (issue 40): the day's loan payouts and refunds against the rail's word on each. */
  outgoing: z.array(OutgoingReconciliationSchema),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const financeCalls = {
  consolePayouts: defineCall({
    ...staffGet(['finance']),
    path: '/console/payouts',
    request: none,
    response: PayoutBoardSchema,
    summary: "Payouts in flight and failed (with why), and the day's totals paid out per rail (Manila day).",
  }),
  consoleRetryPayout: defineCall({
    ...staffPost(['finance']),
    path: '/console/payouts/:id/retry',
    refuses: [404, 409],
    request: byId,
    response: z.object({ outcome: z.string() }),
    summary: "Sends a failed loan payout again to the order's account, once however often it is pressed.",
  }),
  consoleReturnPayout: defineCall({
    ...staffPost(['finance']),
    path: '/console/payouts/:id/return',
    refuses: [404, 409],
    request: byId.extend({ reason: text(300).default('') }),
    response: z.object({ orderId: z.string() }),
    summary: 'Gives up on a failed payout: the loan is not paid out and the borrower reads why (order 110).',
  }),
  consoleProposeRefund: defineCall({
    ...staffPost(['finance']),
    path: '/console/refunds/:id',
    refuses: [404, 409],
    request: byId,
    response: ActionOutcomeSchema,
    summary:
      "Refunds a payment's unapplied money to the borrower's bound account; above the limit, a second approves.",
  }),
  consoleReconciliation: defineCall({
    ...staffGet(['finance']),
    path: '/console/reconciliation',
    request: z.object({ date: z.iso.date() }),
    response: ReconciliationSchema,
    summary:
      "The gateway's settled transactions of a Manila day against our book, with every difference listed.",
  }),
};
