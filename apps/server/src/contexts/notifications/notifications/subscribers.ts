// The borrower's message for each event another context tells of (issue 41; platform/events): a decision, a
// payout's result, a payment, a refund sent, a reply to a complaint. Each is filed under the event's own id
// (fileNotification's key), at the time the change happened, so a second delivery files nothing twice.
import { defineSubscriber, type Subscriber } from '../../../platform/events/events';
import type { LendingEvent } from '../../lending/index';
import type { SupportEvent } from '../../support/index';
import {
  notifyComplaintReplied,
  notifyDecision,
  notifyPayment,
  notifyPayout,
  notifyPlanOffered,
  notifyRefundSent,
} from './events';

export const notificationSubscribers: Subscriber[] = [
  defineSubscriber<LendingEvent, 'credit.decided'>('notifications.decision', 'credit.decided', (trx, e) =>
    notifyDecision(trx, new Date(e.occurredAt), e.payload),
  ),
  defineSubscriber<LendingEvent, 'payout.settled'>('notifications.payout', 'payout.settled', (trx, e) =>
    notifyPayout(trx, new Date(e.occurredAt), e.payload),
  ),
  defineSubscriber<LendingEvent, 'payment.posted'>('notifications.payment', 'payment.posted', (trx, e) =>
    notifyPayment(trx, new Date(e.occurredAt), e.payload),
  ),
  defineSubscriber<LendingEvent, 'restructure.offered'>(
    'notifications.plan-offered',
    'restructure.offered',
    (trx, e) => notifyPlanOffered(trx, new Date(e.occurredAt), e.payload),
  ),
  defineSubscriber<LendingEvent, 'refund.sent'>('notifications.refund', 'refund.sent', (trx, e) =>
    notifyRefundSent(trx, new Date(e.occurredAt), e.payload),
  ),
  defineSubscriber<SupportEvent, 'complaint.replied'>(
    'notifications.complaint-reply',
    'complaint.replied',
    (trx, e) => notifyComplaintReplied(trx, new Date(e.occurredAt), e.payload),
  ),
];
