import { api } from '../../../lib/request';

/** spec 2 §7: /gopia/goya/define → {url}, the product's link (web address or a native page name). */
export const getProductLink = (productId: string) => api('define', { productId }, { loading: true });
