import type { LoanPushRequest } from '@pautang/contract/loans';
import { api } from '../../../lib/request';

/** spec 2 §2.6: /gopia/goya/depush, the V32 push (same body as the V3 push) → {url} to redirect to. */
export const depushLoan = (body: LoanPushRequest) => api('depush', body, { loading: true });
