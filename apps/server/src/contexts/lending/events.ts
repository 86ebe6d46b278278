// What lending tells the other contexts (issue 41), written to the outbox with the change (platform/events). The
// notifications context files the borrower's message for each; more subscribers (the books, the regulators'
// reports) can take the same events without lending knowing them.
import { emitEvent } from '../../platform/events/events';
import type { Db } from '../../platform/db/client';

/** A credit decision: the rules' or an officer's. */
export type CreditDecided = {
  type: 'credit.decided';
  payload: {
    id: string;
    userId: string;
    productId: string;
    outcome: 'approved' | 'declined' | 'review';
    reason: string;
    offerAmount: number | null;
  };
};

/** A payout's result from the rail: money sent, or not. */
export type PayoutSettled = {
  type: 'payout.settled';
  payload: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    amount: number;
    account: string;
    outcome: 'paid' | 'failed';
    /** Failed: the rail's reason and what to do, one or two sentences. */
    reason?: string;
  };
};

/** A payment posted to a loan (a repayment or a rollover's fee). */
export type PaymentPosted = {
  type: 'payment.posted';
  payload: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    kind: 'repay' | 'rollover';
    amount: number;
    balanceAfter: number;
    dueOn: string | null;
  };
};

/** Money owed back to a borrower, sent. */
export type RefundSent = {
  type: 'refund.sent';
  payload: { id: string; userId: string; amount: number; account: string };
};

/** A repayment plan offered to the borrower (issue 42), once a second person approved it. */
export type RestructureOffered = {
  type: 'restructure.offered';
  payload: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    totalAmount: number;
    expiresOn: string;
  };
};

export type LendingEvent = CreditDecided | PayoutSettled | PaymentPosted | RefundSent | RestructureOffered;

/** Writes one of lending's events in the change's transaction. */
export const emitLendingEvent = (trx: Db, at: Date, event: LendingEvent): Promise<void> =>
  emitEvent(trx, at, event);
