import { useApi } from '../../../lib/use-api';

export const failureNoticeRequest = (orderId: string) => (orderId ? { orderId } : {});

/** spec 2 §7: /gopia/goya/drowns (orderId when the page has one) → noticeMsg, errorMsg, recProducts. */
export const useFailureNotice = (orderId: string) => useApi('drowns', failureNoticeRequest(orderId));
