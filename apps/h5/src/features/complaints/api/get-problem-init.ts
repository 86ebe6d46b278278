import { useApi } from '../../../lib/use-api';

export const problemInitRequest = (orderId: string) => (orderId ? { orderId } : {});

/** spec 1 §7: /user-problem/problem-init (orderId optional) → problemType, problemSonType, orderDetail, orderList. */
export const useProblemInit = (orderId: string) => useApi('problemInit', problemInitRequest(orderId));
