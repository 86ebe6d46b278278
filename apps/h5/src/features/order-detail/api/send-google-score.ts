import { api } from '../../../lib/request';

/** spec 2 §7: /v3/loan-details/google-score, with the borrower's real pick (the spec always sent 5). */
export const sendGoogleScore = (orderId: string, score: number) =>
  api('googleScore', { orderId, score }, { loading: true });
