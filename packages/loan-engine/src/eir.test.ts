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
    expect(effectiveInterestRate(scheduleOf('prod-quick-5k'))).toEqual({ monthlyBp: 536, annualBp: 6_525 });
    // ₱20,000 → ₱24,500 after 180 days: (1.225)^(1/180) − 1 = 0.11282 % a day.
    expect(effectiveInterestRate(scheduleOf('prod-plus-20k'))).toEqual({ monthlyBp: 338, annualBp: 4_118 });
  });

  it('is higher for an instalment plan than its flat rate suggests, since principal comes back early', () => {
    // Flat cost: ₱2,208 on ₱12,000 over 180 days = 3.07 % a month; the IRR is higher.
    const eir = effectiveInterestRate(scheduleOf('prod-flex-12k'));
    expect(eir.monthlyBp).toBe(429);
    expect(eir.annualBp).toBe(5_215);
  });

  it('is zero for a loan with no charges', () => {
    const schedule = { ...scheduleOf('prod-quick-5k') };
    schedule.instalments = schedule.instalments.map((row) => ({ ...row, totalAmount: row.principalAmount }));
    expect(effectiveInterestRate(schedule)).toEqual({ monthlyBp: 0, annualBp: 0 });
  });
});
