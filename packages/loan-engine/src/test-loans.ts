import fc from 'fast-check';
import { CATALOGUE, findProduct } from './catalogue';
import { allocatePayment } from './allocation';
import { addDays } from './dates';
import type { LoanState } from './loan';
import { applyRollover, quoteRollover } from './rollover';
import { waivablePenalty, waivePenalty } from './waiver';
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

// Random loans and steps for the property tests (money-properties.test.ts, books.test.ts).
export type Step =
  | { kind: 'pay'; afterDays: number; amount: number }
  | { kind: 'rollover'; afterDays: number }
  | { kind: 'waive'; afterDays: number; share: number };

export const anyLoan = fc
  .record({
    product: fc.constantFrom(...CATALOGUE),
    principalAmount: fc.integer({ min: 100_000, max: 3_000_000 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
  })
  .map((o): LoanState => ({
    ...offerFromProduct(o.product),
    principalAmount: o.principalAmount,
    clientType: o.clientType,
    disbursedOn: '2026-01-01',
  }));

export const pay = fc.record({
  kind: fc.constant('pay' as const),
  afterDays: fc.integer({ min: 0, max: 60 }),
  amount: fc.integer({ min: 5_000, max: 2_000_000 }),
});
export const rollover = fc.record({
  kind: fc.constant('rollover' as const),
  afterDays: fc.integer({ min: 0, max: 120 }),
});
export const anySteps = fc.array(fc.oneof(pay, pay, rollover), { maxLength: 6 });

/** Runs the steps from `loan` on `date`: what was applied to the loan in all, the loan after, and the last day. */
export function run(
  start: LoanState,
  steps: readonly Step[],
  startOn = '2026-01-01',
): { loan: LoanState; paidAmount: number; date: string } {
  let loan = start;
  let date = startOn;
  let paidAmount = 0;
  for (const step of steps) {
    date = addDays(date, step.afterDays);
    if (step.kind === 'pay') {
      const allocation = allocatePayment(loan, step.amount, date);
      paidAmount += allocation.appliedAmount;
      loan = allocation.loan;
    } else if (step.kind === 'rollover') {
      const quote = quoteRollover(loan, date);
      if (!quote.allowed) continue;
      loan = applyRollover(loan, quote.delayAmount, date).loan;
      paidAmount += quote.delayAmount;
    } else {
      const waivable = waivablePenalty(loan, date);
      const amount = Math.ceil((waivable * step.share) / 100);
      if (amount > 0) loan = waivePenalty(loan, amount, date);
    }
  }
  return { loan, paidAmount, date };
}
