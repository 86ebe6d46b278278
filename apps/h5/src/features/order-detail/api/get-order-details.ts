import { useApi } from '../../../lib/use-api';

export const orderDetailsRequest = (orderId: string, productId: string) =>
  productId ? { orderId, productId } : { orderId };

/** spec 2 §7: GET /v3/loan-details/loan-details with productId and orderId → the order details. */
export const useOrderDetails = (orderId: string, productId: string) =>
  useApi('loanDetails', orderDetailsRequest(orderId, productId));
