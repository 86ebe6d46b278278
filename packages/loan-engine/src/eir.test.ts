import { describe, it, expect } from 'vitest';
import { effectiveInterestRate } from './eir';
import { offerFromProduct } from './product';
import { buildSchedule } from './schedule';
import { demoProduct } from './test-loans';

const scheduleOf = (id: string) => buildSchedule(offerFromProduct(demoProduct(id)), '2026-01-01');

describe('effectiveInterestRate', () => {
  it('matches the closed form for a single payment', () => {
    // ₱5,000 in, ₱5,882.50 back after 91 days: daily r = (588,250 ÷ 500,000)^(1/91) − 1 = 0.17878 %.
    // × 30 = 5.36 % a month (536 bp), × 365 = 65.25 % a year (6,525 bp).
    expect(effectiveInterestRate(scheduleOf('prod-quick-5k'))).toMatchObject({
      monthlyBp: 536,
      annualBp: 6_525,
    });
    // ₱20,000 → ₱24,500 after 180 days: (1.225)^(1/180) − 1 = 0.11282 % a day.
    expect(effectiveInterestRate(scheduleOf('prod-plus-20k'))).toMatchObject({
      monthlyBp: 338,
      annualBp: 4_118,
    });
  });

  it('shows what flat pricing hides: the same 0.08 % a day costs far more flat than on the declining balance', () => {
    // Flat: ₱1,728 of interest although principal comes back early, an EIR of 4.29 % a month. On the declining
    // balance the same rate charges ₱1,152 and the EIR falls to 3.27 %.
    const offer = offerFromProduct(demoProduct('prod-flex-12k'));
    const flat = buildSchedule({ ...offer, terms: { ...offer.terms, interestMethod: 'flat' } }, '2026-01-01');
    expect(effectiveInterestRate(flat)).toMatchObject({ monthlyBp: 429, annualBp: 5_215 });
    expect(effectiveInterestRate(scheduleOf('prod-flex-12k'))).toMatchObject({ monthlyBp: 327 });
  });

  it('is zero for a loan with no charges', () => {
    const schedule = { ...scheduleOf('prod-quick-5k') };
    schedule.instalments = schedule.instalments.map((row) => ({ ...row, totalAmount: row.principalAmount }));
    expect(effectiveInterestRate(schedule)).toEqual({ monthlyBp: 0, annualBp: 0, dailyRate: 0 });
  });
});
