import { api } from '../../../lib/request';

/** Tells the server the bank-card prompt was answered, so cardNeedPop becomes 0 (spec 2 §4.4). */
export const closeCardPop = (orderId: string) => api('cardPopClose', { orderId });
