// The notification list's first data (lib/screen-call.ts), for the route table and the screen's hook.
import { screenCall } from '../../../lib/screen-call';

/** /v3/notice/list → the borrower's sent messages, newest first, and how many are unread. */
export const notificationListCall = () => screenCall('notificationList', {});
