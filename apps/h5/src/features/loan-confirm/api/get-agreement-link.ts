import { api } from '../../../lib/request';

/** spec 2 §2.6: /gopia/goya/misunderstood with productId and the title's position → {url} of the agreement. */
export const getAgreementLink = (productId: string, position: number) =>
  api('misunderstood', { productId, position }, { loading: true });
