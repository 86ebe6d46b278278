import { useApi } from '../../../lib/use-api';

export const loanConfirmRequest = (productId: string) => ({ productId });

/** spec 2 §7: /v3/loan-confirm/loan-detail-confirm with productId → the V3 offer (LoanConfirm). */
export const useLoanConfirm = (productId: string) =>
  useApi('loanDetailConfirm', loanConfirmRequest(productId));
