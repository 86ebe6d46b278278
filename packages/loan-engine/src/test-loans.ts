import { findProduct } from './catalogue';
import type { LoanState } from './loan';
import { offerFromProduct, type Product } from './product';

// Shared by the tests only: a demo product disbursed on 2026-01-01 to a new client, nothing paid.
export const DISBURSED_ON = '2026-01-01';

export function demoProduct(id: string): Product {
  const product = findProduct(id);
  if (!product) throw new Error(`unknown demo product ${id}`);
  return product;
}

export function demoLoan(id: string, overrides: Partial<LoanState> = {}): LoanState {
  return { ...offerFromProduct(demoProduct(id)), clientType: 'new', disbursedOn: DISBURSED_ON, ...overrides };
}
