import { api } from '../../../lib/request';
import { useApi } from '../../../lib/use-api';

export const paymentRecordsRequest = (orderId: string, productId: string) => ({ orderId, productId });

/** An order's receipts and its codes waiting for payment (beyond the spec, issue 9). */
export const usePaymentRecords = (orderId: string, productId: string) =>
  useApi('paymentRecords', paymentRecordsRequest(orderId, productId));

/** A code's status, which the server refreshes from the gateway's own status call. */
export const checkPaymentStatus = (referenceNo: string) =>
  api('paymentStatus', { referenceNo }, { loading: true });
