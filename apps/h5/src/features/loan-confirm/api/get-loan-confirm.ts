import { useApi } from '../../../lib/use-api';

/** spec 2 §7: /v3/loan-confirm/loan-detail-confirm with productId → the V3 offer (LoanConfirm). */
export const useLoanConfirm = (productId: string) => useApi('loanDetailConfirm', { productId });
