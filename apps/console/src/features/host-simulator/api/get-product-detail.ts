// A product's ranges and the quote for one amount and term (productDetail): what the borrower reads before applying.
import type { ProductDetail } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

/** The amount and term to quote; the product's defaults when left out. */
export type QuoteChoice = { amount?: number; termDays?: number };

export function getProductDetail(
  session: BorrowerSession,
  productId: string,
  choice: QuoteChoice,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return borrowerCall('productDetail', { productId, ...choice }, session, { signal });
}
