import { AGREEMENT_SCENE } from '@pautang/contract/constants';
import { useApi } from '../../../lib/use-api';

export const agreementsRequest = (productId: string) => ({ productId, scene: AGREEMENT_SCENE });

/** spec 2 §7: /v3/contract/contract with productId, scene 3 → {data: Agreement[]}. */
export const useAgreements = (productId: string) => useApi('contract', agreementsRequest(productId));
