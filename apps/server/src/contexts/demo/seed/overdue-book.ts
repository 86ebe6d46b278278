// An overdue book with known days past due (issue 28, collections): one borrower and one prod-quick-5k order each.
// The collections tests seed it; it is not part of the demo seed, so no other file's figures move.
import type { Db } from '../../../platform/db/client';
import { demoOrderRow } from './demo-orders';

/** prod-quick-5k is one instalment due 91 days after disbursement. */
const TERM_DAYS = 91;

export type BookOrder = { id: string; userId: string; phone: string; name: string; dpd: number };

/** Overdue orders with these days past due, one borrower each, named 'Coll Test …' so a search finds them alone. */
export async function seedBook(db: Db, businessDate: string, dpds: readonly number[]): Promise<BookOrder[]> {
  const book = dpds.map((dpd, i) => ({
    id: `PT00000090${String(i).padStart(2, '0')}`,
    userId: `2090${String(i).padStart(2, '0')}`,
    phone: `091790000${String(i).padStart(2, '0')}`,
    name: `Coll Test ${dpd}`,
    dpd,
  }));
  await db
    .insertInto('users')
    .values(
      book.map((b) => ({
        id: b.userId,
        mobile_phone: b.phone,
        full_name: b.name,
        client_type: 'new' as const,
      })),
    )
    .execute();
  await db
    .insertInto('orders')
    .values(
      book.map((b) =>
        demoOrderRow(
          {
            id: b.id,
            userId: b.userId,
            productId: 'prod-quick-5k',
            clientType: 'new',
            disbursedDaysAgo: TERM_DAYS + b.dpd,
          },
          businessDate,
        ),
      ),
    )
    .execute();
  return book;
}
