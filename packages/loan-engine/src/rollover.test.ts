import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays, daysBetween } from './dates';
import { LoanEngineError } from './errors';
import type { LoanState } from './loan';
import { offerFromProduct } from './product';
import { applyRollover, quoteRollover } from './rollover';
import { orderStatus } from './status';
import { demoLoan } from './test-loans';

describe('quoteRollover and applyRollover', () => {
  it('extends the ₱20,000 loan by its term for the unpaid charges: 10 days late', () => {
    // Delay: penalty 1,000 + late interest 12,250 + fees 900 + interest 3,600 = ₱17,750.
    // New due date: 2026-06-30 + 180 days = 2026-12-27, with another ₱4,500 of interest and fees.
    const loan = demoLoan('prod-plus-20k');
    const quote = quoteRollover(loan, '2026-07-10');
    expect(quote).toEqual({
      allowed: true,
      refusal: null,
      delayAmount: 1_775_000,
      interestAmount: 360_000,
      feesAmount: 90_000,
      penaltyAmount: 100_000,
      lateInterestAmount: 1_225_000,
      dueOn: '2026-06-30',
      newDueOn: '2026-12-27',
      nextPeriodChargesAmount: 450_000,
    });

    const { loan: rolled, remainderAmount } = applyRollover(loan, 1_800_000, '2026-07-10');
    expect(remainderAmount).toBe(25_000);
    expect(rolled.rolloverCount).toBe(1);
    expect(rolled.rolledOverChargesAmount).toBe(1_775_000);
    const after = accrue(rolled, '2026-07-10');
    expect(after.maturityOn).toBe('2026-12-27');
    expect(after.owed.principalAmount).toBe(2_000_000);
    expect(after.outstandingAmount).toBe(2_450_000);
    expect(orderStatus(rolled, '2026-07-10')).toBe(174);
  });

  it('caps the sixth and later periods of the covered ₱5,000 loan at the 100 % total', () => {
    // Each period costs ₱882.50; after five, ₱4,412.50 is used and only ₱587.50 is left:
    // the sixth period gets ₱200 of fees and ₱387.50 of interest, the seventh nothing.
    let loan = demoLoan('prod-quick-5k');
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
      const quote = quoteRollover(loan, dueOn);
      delays.push(quote.delayAmount);
      loan = applyRollover(loan, quote.delayAmount, dueOn).loan;
    }
    expect(delays).toEqual([88_250, 88_250, 88_250, 88_250, 88_250, 58_750, 0]);
    const last = accrue(loan, '2026-01-01');
    expect(last.maturityOn).toBe(addDays('2026-01-01', 8 * 91));
    expect(last.chargesAmount).toBe(500_000);
    // Even two years late, only the principal is owed.
    expect(accrue(loan, addDays(last.maturityOn ?? '', 730)).outstandingAmount).toBe(500_000);
  });

  it('refuses what the terms do not cover', () => {
    expect(quoteRollover(demoLoan('prod-flex-12k'), '2026-03-02').refusal).toBe('instalment-plan');
    expect(quoteRollover(demoLoan('prod-quick-5k', { disbursedOn: null }), '2026-03-02').refusal).toBe(
      'not-disbursed',
    );
    // Due 2026-04-02; extending by 91 days lands on 2026-07-02, which must still be ahead.
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-07-01').allowed).toBe(true);
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-07-02').refusal).toBe('too-late');
    const repaid = allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-04-02').loan;
    expect(quoteRollover(repaid, '2026-04-02').refusal).toBe('no-principal-outstanding');
  });

  it('will not roll over for less than the delay amount', () => {
    expect(() => applyRollover(demoLoan('prod-quick-5k'), 88_249, '2026-04-02')).toThrow(LoanEngineError);
    expect(() => applyRollover(demoLoan('prod-flex-12k'), 10_000_000, '2026-03-02')).toThrow(
      /instalment-plan/,
    );
  });
});

const singlePaymentLoans = fc
  .record({
    product: fc.constantFrom(...CATALOGUE.filter((product) => product.instalmentCount === 1)),
    principalAmount: fc.integer({ min: 1, max: 3_000_000 }),
    termDays: fc.integer({ min: 91, max: 365 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
    paidAmount: fc.integer({ min: 0, max: 4_000_000 }),
    paidAfterDays: fc.integer({ min: 0, max: 400 }),
  })
  .map((o): { loan: LoanState; paidAmount: number; paidAfterDays: number } => ({
    loan: {
      ...offerFromProduct(o.product),
      principalAmount: o.principalAmount,
      termDays: o.termDays,
      clientType: o.clientType,
      disbursedOn: '2026-01-01',
    },
    paidAmount: o.paidAmount,
    paidAfterDays: o.paidAfterDays,
  }));

describe('rollover properties', () => {
  it('never lowers what is owed: principal stays, nothing owed disappears unpaid', () => {
    fc.assert(
      fc.property(
        singlePaymentLoans,
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 3 }),
        ({ loan: start, paidAmount, paidAfterDays }, rollAfterDays, earlierRollovers) => {
          let loan = start;
          for (let i = 0; i < earlierRollovers; i += 1) {
            const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
            loan = applyRollover(loan, quoteRollover(loan, dueOn).delayAmount, dueOn).loan;
          }
          loan = allocatePayment(loan, paidAmount, addDays('2026-01-01', paidAfterDays)).loan;
          const on = addDays('2026-01-01', Math.max(paidAfterDays, rollAfterDays));
          const quote = quoteRollover(loan, on);
          if (!quote.allowed) return;
          const before = accrue(loan, on);
          const after = accrue(applyRollover(loan, quote.delayAmount, on).loan, on);

          expect(after.owed.principalAmount).toBe(before.owed.principalAmount);
          expect(after.outstandingAmount).toBeGreaterThanOrEqual(after.owed.principalAmount);
          expect(after.outstandingAmount + quote.delayAmount).toBeGreaterThanOrEqual(
            before.outstandingAmount,
          );
          expect(after.chargesAmount).toBeGreaterThanOrEqual(before.chargesAmount);
          expect(daysBetween(before.maturityOn ?? '', after.maturityOn ?? '')).toBe(loan.termDays);
          expect(after.maturityOn).toBe(quote.newDueOn);
        },
      ),
    );
  });
});
