import { describe, it, expect } from 'vitest';
import { allocatePayment } from './allocation';
import { accrue } from './accrual';
import { payoffQuote, prepaymentWindow } from './prepayment';
import { demoLoan, demoProduct } from './test-loans';

describe('prepaymentWindow', () => {
  it('opens strictly after half the term: day 46 of the 91-day loan (after 45.5)', () => {
    const loan = demoLoan('prod-quick-5k');
    expect(prepaymentWindow(loan, '2026-02-15')).toEqual({
      allowed: false,
      fromOn: '2026-02-16',
      fromDay: 46,
    });
    expect(prepaymentWindow(loan, '2026-02-16')).toEqual({
      allowed: true,
      fromOn: '2026-02-16',
      fromDay: 46,
    });
  });

  it('opens on day 91 of a 180-day loan, not on day 90 (half, not after it)', () => {
    const loan = demoLoan('prod-plus-20k');
    expect(prepaymentWindow(loan, '2026-04-01')).toEqual({
      allowed: false,
      fromOn: '2026-04-02',
      fromDay: 91,
    });
    expect(prepaymentWindow(loan, '2026-04-02').allowed).toBe(true);
  });

  it('never opens sooner than 7 days after disbursement', () => {
    // Only reachable with a term under 14 days, which offers reject; the floor is kept as the terms say.
    expect(prepaymentWindow({ ...demoLoan('prod-quick-5k'), termDays: 10 }, '2026-01-07').fromOn).toBe(
      '2026-01-08',
    );
  });

  it('is open from disbursement when the product flag says anytime, and closed before disbursement', () => {
    const anytime = { ...demoProduct('prod-quick-5k'), prepaymentRule: 'anytime' as const };
    expect(prepaymentWindow(demoLoan('prod-quick-5k', { terms: anytime }), '2026-01-01').allowed).toBe(true);
    expect(prepaymentWindow(demoLoan('prod-quick-5k', { disbursedOn: null }), '2026-06-01')).toEqual({
      allowed: false,
      fromOn: null,
      fromDay: 46,
    });
  });

  it('decides whether a payment before the due date is applied', () => {
    // Settling the single payment early: refused on day 45, applied on day 46.
    expect(allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-02-15').remainderAmount).toBe(588_250);
    expect(allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-02-16').remainderAmount).toBe(33_750);
  });
});

describe('payoffQuote', () => {
  it('charges interest accrued to the day of prepayment, not the whole term: ₱345.00 on day 46', () => {
    // ₱5,000 × 0.15 % × 46 days = ₱345.00 (the whole term would be ₱682.50); fees ₱200 stay whole.
    const loan = demoLoan('prod-quick-5k');
    const quote = payoffQuote(loan, '2026-02-16');
    expect(quote).toEqual({
      allowed: true,
      fromOn: '2026-02-16',
      payoffAmount: 554_500,
      interestAmount: 34_500,
      interestSavedAmount: 33_750,
    });
    const paid = allocatePayment(loan, quote.payoffAmount, '2026-02-16');
    expect(paid.remainderAmount).toBe(0);
    expect(paid.applied.interestAmount).toBe(34_500);
    expect(paid.applied.feesAmount).toBe(20_000);
    expect(accrue(paid.loan, '2026-02-16').outstandingAmount).toBe(0);
  });

  it('says so before the window opens, and owes the full schedule on or after the due date', () => {
    expect(payoffQuote(demoLoan('prod-quick-5k'), '2026-02-15').allowed).toBe(false);
    expect(payoffQuote(demoLoan('prod-quick-5k'), '2026-04-02')).toMatchObject({
      allowed: true,
      payoffAmount: 588_250,
      interestSavedAmount: 0,
    });
  });

  it('keeps the scheduled interest for a part-payment that does not settle the loan', () => {
    const part = allocatePayment(demoLoan('prod-quick-5k'), 300_000, '2026-02-16');
    expect(part.loan.settledOn ?? null).toBeNull();
    expect(accrue(part.loan, '2026-02-16').outstandingAmount).toBe(588_250 - 300_000);
  });
});
