// The notifications context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { deliverDueNotifications } from './notifications/delivery';
export {} from './notifications/events';
export { notificationInboxHandlers } from './notifications/inbox.routes';
export { sendDemoNotification } from './notifications/inbox.service';
export {
  deleteNotificationsOfUser,
  marketingOptedOut,
  notificationsOfUser,
} from './notifications/notifications.repository';
export { notificationHandlers } from './notifications/notifications.routes';
export { planReminders } from './notifications/reminders';
export { outboxHandlers } from './outbox/outbox.routes';
export { bodyForStaff, textsMasked } from './outbox/outbox.service';
export { notificationSubscribers } from './notifications/subscribers';
