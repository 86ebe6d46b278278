import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SEED_LATE_CHARGES } from './catalogue';
import { daysBetween } from './dates';
import { LoanEngineError } from './errors';
import { sumAmounts } from './money';
import { offerFromProduct, type Offer } from './product';
import { buildSchedule } from './schedule';
import { demoProduct } from './test-loans';

describe('buildSchedule', () => {
  it('prices the ₱5,000 / 91-day single payment', () => {
    // Interest: 500,000 × 15 bp × 91 days ÷ 10,000 = 68,250 (₱682.50).
    // Fees: ₱150 service + 1 % × ₱5,000 processing = ₱200. Due: ₱5,882.50 on day 91.
    const schedule = buildSchedule(offerFromProduct(demoProduct('prod-quick-5k')), '2026-01-01');
    expect(schedule.fees).toEqual([
      { label: 'Service fee', amount: 15_000 },
      { label: 'Processing fee', amount: 5_000 },
    ]);
    expect(schedule.maturityOn).toBe('2026-04-02');
    expect(schedule.instalments).toEqual([
      {
        index: 1,
        count: 1,
        periodLabel: '1/1',
        title: 'Repayment',
        startOn: '2026-01-01',
        dueOn: '2026-04-02',
        principalAmount: 500_000,
        interestAmount: 68_250,
        feesAmount: 20_000,
        totalAmount: 588_250,
      },
    ]);
    expect(schedule.totalAmount).toBe(588_250);
  });

  it('splits the ₱12,000 plan into 3 instalments 60 days apart, interest on the declining balance', () => {
    // Interest 8 bp a day on what is still owed: 12,000 × 0.08 % × 60 = 576, then 8,000 → 384, then 4,000 → 192.
    // Fees ₱300 + 1.5 % × ₱12,000 = ₱480, ₱160 each; principal ₱4,000 each.
    const schedule = buildSchedule(offerFromProduct(demoProduct('prod-flex-12k')), '2026-01-01');
    expect(
      schedule.instalments.map((row) => [
        row.periodLabel,
        row.title,
        row.dueOn,
        row.interestAmount,
        row.totalAmount,
      ]),
    ).toEqual([
      ['1/3', 'Instalment 1', '2026-03-02', 57_600, 473_600],
      ['2/3', 'Instalment 2', '2026-05-01', 38_400, 454_400],
      ['3/3', 'Instalment 3', '2026-06-30', 19_200, 435_200],
    ]);
    expect(schedule.interestAmount).toBe(115_200);
    expect(schedule.totalAmount).toBe(1_363_200);
  });

  it('charges flat (add-on) interest on the whole principal for the whole term when the product says so', () => {
    // Flat: 1,200,000 × 8 bp × 180 ÷ 10,000 = 172,800, split evenly: ₱576 on every instalment.
    const flex = offerFromProduct(demoProduct('prod-flex-12k'));
    const flat = buildSchedule({ ...flex, terms: { ...flex.terms, interestMethod: 'flat' } }, '2026-01-01');
    expect(flat.instalments.map((row) => row.interestAmount)).toEqual([57_600, 57_600, 57_600]);
    expect(flat.interestAmount).toBe(172_800);
  });

  it('gives the leftover centavos to the last instalment', () => {
    // ₱1,000.01 at 10 bp for 91 days: interest 100,001 × 10 × 91 ÷ 10,000 = 9,100.09 → 9,100.
    // Principal 33,333 + 33,333 + 33,335; interest 3,033 + 3,033 + 3,034; due on days 30, 60, 91.
    const offer: Offer = {
      principalAmount: 100_001,
      termDays: 91,
      terms: { ...demoProduct('prod-flex-12k'), interestMethod: 'flat', interestRateBpPerDay: 10, fees: [] },
    };
    const rows = buildSchedule(offer, '2026-01-01').instalments;
    expect(rows.map((row) => row.principalAmount)).toEqual([33_333, 33_333, 33_335]);
    expect(rows.map((row) => row.interestAmount)).toEqual([3_033, 3_033, 3_034]);
    expect(rows.map((row) => daysBetween('2026-01-01', row.dueOn))).toEqual([30, 60, 91]);
  });

  it('rejects terms outside 91–365 days', () => {
    const offer = offerFromProduct(demoProduct('prod-quick-5k'));
    expect(() => buildSchedule({ ...offer, termDays: 90 }, '2026-01-01')).toThrow(LoanEngineError);
    expect(() => buildSchedule({ ...offer, termDays: 366 }, '2026-01-01')).toThrow(/91 to 365/);
    expect(buildSchedule({ ...offer, termDays: 365 }, '2026-01-01').maturityOn).toBe('2027-01-01');
  });

  it('sums exactly, bucket by bucket, for any offer', () => {
    const offers = fc.record({
      principalAmount: fc.integer({ min: 1, max: 100_000_000 }),
      termDays: fc.integer({ min: 91, max: 365 }),
      instalmentCount: fc.integer({ min: 1, max: 12 }),
      interestRateBpPerDay: fc.integer({ min: 0, max: 100 }),
      fixedFee: fc.integer({ min: 0, max: 1_000_000 }),
      feeRateBp: fc.integer({ min: 0, max: 2_000 }),
      declining: fc.boolean(),
    });
    fc.assert(
      fc.property(offers, (o) => {
        const schedule = buildSchedule(
          {
            principalAmount: o.principalAmount,
            termDays: o.termDays,
            terms: {
              instalmentCount: o.instalmentCount,
              interestRateBpPerDay: o.interestRateBpPerDay,
              interestMethod: o.declining ? 'declining-balance' : 'flat',
              maxRollovers: 0,
              fees: [
                { label: 'Service fee', kind: 'fixed', amount: o.fixedFee },
                { label: 'Processing fee', kind: 'rate', rateBp: o.feeRateBp },
              ],
              lateCharges: SEED_LATE_CHARGES,
              prepaymentRule: 'after-half-term',
            },
          },
          '2026-01-01',
        );
        const rows = schedule.instalments;
        expect(rows).toHaveLength(o.instalmentCount);
        expect(sumAmounts(rows.map((row) => row.principalAmount))).toBe(o.principalAmount);
        expect(sumAmounts(rows.map((row) => row.interestAmount))).toBe(schedule.interestAmount);
        expect(sumAmounts(rows.map((row) => row.feesAmount))).toBe(schedule.feesAmount);
        expect(sumAmounts(rows.map((row) => row.totalAmount))).toBe(schedule.totalAmount);
        expect(schedule.feesAmount).toBe(sumAmounts(schedule.fees.map((fee) => fee.amount)));
        expect(rows.at(-1)?.dueOn).toBe(schedule.maturityOn);
        rows.forEach((row, i) => {
          expect(row.totalAmount).toBe(row.principalAmount + row.interestAmount + row.feesAmount);
          if (i > 0) expect(daysBetween(rows[i - 1]?.dueOn ?? '', row.dueOn)).toBeGreaterThan(0);
        });
      }),
    );
  });
});
