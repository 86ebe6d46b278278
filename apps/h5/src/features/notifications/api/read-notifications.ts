import { api } from '../../../lib/request';

/**
 * Marks one message read, or all of them without an id; answers the unread count left. Quietly: a failed mark
 * costs the borrower nothing (the message shows unread again on the next visit).
 */
export const readNotifications = (notificationId?: string) =>
  api('notificationRead', notificationId ? { notificationId } : {}, { toastOnError: false });
