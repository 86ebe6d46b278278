// The loan confirmation pages' first data (lib/screen-call.ts): the route table lists these builders, and the
// screens load them through the hooks below, so both build the same payload.
import { AGREEMENT_SCENE } from '@pautang/contract/constants';
import { screenCall } from '../../../lib/screen-call';

/** spec 2 §7: /v3/loan-confirm/loan-detail-confirm with productId → the V3 offer (LoanConfirm). */
export const loanConfirmCall = (productId: string) => screenCall('loanDetailConfirm', { productId });

/** spec 2 §7: /v3/contract/contract with productId, scene 3 → {data: Agreement[]}. */
export const agreementsCall = (productId: string) =>
  screenCall('contract', { productId, scene: AGREEMENT_SCENE });

/** spec 2 §2.6: /gopia/goya/satire with productId → the V32 offer (Satire); success code '00'. */
export const satireCall = (productId: string) => screenCall('satire', { productId });

/** spec 2 §2.6: /gopia/goya/cultures with productId, scene 3 → the V32 agreement {list}. */
export const culturesCall = (productId: string) =>
  screenCall('cultures', { productId, scene: AGREEMENT_SCENE });
