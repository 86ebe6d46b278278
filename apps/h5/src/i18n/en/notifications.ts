// The borrower's notification list (issue 29, not in the spec: docs/DECISIONS.md) and the order page's link to it.
export const notificationText = {
  title: 'Notifications',
  readAll: 'Mark all read',
  emptyTitle: 'No notifications yet',
  emptyText:
    'We will tell you here, and by SMS, when your loan is approved, when the money is sent, before each due date and when we receive your payment.',
  unreadDot: 'Unread',
} as const;
