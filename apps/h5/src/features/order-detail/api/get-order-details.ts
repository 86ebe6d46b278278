import { useApi } from '../../../lib/use-api';

/** spec 2 §7: GET /v3/loan-details/loan-details with productId and orderId → the order details. */
export const useOrderDetails = (orderId: string, productId: string) =>
  useApi('loanDetails', productId ? { orderId, productId } : { orderId });
