import { AGREEMENT_SCENE } from '@pautang/contract/constants';
import { useApi } from '../../../lib/use-api';

export const culturesRequest = (productId: string) => ({ productId, scene: AGREEMENT_SCENE });

/** spec 2 §2.6: /gopia/goya/cultures with productId, scene 3 → the V32 agreement {list}. */
export const useCultures = (productId: string) => useApi('cultures', culturesRequest(productId));
