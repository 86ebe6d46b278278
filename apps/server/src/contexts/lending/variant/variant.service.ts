import type { Drowns } from '@pautang/contract/variant';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { insertEvents } from '../../identity/index';
import { findOrderForUser } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { requireProduct } from '../products/products.service';
import { recommendationsFor } from '../credit/credit.service';
import { loginFailure } from '../loans/loan-texts';

export async function loginFailurePage(deps: Deps, userId: string, orderId?: string): Promise<Drowns> {
  let exclude: string | undefined;
  if (orderId) {
    const order = await findOrderForUser(deps.db, orderId, userId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    exclude = order.product_id;
  }
  // The same products, ranges and grey buttons as Home and order details (issue 40), plus the partners' link-outs.
  return {
    ...loginFailure,
    recProducts: await recommendationsFor(deps, userId, exclude, { partners: true }),
  };
}

export async function productClick(
  deps: Deps,
  userId: string,
  productId: string,
  position: number,
): Promise<void> {
  await requireProduct(deps.db, productId);
  await insertEvents(deps.db, [
    {
      user_id: userId,
      kind: 'product-click',
      page: 'login-failure',
      product_id: productId,
      position_id: position,
      occurred_at: deps.clock().toISOString(),
    },
  ]);
}

/** A product's link: an own-origin path becomes an absolute URL; partner URLs and app links pass as they are. */
export async function productLink(deps: Deps, productId: string, origin: string): Promise<string> {
  const product = await requireProduct(deps.db, productId);
  const link = product.link || `pautang://product/${product.id}`;
  return link.startsWith('/') ? `${origin}${link}` : link;
}
