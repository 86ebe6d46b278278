import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';
import type { ProductsTable } from '../../../platform/db/schema';

export type ProductRow = Selectable<ProductsTable>;

/**
 * The whole catalogue, best first, read through the cache: it is a few dozen rows read by nearly every call,
 * and any write to products drops it. The rows are shared by every request that reads them: never mutate one.
 */
export function listProducts(db: Db): Promise<readonly ProductRow[]> {
  return cachedRead(db, 'products', '*', () =>
    db.selectFrom('products').selectAll().orderBy('rank').orderBy('id').execute(),
  );
}

export async function findActiveProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return (await listProducts(db)).find((p) => p.id === id && p.active);
}

export async function findProductById(db: Db, id: string): Promise<ProductRow | undefined> {
  return (await listProducts(db)).find((p) => p.id === id);
}

export async function listActiveProducts(db: Db): Promise<ProductRow[]> {
  return (await listProducts(db)).filter((p) => p.active);
}
