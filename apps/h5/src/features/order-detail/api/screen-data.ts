// The order page's query and first data (lib/screen-call.ts), for the route table and the screen's hook alike.
import { orderProductQuery } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

/** /loanDetail, /order, /borrowDetail/: the order and its product; from=confirm marks the visit after a loan push. */
export const orderPageQuery = (query: URLSearchParams) => ({
  ...orderProductQuery(query),
  fromConfirm: query.get('from') === 'confirm',
});

/** spec 2 §7: GET /v3/loan-details/loan-details with productId and orderId → the order details. */
export const orderDetailsCall = (orderId: string, productId: string) =>
  screenCall('loanDetails', productId ? { orderId, productId } : { orderId });
