import { AGREEMENT_KINDS, type AgreementKind } from '@pautang/contract/constants';
import type { AgreementDocumentRequest } from '@pautang/contract/loans';

const isKind = (value: string | null): value is AgreementKind =>
  (AGREEMENT_KINDS as readonly (string | null)[]).includes(value);

/** The request of /loanAgreement from its page query; an absent or unknown kind means the loan agreement. */
export function agreementParams(query: URLSearchParams): AgreementDocumentRequest {
  const kind = query.get('kind');
  const productId = query.get('productId') || query.get('product_id') || '';
  const orderId = query.get('orderId') || undefined;
  return { productId, ...(orderId ? { orderId } : {}), kind: isKind(kind) ? kind : 'loan-agreement' };
}
