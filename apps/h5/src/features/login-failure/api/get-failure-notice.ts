import { useApi } from '../../../lib/use-api';

/** spec 2 §7: /gopia/goya/drowns (orderId when the page has one) → noticeMsg, errorMsg, recProducts. */
export const useFailureNotice = (orderId: string) => useApi('drowns', orderId ? { orderId } : {});
