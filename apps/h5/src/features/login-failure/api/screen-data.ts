// The login-failure page's first data (lib/screen-call.ts), for the route table and the screen's hook.
import { screenCall } from '../../../lib/screen-call';

/** spec 2 §7: /gopia/goya/drowns (orderId when the page has one) → noticeMsg, errorMsg, recProducts. */
export const failureNoticeCall = (orderId: string) => screenCall('drowns', orderId ? { orderId } : {});
