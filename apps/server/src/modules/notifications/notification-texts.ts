// The default wording of every notification (issue 29), English, until staff save their own (templates). Calm and
// factual: overdue notices follow the collection rules (SEC MC 18 s.2019): no threats, no insults, nothing a third
// party reading the phone could use against the borrower beyond that a payment is due. Placeholders are
// NOTIFICATION_PLACEHOLDERS' ({amount} comes formatted: ₱1,500.00; {dueDate}: a Manila day).
import type { NotificationEvent } from '@pautang/contract/notifications';

export type Wording = { title: string; body: string };

export const DEFAULT_WORDING: Record<NotificationEvent, Wording> = {
  'application-approved': {
    title: 'Your loan is approved',
    body: 'Hi {name}, your {product} application is approved for {amount}. Open the app to confirm your loan.',
  },
  'application-declined': {
    title: 'About your loan application',
    body: 'Hi {name}, we cannot offer you {product} this time: {reason}',
  },
  'application-review': {
    title: 'Your application is being reviewed',
    body: 'Hi {name}, a member of our credit team is reviewing your {product} application. We will text you the result.',
  },
  'payout-sent': {
    title: 'Your loan has been sent',
    body: 'Hi {name}, {amount} for order {orderNo} has been sent to {account}.',
  },
  'payout-failed': {
    title: 'We could not send your loan',
    body: 'Hi {name}, we could not send {amount} to your account: {reason} Open the app to check your account details.',
  },
  'due-in-3-days': {
    title: 'Payment due in 3 days',
    body: 'Hi {name}, {amount} for order {orderNo} is due on {dueDate}. You can pay in the app.',
  },
  'due-in-1-day': {
    title: 'Payment due tomorrow',
    body: 'Hi {name}, {amount} for order {orderNo} is due tomorrow, {dueDate}. You can pay in the app.',
  },
  'due-today': {
    title: 'Payment due today',
    body: 'Hi {name}, {amount} for order {orderNo} is due today. You can pay in the app.',
  },
  'overdue-1-day': {
    title: 'Your payment is 1 day late',
    body: 'Hi {name}, {amount} for order {orderNo} was due on {dueDate}. Please pay when you can, or call us if you need help.',
  },
  'overdue-3-days': {
    title: 'Your payment is 3 days late',
    body: 'Hi {name}, {amount} for order {orderNo} was due on {dueDate}. Please pay in the app, or call us to talk about your options.',
  },
  'overdue-7-days': {
    title: 'Your payment is 7 days late',
    body: 'Hi {name}, {amount} for order {orderNo} is 7 days past due. Please pay in the app, or call us and we will help you find a way.',
  },
  'payment-received': {
    title: 'Payment received',
    body: 'Hi {name}, we received {amount} for order {orderNo}. Your balance is now {balance}. Thank you!',
  },
  'rollover-applied': {
    title: 'Rollover applied',
    body: 'Hi {name}, your rollover for order {orderNo} is applied. Your new due date is {dueDate}.',
  },
  'refund-sent': {
    title: 'Refund sent',
    body: 'Hi {name}, we have sent {amount} back to {account}.',
  },
  'complaint-replied': {
    title: 'We replied to your concern',
    body: 'Hi {name}, our support team has replied to your concern. Open the app to read it.',
  },
  promotion: {
    title: 'A new offer for you',
    body: 'Hi {name}, a new offer is waiting for you in the app.',
  },
};

/** Fills {placeholders}; an unknown one is left as typed (templates are checked when saved). */
export function fillPlaceholders(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
