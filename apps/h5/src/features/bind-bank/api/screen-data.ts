// The bank form's query and first data (lib/screen-call.ts), for the route table and the screen's hook.
import { param, productIdOf } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

/** /bindBank: the product, the order it is changed from, and where the form was opened from. */
export const bindBankQuery = (query: URLSearchParams) => ({
  productId: productIdOf(query),
  orderId: param(query, 'orderId'),
  source: param(query, 'source'),
});

/** spec 1 §7: /v3/bind-card/card-init (form client) → the form's items. */
export const cardInitCall = (productId: string) => screenCall('cardInit', { product_id: productId });
