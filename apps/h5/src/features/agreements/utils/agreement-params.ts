import { DOCUMENT_KINDS, RENEWAL_STATEMENT_KIND, type DocumentKind } from '@pautang/contract/constants';
import type { AgreementDocumentRequest } from '@pautang/contract/loans';
import { productIdOf } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

const isKind = (value: string | null): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly (string | null)[]).includes(value);

/** The request of /loanAgreement from its page query; an absent or unknown kind means the loan agreement. */
export function agreementParams(query: URLSearchParams): AgreementDocumentRequest {
  const kind = query.get('kind');
  const productId = productIdOf(query);
  const orderId = query.get('orderId') || undefined;
  // A renewal statement's number; none: the statement of a rollover paid today.
  const renewal = kind === RENEWAL_STATEMENT_KIND ? Number(query.get('renewal')) : 0;
  return {
    productId,
    ...(orderId ? { orderId } : {}),
    kind: isKind(kind) ? kind : 'loan-agreement',
    ...(Number.isInteger(renewal) && renewal > 0 ? { renewal } : {}),
  };
}

/** spec 1 §7: /v3/contract/agreement → the document the page shows (lib/screen-call.ts). */
export const agreementCall = (request: AgreementDocumentRequest) => screenCall('agreement', request);
