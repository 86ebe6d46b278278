// Products as the borrower sees them: offers, plans and the recommended-products list.
import type { RecProduct } from '@pautang/contract/loans';
import {
  buildSchedule,
  offerFromProduct,
  type Offer,
  type Product,
  type Schedule,
} from '@pautang/loan-engine';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findActiveProduct, listActiveProducts, type ProductRow } from './products.repository';

export const PRODUCT_NOT_FOUND = 'This loan offer is not available.';

export async function requireProduct(db: Db, productId: string): Promise<ProductRow> {
  const row = await findActiveProduct(db, productId);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export function offerOf(row: ProductRow): Offer {
  return offerFromProduct(row.definition);
}

export function scheduleOf(row: ProductRow, startOn: string): Schedule {
  return buildSchedule(offerOf(row), startOn);
}

export function toRecProduct(product: Product): RecProduct {
  const r = product.recommendation;
  return {
    productId: product.id,
    logo: product.logo,
    name: product.name,
    buttonText: r.buttonText,
    enabled: r.enabled,
    range: r.range,
    rangeDesc: r.rangeDesc,
    rate: r.rate,
    description: r.description,
    tags: [...r.tags],
  };
}

/** Every other active product, best first. */
export async function recommendedProducts(db: Db, excludeId?: string): Promise<RecProduct[]> {
  const rows = await listActiveProducts(db);
  return rows.filter((r) => r.id !== excludeId).map((r) => toRecProduct(r.definition));
}
