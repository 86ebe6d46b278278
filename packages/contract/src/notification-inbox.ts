// The borrower's notification list (issue 29): the H5's list and the native app's tray read it. Only messages that
// were sent are listed (a scheduled one waiting for 06:00 is not news yet); a row's link is an H5 path and query
// without the session, which the app adds when it opens it.
import { z } from 'zod';
import { defineCall } from './call';
import { NOTIFICATION_EVENTS } from './notifications';
import { id, text } from './primitives';

/** How many of the newest messages the list shows (older ones stay in the back office's borrower file). */
export const NOTIFICATION_LIST_MAX = 50;

export const NotificationItemSchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  /** An H5 path and query ('' when the message opens nothing). */
  link: z.string(),
  /** UTC ISO instant the message was sent. */
  sentAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationListSchema = z.object({
  list: z.array(NotificationItemSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationReadRequestSchema = z.object({
  /** One message; absent or '': every message of the borrower. */
  notificationId: z.union([id, z.literal('')]).optional(),
});
export type NotificationReadRequest = z.input<typeof NotificationReadRequestSchema>;

export const NotificationReadSchema = z.object({ unread: z.number().int() });
export type NotificationRead = z.infer<typeof NotificationReadSchema>;

export const NotificationTrayRequestSchema = z.object({
  /** The cursor the previous poll answered; absent or '' on the app's first poll. */
  cursor: text(120).optional(),
});
export type NotificationTrayRequest = z.input<typeof NotificationTrayRequestSchema>;

export const NotificationTrayItemSchema = NotificationItemSchema.omit({ read: true });
export type NotificationTrayItem = z.infer<typeof NotificationTrayItemSchema>;

export const NotificationTraySchema = z.object({
  /** Oldest first, as a tray stacks them. The first poll gets the unread ones; later polls what was sent since. */
  items: z.array(NotificationTrayItemSchema),
  /** Pass it back on the next poll. */
  cursor: z.string(),
});
export type NotificationTray = z.infer<typeof NotificationTraySchema>;

export const notificationInboxCalls = {
  notificationList: defineCall({
    path: '/v3/notice/list',
    request: z.object({}),
    response: NotificationListSchema,
    summary: "The borrower's messages that were sent, newest first, with how many are unread.",
  }),
  notificationRead: defineCall({
    path: '/v3/notice/read',
    refuses: [404],
    request: NotificationReadRequestSchema,
    response: NotificationReadSchema,
    summary: 'Marks one message (or all) as read; answers how many are still unread.',
  }),
  notificationTray: defineCall({
    app: 'native',
    path: '/v3/notice/tray',
    request: NotificationTrayRequestSchema,
    response: NotificationTraySchema,
    summary:
      "The native app's tray poll: messages sent since the cursor (the unread ones on the first poll).",
  }),
};
