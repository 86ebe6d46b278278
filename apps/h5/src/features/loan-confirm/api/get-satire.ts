import { useApi } from '../../../lib/use-api';

/** spec 2 §2.6: /gopia/goya/satire with productId → the V32 offer (Satire); success code '00'. */
export const useSatire = (productId: string) => useApi('satire', { productId });
