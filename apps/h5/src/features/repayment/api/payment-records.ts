import { api } from '../../../lib/request';
import { useScreenCall } from '../../../lib/use-api';
import { paymentRecordsCall } from './screen-data';

export const usePaymentRecords = (orderId: string, productId: string) =>
  useScreenCall(paymentRecordsCall(orderId, productId));

/** A code's status, which the server refreshes from the gateway's own status call. */
export const checkPaymentStatus = (referenceNo: string) =>
  api('paymentStatus', { referenceNo }, { loading: true });
