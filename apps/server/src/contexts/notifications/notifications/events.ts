// Where each event a borrower hears about is filed (issue 29): one function per event, called by the service where
// the event happens, inside its transaction, so the message exists exactly when the event does (a rolled-back
// decision files nothing). The key is the event's own id (a decision, a payout, a payment, a refund, a reply), so a
// retried postback or a repeated request files nothing twice. Amounts are read as pesos (formatPeso); dates are
// business dates (Manila days); links are H5 paths with their query, never a session.
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { formatPeso } from '@pautang/contract/format/money';
import type { Db } from '../../../platform/db/client';
import { findProductById } from '../../lending/index';
import { fullNameOf } from './notifications.repository';
import { fileNotification } from './notify';

/** The name a message greets: the borrower's first name, as their profile spells it. */
async function greetingOf(db: Db, userId: string): Promise<string> {
  return (await fullNameOf(db, userId))?.trim().split(/\s+/)[0] || 'there';
}

async function productNameOf(db: Db, productId: string): Promise<string> {
  return (await findProductById(db, productId))?.definition.name ?? 'loan';
}

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
/** A sentence's end: a reason typed by staff or sent by a rail reads as one sentence, full stop included. */
const sentence = (text: string) => `${text.trim().replace(/[.\s]+$/, '')}.`;

/** A credit decision (the rules', or an officer's review): approved, declined with its reason, or held. */
export async function notifyDecision(
  db: Db,
  now: Date,
  decision: {
    id: string;
    userId: string;
    productId: string;
    outcome: 'approved' | 'declined' | 'review';
    reason: string;
    offerAmount: number | null;
  },
): Promise<void> {
  const [name, product] = await Promise.all([
    greetingOf(db, decision.userId),
    productNameOf(db, decision.productId),
  ]);
  const event =
    decision.outcome === 'approved'
      ? 'application-approved'
      : decision.outcome === 'declined'
        ? 'application-declined'
        : 'application-review';
  const link =
    decision.outcome === 'approved' ? query(H5_PATHS.loanConfirm, { productId: decision.productId }) : '';
  await fileNotification(db, now, {
    userId: decision.userId,
    event,
    key: decision.id,
    vars: {
      name,
      product,
      amount: formatPeso(decision.offerAmount ?? 0),
      reason: sentence(decision.reason),
      link,
    },
    // The rules' reasons are the credit module's English; the borrower reads them in their language.
    wordingVars: ['reason'],
    link,
  });
}

/** A payout's result from the rail: money sent, or not, with what the borrower does next. */
export async function notifyPayout(
  db: Db,
  now: Date,
  payout: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    amount: number;
    account: string;
    outcome: 'paid' | 'failed';
    /** Failed: the rail's reason and what to do, one or two sentences. */
    reason?: string;
  },
): Promise<void> {
  const link = query(H5_PATHS.loanDetail, { orderId: payout.orderId, productId: payout.productId });
  await fileNotification(db, now, {
    userId: payout.userId,
    event: payout.outcome === 'paid' ? 'payout-sent' : 'payout-failed',
    key: payout.id,
    vars: {
      name: await greetingOf(db, payout.userId),
      amount: formatPeso(payout.amount),
      account: payout.account,
      orderNo: payout.orderId,
      reason: payout.reason ?? '',
      link,
    },
    wordingVars: ['reason'],
    link,
  });
}

/** A repayment plan offered on an overdue order (issue 42): what it comes to, and by when to answer. */
export async function notifyPlanOffered(
  db: Db,
  now: Date,
  plan: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    totalAmount: number;
    expiresOn: string;
  },
): Promise<void> {
  const link = query(H5_PATHS.loanDetail, { orderId: plan.orderId, productId: plan.productId });
  await fileNotification(db, now, {
    userId: plan.userId,
    event: 'plan-offered',
    key: plan.id,
    vars: {
      name: await greetingOf(db, plan.userId),
      amount: formatPeso(plan.totalAmount),
      dueDate: plan.expiresOn,
      orderNo: plan.orderId,
      link,
    },
    link,
  });
}

/** A payment posted to the ledger: received with the balance after, or a rollover with the new due date. */
export async function notifyPayment(
  db: Db,
  now: Date,
  payment: {
    id: string;
    userId: string;
    orderId: string;
    productId: string;
    kind: 'repay' | 'rollover';
    amount: number;
    balanceAfter: number;
    dueOn: string | null;
  },
): Promise<void> {
  const name = await greetingOf(db, payment.userId);
  const params = { orderId: payment.orderId, productId: payment.productId };
  if (payment.kind === 'rollover' && payment.dueOn) {
    const link = query(H5_PATHS.loanDetail, params);
    await fileNotification(db, now, {
      userId: payment.userId,
      event: 'rollover-applied',
      key: payment.id,
      vars: { name, dueDate: payment.dueOn, orderNo: payment.orderId, link },
      link,
    });
    return;
  }
  const link = query(H5_PATHS.paymentRecords, params);
  await fileNotification(db, now, {
    userId: payment.userId,
    event: 'payment-received',
    key: payment.id,
    vars: {
      name,
      amount: formatPeso(payment.amount),
      balance: formatPeso(payment.balanceAfter),
      orderNo: payment.orderId,
      link,
    },
    link,
  });
}

/** A refund the rail confirmed paid. */
export async function notifyRefundSent(
  db: Db,
  now: Date,
  refund: { id: string; userId: string; amount: number; account: string },
): Promise<void> {
  await fileNotification(db, now, {
    userId: refund.userId,
    event: 'refund-sent',
    key: refund.id,
    vars: {
      name: await greetingOf(db, refund.userId),
      amount: formatPeso(refund.amount),
      account: refund.account,
    },
  });
}

/** A support agent's reply to a borrower's complaint. */
export async function notifyComplaintReplied(
  db: Db,
  now: Date,
  reply: { id: string; userId: string; complaintId: string },
): Promise<void> {
  const link = query(H5_PATHS.complainDetails, { problemId: reply.complaintId });
  await fileNotification(db, now, {
    userId: reply.userId,
    event: 'complaint-replied',
    key: reply.id,
    vars: { name: await greetingOf(db, reply.userId), link },
    link,
  });
}
