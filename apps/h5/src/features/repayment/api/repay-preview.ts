import type { RepayPreviewRequest } from '@pautang/contract/repayment';
import { api } from '../../../lib/request';

/** Issue 30: how a chosen amount would be applied today, shown before the borrower pays. */
export const repayPreview = (payload: RepayPreviewRequest) => api('repayPreview', payload);
