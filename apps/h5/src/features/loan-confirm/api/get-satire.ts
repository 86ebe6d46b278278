import { useApi } from '../../../lib/use-api';

export const satireRequest = (productId: string) => ({ productId });

/** spec 2 §2.6: /gopia/goya/satire with productId → the V32 offer (Satire); success code '00'. */
export const useSatire = (productId: string) => useApi('satire', satireRequest(productId));
