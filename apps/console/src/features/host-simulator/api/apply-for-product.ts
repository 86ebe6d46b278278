// Apply (productApply): the credit decision, answered with the next step (loan confirmation, a reason, or review).
import type { ProductApply } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

export type Application = { productId: string; amount: number; termDays: number; requestId: string };

/** The same requestId answers the same decision, so a retried tap never makes a second application. */
export function applyForProduct(session: BorrowerSession, application: Application): Promise<ProductApply> {
  return borrowerCall('productApply', application, session);
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
