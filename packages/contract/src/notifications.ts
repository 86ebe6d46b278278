// What borrowers hear (issue 29): the events, the placeholders each event's wording may use, and which are notices
// the law requires (sent whatever the marketing opt-out). The back office's template calls are declared here too.
// The wording itself is in the server's defaults (modules/notifications) and in the templates staff edit.

/** Every event a borrower is told about, in the order a loan meets them. */
export const NOTIFICATION_EVENTS = [
  'application-approved',
  'application-declined',
  'application-review',
  'payout-sent',
  'payout-failed',
  'due-in-3-days',
  'due-in-1-day',
  'due-today',
  'overdue-1-day',
  'overdue-3-days',
  'overdue-7-days',
  'payment-received',
  'rollover-applied',
  'refund-sent',
  'complaint-replied',
  'promotion',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The placeholders each event's title and body may use ({name}); any other is refused when staff save a template. */
export const NOTIFICATION_PLACEHOLDERS: Record<NotificationEvent, readonly string[]> = {
  'application-approved': ['name', 'product', 'amount', 'link'],
  'application-declined': ['name', 'product', 'reason'],
  'application-review': ['name', 'product'],
  'payout-sent': ['name', 'amount', 'account', 'orderNo', 'link'],
  'payout-failed': ['name', 'amount', 'reason', 'link'],
  'due-in-3-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'due-in-1-day': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'due-today': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-1-day': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-3-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-7-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'payment-received': ['name', 'amount', 'balance', 'orderNo', 'link'],
  'rollover-applied': ['name', 'dueDate', 'orderNo', 'link'],
  'refund-sent': ['name', 'amount', 'account'],
  'complaint-replied': ['name', 'link'],
  promotion: ['name', 'link'],
};

/** Marketing: the only messages a borrower may opt out of. Every other event is a notice they must receive. */
export const MARKETING_EVENTS: readonly NotificationEvent[] = ['promotion'];

/** The languages templates are kept in (issue 30 adds Filipino). */
export const NOTIFICATION_LANGS = ['en'] as const;

export const notificationCalls = {};
