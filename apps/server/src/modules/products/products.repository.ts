import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ProductsTable } from '../../db/schema';

export type ProductRow = Selectable<ProductsTable>;

export function findActiveProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export function findProductById(db: Db, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listActiveProducts(db: Db): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('active', '=', true)
    .orderBy('rank')
    .orderBy('id')
    .execute();
}
