// The address of an agreement document in the H5 (its page, /loanAgreement): a module of its own, so order details
// (a plan's offer) link one without the documents' figures.
import type { DocumentKind } from '@pautang/contract/constants';
import { H5_PATHS } from '@pautang/contract/h5-paths';

export function agreementUrl(
  origin: string,
  kind: DocumentKind,
  productId: string,
  orderId?: string,
): string {
  const query = new URLSearchParams({ kind, productId, ...(orderId ? { orderId } : {}) });
  return `${origin}${H5_PATHS.loanAgreement}?${query}`;
}
