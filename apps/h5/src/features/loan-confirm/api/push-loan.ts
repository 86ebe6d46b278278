import { PUSH_CHANNEL } from '@pautang/contract/constants';
import type { LoanPushRequest } from '@pautang/contract/loans';
import { api } from '../../../lib/request';

/**
 * spec 2 §7: /v3/loan-confirm/loan-detail-push → lendDetailsUrl. The body carries the consent and the page's
 * requestId, so a retry of the same page can never create a second order.
 */
export const pushLoan = (body: LoanPushRequest) => api('loanDetailPush', body, { loading: true });

/** The push body both variants send (V32's depush takes the same): offer figures, consent and the page's key. */
export function pushBody(
  productId: string,
  offer: { amount: number; periods: number; termUnit: number },
  agreementIds: string[],
  requestId: string,
): LoanPushRequest {
  return {
    productId,
    amount: offer.amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    channel: PUSH_CHANNEL,
    agreed: 1,
    agreementIds,
    requestId,
  };
}
