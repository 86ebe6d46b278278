import { api } from '../../../lib/request';

/** spec 2 §7: /gopia/goya/because, click tracking on a product tap. Fire and forget: no toast, no Retry. */
export function trackProductClick(productId: string, position: number): void {
  api('because', { productId, position }, { toastOnError: false, onNetworkError: () => undefined }).catch(
    () => undefined,
  );
}
