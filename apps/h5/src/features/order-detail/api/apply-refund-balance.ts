import { api } from '../../../lib/request';

/** Applies the borrower's refund balance to this overdue order (issue 40). */
export const applyRefundBalance = (orderId: string, productId: string) =>
  api('applyRefundBalance', { orderId, productId });
