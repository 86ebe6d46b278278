// The page-query fields several H5 paths share, each read once here with its aliases. Every path's own parser is
// declared beside its screen's data (features/*/api/screen-data.ts) and named in the route table.

/** A query field, '' when absent. */
export const param = (query: URLSearchParams, name: string): string => query.get(name) ?? '';

/** The page's product: productId, or product_id as spec 2 §3 also names it. */
export const productIdOf = (query: URLSearchParams): string =>
  query.get('productId') || query.get('product_id') || '';

/** A page about one product (loan confirmation, the bank form). */
export const productQuery = (query: URLSearchParams) => ({ productId: productIdOf(query) });

/** A page about one order of one product (order details, repayment, receipts). */
export const orderProductQuery = (query: URLSearchParams) => ({
  orderId: param(query, 'orderId'),
  productId: productIdOf(query),
});

/** A page about one order alone. */
export const orderQuery = (query: URLSearchParams) => ({ orderId: param(query, 'orderId') });

/** A page whose first data takes nothing from its query. */
export const noQuery = () => ({});
