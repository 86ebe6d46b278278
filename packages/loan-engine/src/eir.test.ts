import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { daysBetween } from './dates';
import { effectiveInterestRate, simpleAnnualRateBp } from './eir';
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

describe('simpleAnnualRateBp (RA 3765 §4(7): the finance charge as a simple annual rate on the unpaid balance)', () => {
  it('gives Quick 70.79 %, not the 65.25 % of the daily IRR × 365', () => {
    // ₱882.50 of finance charge on ₱5,000 outstanding for 91 days: 882.50 ÷ 5,000 × 365 ÷ 91 = 70.79 %.
    expect(simpleAnnualRateBp(scheduleOf('prod-quick-5k'))).toBe(7_079);
    // ₱4,500 on ₱20,000 for 180 days: 45.625 %, rounded half up.
    expect(simpleAnnualRateBp(scheduleOf('prod-plus-20k'))).toBe(4_563);
  });

  it('counts only the balance still unpaid in each period of an instalment plan', () => {
    // Flex: ₱1,632 (₱1,152 interest + ₱480 fees) on ₱12,000, ₱8,000 and ₱4,000 for 60 days each
    // (1,440,000 peso-days): 1,632 × 365 ÷ 1,440,000 = 41.37 %.
    expect(simpleAnnualRateBp(scheduleOf('prod-flex-12k'))).toBe(4_137);
  });

  it('is the finance charge over the average unpaid balance, annualised, for any schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000 }),
        fc.integer({ min: 91, max: 365 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 20 }),
        (principalAmount, termDays, instalmentCount, interestRateBpPerDay) => {
          const offer = offerFromProduct(demoProduct('prod-flex-12k'));
          const schedule = buildSchedule(
            { principalAmount, termDays, terms: { ...offer.terms, instalmentCount, interestRateBpPerDay } },
            '2026-01-01',
          );
          let balance = schedule.principalAmount;
          let from = schedule.startOn;
          let balanceDays = 0;
          for (const row of schedule.instalments) {
            balanceDays += balance * daysBetween(from, row.dueOn);
            balance -= row.principalAmount;
            from = row.dueOn;
          }
          const rate = ((schedule.interestAmount + schedule.feesAmount) * 365) / balanceDays;
          expect(Math.abs(simpleAnnualRateBp(schedule) - rate * 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
