import { useApi } from '../../../lib/use-api';

export const repayInfoRequest = (orderId: string, productId: string) => ({ orderId, productId });

/** spec 2 §7: /v3/installment/loan-play-detail (productId, orderId) → the instalment repayment info. */
export const useInstalmentInfo = (orderId: string, productId: string) =>
  useApi('loanPlayDetail', repayInfoRequest(orderId, productId));

/** spec 2 §7: /carriers/preserved (productId, orderId) → the delay (rollover) info. */
export const useDelayInfo = (orderId: string, productId: string) =>
  useApi('delayInfo', repayInfoRequest(orderId, productId));
