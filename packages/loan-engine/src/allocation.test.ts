import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { payoffQuote } from './prepayment';
import { CATALOGUE } from './catalogue';
import { addDays } from './dates';
import { INSTALMENT_BUCKETS, type LoanState } from './loan';
import { sumAmounts } from './money';
import { offerFromProduct } from './product';
import { demoLoan } from './test-loans';

const summary = (loan: LoanState, amount: number, on: string) => {
  const allocation = allocatePayment(loan, amount, on);
  return {
    lines: allocation.lines.map((line) => [line.bucket, line.instalmentIndex, line.amount]),
    remainder: allocation.remainderAmount,
  };
};

describe('allocatePayment after maturity (the terms’ order)', () => {
  it('pays penalty, late interest, fees, interest, then principal: ₱20,000 loan 10 days late', () => {
    // Owed: penalty 1,000, late interest 12,250, fees 900, interest 3,600, principal 20,000.
    // ₱15,000 covers the first three (₱14,150) and ₱850 of interest.
    expect(summary(demoLoan('prod-plus-20k'), 1_500_000, '2026-07-10')).toEqual({
      lines: [
        ['penalty', 1, 100_000],
        ['lateInterest', 1, 1_225_000],
        ['fees', 1, 90_000],
        ['interest', 1, 85_000],
      ],
      remainder: 0,
    });
  });

  it('puts legal charges and enforcement costs before everything', () => {
    const loan = demoLoan('prod-plus-20k', { legalChargesAmount: 50_000, enforcementCostsAmount: 30_000 });
    expect(summary(loan, 100_000, '2026-07-10').lines).toEqual([
      ['legalCharges', null, 50_000],
      ['enforcementCosts', null, 30_000],
      ['penalty', 1, 20_000],
    ]);
  });

  it('goes bucket by bucket across instalments, oldest first', () => {
    // All three ₱12,000-plan instalments are late on 2026-07-10 (130, 70 and 10 days): the one penalty, then
    // late interest on each (₱4,736 × 470 %, ₱4,544 × 310 %, ₱4,352 × 50 %), then fees.
    expect(summary(demoLoan('prod-flex-12k'), 3_952_161, '2026-07-10').lines).toEqual([
      ['penalty', 1, 100_000],
      ['lateInterest', 1, 2_225_920],
      ['lateInterest', 2, 1_408_640],
      ['lateInterest', 3, 217_600],
      ['fees', 1, 1],
    ]);
  });
});

describe('allocatePayment before maturity', () => {
  it('takes no charge the 100 % cap leaves out while the loan runs on, though a payoff view would make room for it', () => {
    // Fees fill the cap on a ₱151.53 loan, so its ₱0.01 legal charge is not owed; paying ahead values interest as
    // of today (nothing yet on day 0), which would leave room for the charge under the cap: the centavo goes to the
    // fees the loan owes, not to a charge it does not (found by the property below, seed 1374747507).
    const loan: LoanState = {
      ...offerFromProduct(CATALOGUE[0]!),
      terms: {
        ...offerFromProduct(CATALOGUE[0]!).terms,
        instalmentCount: 1,
        interestRateBpPerDay: 15,
        interestMethod: 'flat',
        fees: [
          { label: 'Service fee', kind: 'fixed', amount: 15_000 },
          { label: 'Processing fee', kind: 'rate', rateBp: 100 },
        ],
        prepaymentRule: 'after-half-term',
      },
      principalAmount: 15_153,
      termDays: 91,
      clientType: 'new',
      disbursedOn: '2026-01-01',
      legalChargesAmount: 1,
    };
    expect(accrue(loan, '2026-01-01').owed.legalChargesAmount).toBe(0);
    expect(summary(loan, 1, '2026-01-01')).toEqual({ lines: [['fees', 1, 1]], remainder: 0 });
  });

  it('pays the due instalment, then the next with only the interest earned, while prepayment is closed too', () => {
    // Day 60, instalment 1 due (₱4,736); the ₱264 paid ahead goes to instalment 2's fees, then its principal: its
    // period starts today, so none of its interest is earned yet (issue 40, D1).
    expect(summary(demoLoan('prod-flex-12k'), 500_000, '2026-03-02')).toEqual({
      lines: [
        ['fees', 1, 16_000],
        ['interest', 1, 57_600],
        ['principal', 1, 400_000],
        ['fees', 2, 16_000],
        ['principal', 2, 10_400],
      ],
      remainder: 0,
    });
  });

  it('clears a late instalment whole, its late charges first', () => {
    // Instalment 1, 10 days late: 1,000 + 2,368 + 160 + 576 + 4,000 = ₱8,104; then instalment 2 with the interest
    // of the 10 of its 60 days that have run (₱64.00).
    expect(summary(demoLoan('prod-flex-12k'), 1_000_000, '2026-03-12')).toEqual({
      lines: [
        ['penalty', 1, 100_000],
        ['lateInterest', 1, 236_800],
        ['fees', 1, 16_000],
        ['interest', 1, 57_600],
        ['principal', 1, 400_000],
        ['fees', 2, 16_000],
        ['interest', 2, 6_400],
        ['principal', 2, 167_200],
      ],
      remainder: 0,
    });
  });

  it('moves on to instalments not yet due with the interest earned, before the window as inside it', () => {
    const paidFirst = allocatePayment(demoLoan('prod-flex-12k'), 473_600, '2026-03-02').loan;
    // Day 90 of 180 is half the term, not after it: paying ahead owes the interest of the 30 days instalment 2 has
    // run (₱192.00), never its whole ₱384.00 (issue 40, D1).
    expect(summary(paidFirst, 500_000, '2026-04-01').lines.slice(0, 2)).toEqual([
      ['fees', 2, 16_000],
      ['interest', 2, 19_200],
    ]);
    // Day 91: a part-payment goes to the next instalments, their interest only as accrued to the day (instalment 2
    // has run 31 of its 60 days: ₱198.40; instalment 3 none), so the rest of it goes to principal.
    expect(summary(paidFirst, 500_000, '2026-04-02')).toEqual({
      lines: [
        ['fees', 2, 16_000],
        ['interest', 2, 19_840],
        ['principal', 2, 400_000],
        ['fees', 3, 16_000],
        ['principal', 3, 48_160],
      ],
      remainder: 0,
    });
  });

  it('settles the plan early for interest accrued to the day, fees whole', () => {
    // Day 91: instalment 2 has run 31 of its 60 days (₱384 × 31 ÷ 60 = ₱198.40), instalment 3 none.
    const paidFirst = allocatePayment(demoLoan('prod-flex-12k'), 473_600, '2026-03-02').loan;
    const quote = payoffQuote(paidFirst, '2026-04-02');
    expect(quote).toMatchObject({ allowed: true, payoffAmount: 851_840, interestAmount: 19_840 });
    expect(quote.interestSavedAmount).toBe(57_600 - 19_840);
    const settled = allocatePayment(paidFirst, 900_000, '2026-04-02');
    expect(settled.lines.map((line) => [line.bucket, line.instalmentIndex, line.amount])).toEqual([
      ['fees', 2, 16_000],
      ['interest', 2, 19_840],
      ['principal', 2, 400_000],
      ['fees', 3, 16_000],
      ['principal', 3, 400_000],
    ]);
    expect(settled.remainderAmount).toBe(48_160);
    expect(settled.loan.settledOn).toBe('2026-04-02');
    expect(accrue(settled.loan, '2026-12-31').outstandingAmount).toBe(0);
  });

  it('returns an overpayment and everything paid before disbursement', () => {
    expect(summary(demoLoan('prod-quick-5k'), 600_000, '2026-04-02').remainder).toBe(11_750);
    expect(summary(demoLoan('prod-quick-5k', { disbursedOn: null }), 600_000, '2026-04-02')).toEqual({
      lines: [],
      remainder: 600_000,
    });
  });
});

const anyLoan = fc
  .record({
    product: fc.constantFrom(...CATALOGUE),
    principalAmount: fc.integer({ min: 1, max: 3_000_000 }),
    termDays: fc.integer({ min: 91, max: 365 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
    legalChargesAmount: fc.integer({ min: 0, max: 100_000 }),
  })
  .map((o): LoanState => ({
    ...offerFromProduct(o.product),
    principalAmount: o.principalAmount,
    termDays: o.termDays,
    clientType: o.clientType,
    disbursedOn: '2026-01-01',
    legalChargesAmount: o.legalChargesAmount,
  }));

describe('allocatePayment properties', () => {
  it('conserves every centavo and never pays more than is owed', () => {
    fc.assert(
      fc.property(
        anyLoan,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 5_000_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (start, payments) => {
          let loan = start;
          let date = '2026-01-01';
          for (const [afterDays, amount] of payments) {
            date = addDays(date, afterDays);
            const allocation = allocatePayment(loan, amount, date);
            // A payment that settles the loan early is applied to the settled figures (interest to date); under
            // the 100 % cap the interest saved can make room for a charge the cap had squeezed out, but the
            // borrower never owes more in all for settling.
            const settles = allocation.loan.settledOn != null && loan.settledOn == null;
            const before = accrue(settles ? { ...loan, settledOn: date } : loan, date);
            expect(before.outstandingAmount).toBeLessThanOrEqual(accrue(loan, date).outstandingAmount);

            expect(sumAmounts(allocation.lines.map((line) => line.amount)) + allocation.remainderAmount).toBe(
              amount,
            );
            expect(allocation.appliedAmount + allocation.remainderAmount).toBe(amount);
            expect(sumAmounts(Object.values(allocation.applied))).toBe(allocation.appliedAmount);
            for (const line of allocation.lines) {
              const owed =
                line.instalmentIndex === null
                  ? before.owed[`${line.bucket}Amount`]
                  : before.instalments[line.instalmentIndex - 1]?.owed[`${line.bucket}Amount`];
              expect(line.amount).toBeGreaterThan(0);
              expect(line.amount).toBeLessThanOrEqual(owed ?? 0);
            }
            // The stored state moved by exactly what was applied, bucket by bucket.
            const paidBefore = before.instalments.map((row) => row.paid);
            const after = accrue(allocation.loan, date);
            after.instalments.forEach((row, i) => {
              for (const key of INSTALMENT_BUCKETS) {
                const applied = sumAmounts(
                  allocation.lines
                    .filter((line) => line.instalmentIndex === i + 1 && `${line.bucket}Amount` === key)
                    .map((line) => line.amount),
                );
                expect(row.paid[key]).toBe((paidBefore[i]?.[key] ?? 0) + applied);
              }
            });
            expect(after.outstandingAmount).toBeLessThanOrEqual(
              before.outstandingAmount - allocation.appliedAmount,
            );
            loan = allocation.loan;
          }
        },
      ),
    );
  });
});
