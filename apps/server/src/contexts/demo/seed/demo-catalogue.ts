// The demo products: the engine's catalogue plus a few that exercise the other paths of the spec (region flag,
// a partner's external link, a product whose disbursement fails).
import { CATALOGUE, pesos, productOfferIssues, type Product } from '@pautang/loan-engine';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../../../platform/db/schema';

const byId = (id: string): Product => {
  const p = CATALOGUE.find((c) => c.id === id);
  if (!p) throw new Error(`catalogue has no ${id}`);
  return p;
};
const quick = byId('prod-quick-5k');

const regional: Product = {
  ...quick,
  id: 'prod-regional-8k',
  name: 'Pautang Regional',
  logo: '/static/products/regional.svg',
  principalAmount: pesos(8_000),
  amountRange: { minAmount: pesos(2_000), maxAmount: pesos(8_000), stepAmount: pesos(500) },
  termOptions: [91],
  recommendation: {
    ...quick.recommendation,
    range: '₱2,000 - ₱8,000',
    description: '91 days, one payment',
    tags: ['Regional'],
  },
};
const partner: Product = {
  ...byId('prod-plus-20k'),
  id: 'prod-partner-15k',
  name: 'Partner Cash',
  logo: '/static/products/partner.svg',
  principalAmount: pesos(15_000),
  amountRange: { minAmount: pesos(5_000), maxAmount: pesos(15_000), stepAmount: pesos(1_000) },
  termOptions: [180],
  recommendation: {
    buttonText: 'Apply at partner',
    enabled: 1,
    range: '₱5,000 - ₱15,000',
    rangeDesc: 'Loan amount',
    description: 'Offered by a partner lender',
    tags: ['Partner', 'Bigger limit', 'Fast'],
  },
};
const decline: Product = {
  ...quick,
  id: 'prod-decline-3k',
  name: 'Pautang Starter',
  logo: '/static/products/starter.svg',
  principalAmount: pesos(3_000),
  amountRange: { minAmount: pesos(1_000), maxAmount: pesos(3_000), stepAmount: pesos(500) },
  termOptions: [91],
  recommendation: {
    ...quick.recommendation,
    buttonText: 'Not available',
    enabled: 0,
    range: '₱1,000 - ₱3,000',
    tags: [],
  },
};

export type Row = Omit<Insertable<ProductsTable>, 'definition'> & { definition: Product };

export const DEMO_PRODUCTS: Row[] = [
  {
    id: quick.id,
    rank: 1,
    definition: quick,
    new_button_msg: 'Get my loan',
    new_pop_msg: 'Your ₱5,000 loan is ready. Confirm now and receive it within 1 to 3 days.',
  },
  {
    id: 'prod-plus-20k',
    rank: 2,
    definition: byId('prod-plus-20k'),
    pop_agreement: true,
    link: '/confirmNew?productId=prod-plus-20k',
  },
  {
    id: 'prod-flex-12k',
    rank: 3,
    definition: byId('prod-flex-12k'),
    is_pop_type: 1,
    // Agree is the pop-up's dismiss (spec 2 §2.1), so the question is worded for Agree to be the safe answer.
    pop_title: 'Stay and finish your application?',
    pop_content:
      'Your approved loan is waiting. Tap Agree to stay and finish it. If you tap Cancel and leave, you will have to apply again.',
  },
  {
    id: regional.id,
    rank: 4,
    definition: regional,
    region_flag: 1,
    new_button_msg: 'Claim my cash',
    new_pop_msg: 'Tap below to receive your loan.',
  },
  { id: partner.id, rank: 5, definition: partner, link: 'https://partner-lender.example.com/apply' },
  { id: decline.id, rank: 6, definition: decline, fails_disbursement: true },
];

/**
 * The rows to store; a product the engine would refuse to offer (a cap broken on any amount and term it offers,
 * pricing or range malformed) stops the load.
 */
export function productRows(products: readonly Row[] = DEMO_PRODUCTS): Insertable<ProductsTable>[] {
  return products.map((p) => {
    const issues = productOfferIssues(p.definition);
    if (issues.length > 0) {
      throw new Error(`Product ${p.id} cannot be offered: ${issues.map((i) => i.message).join('; ')}`);
    }
    return { ...p, definition: JSON.stringify(p.definition) };
  });
}
