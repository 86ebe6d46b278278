import { AGREEMENT_SCENE } from '@pautang/contract/constants';
import { useApi } from '../../../lib/use-api';

/** spec 2 §7: /v3/contract/contract with productId, scene 3 → {data: Agreement[]}. */
export const useAgreements = (productId: string) => useApi('contract', { productId, scene: AGREEMENT_SCENE });
