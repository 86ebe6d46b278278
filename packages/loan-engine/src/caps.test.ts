import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { budget, capLateCharges, GUARD, isCovered, lateChargesCap, totalChargesCap } from './caps';
import { SEED_LATE_CHARGES } from './catalogue';
import { addDays } from './dates';
import type { LoanState } from './loan';
import { applyRollover, quoteRollover } from './rollover';
import { demoLoan } from './test-loans';

describe('isCovered (≤ ₱10,000 and up to 4 calendar months from disbursement)', () => {
  it('draws the line at exactly ₱10,000', () => {
    expect(isCovered(1_000_000, 120, '2026-01-01')).toBe(true);
    expect(isCovered(1_000_001, 120, '2026-01-01')).toBe(false);
    expect(isCovered(500_000, 91, '2026-01-01')).toBe(true);
    expect(GUARD.maxPrincipalAmount).toBe(1_000_000);
  });

  it('judges 121 to 123 days by the calendar from disbursement', () => {
    // 1 July + 4 months = 1 November, 123 days later: a 121-, 122- or 123-day loan from then is covered.
    for (const days of [121, 122, 123]) expect(isCovered(500_000, days, '2026-07-01')).toBe(true);
    expect(isCovered(500_000, 124, '2026-07-01')).toBe(false);
    // 1 January + 4 months = 1 May, 120 days later: 121 days from 1 January is more than 4 months.
    expect(isCovered(500_000, 120, '2026-01-01')).toBe(true);
    expect(isCovered(500_000, 121, '2026-01-01')).toBe(false);
    // 31 October + 4 months ends on the last day of February.
    expect(isCovered(500_000, 120, '2026-10-31')).toBe(true);
    expect(isCovered(500_000, 121, '2026-10-31')).toBe(false);
  });

  it('holds an offer to the caps whenever some disbursement date would cover it', () => {
    expect(isCovered(500_000, 123, null)).toBe(true);
    expect(isCovered(500_000, 124, null)).toBe(false);
  });

  it('gives the late and total caps to a 122-day loan that the old 120-day rule left uncapped', () => {
    const loan: LoanState = {
      principalAmount: 500_000,
      termDays: 122,
      clientType: 'new',
      disbursedOn: '2026-07-01',
      terms: {
        instalmentCount: 1,
        interestRateBpPerDay: 15,
        interestMethod: 'flat',
        maxRollovers: 0,
        fees: [],
        lateCharges: SEED_LATE_CHARGES,
        prepaymentRule: 'after-half-term',
      },
    };
    // Due 2026-10-31 with ₱5,915 unpaid; 243 days late the caps allow 5 % a month of it: ₱2,395.57.
    const accrual = accrue(loan, '2027-07-01');
    expect(accrual.covered).toBe(true);
    expect(accrual.owed.penaltyAmount + accrual.owed.lateInterestAmount).toBe(lateChargesCap(591_500, 243));
    expect(accrual.chargesAmount).toBe(91_500 + 239_557);
    // The same loan from 1 January runs past 4 calendar months: the seed charges apply in full.
    const uncovered = accrue({ ...loan, disbursedOn: '2026-01-01' }, '2026-09-02');
    expect(uncovered.covered).toBe(false);
    expect(uncovered.owed.penaltyAmount).toBe(100_000);
  });
});

describe('lateChargesCap (5 % a month ÷ 30 per day, floored)', () => {
  it('pro-rates per day', () => {
    expect(lateChargesCap(588_250, 0)).toBe(0);
    expect(lateChargesCap(588_250, 1)).toBe(980); // 980.42
    expect(lateChargesCap(588_250, 10)).toBe(9_804); // 9,804.17
    expect(lateChargesCap(588_250, 30)).toBe(29_412); // 5 % of 588,250 = 29,412.5
  });
});

describe('capLateCharges and budget', () => {
  it('gives the cap to the penalty first, then late interest', () => {
    expect(capLateCharges(100_000, 294_125, 9_804)).toEqual({ penaltyAmount: 9_804, lateInterestAmount: 0 });
    expect(capLateCharges(100_000, 50_000, 120_000)).toEqual({
      penaltyAmount: 100_000,
      lateInterestAmount: 20_000,
    });
    expect(capLateCharges(100_000, 50_000, 1_000_000)).toEqual({
      penaltyAmount: 100_000,
      lateInterestAmount: 50_000,
    });
  });

  it('hands out a budget in order, and everything when unlimited', () => {
    const grant = budget(100);
    expect([grant(60), grant(60), grant(-5), grant(10)]).toEqual([60, 40, 0, 0]);
    const unlimited = budget(Number.POSITIVE_INFINITY);
    expect(unlimited(1_000_000_000)).toBe(1_000_000_000);
    expect(totalChargesCap(500_000)).toBe(500_000);
  });
});

// Any loan up to these bounds, priced freely (up to 3× the nominal ceiling) so that the total cap really bites.
const loansUpTo = (maxPrincipalAmount: number, maxTermDays: number, policy: Partial<LoanState> = {}) =>
  fc
    .record({
      principalAmount: fc.integer({ min: 100, max: maxPrincipalAmount }),
      termDays: fc.integer({ min: 91, max: maxTermDays }),
      instalmentCount: fc.integer({ min: 1, max: 4 }),
      interestRateBpPerDay: fc.integer({ min: 0, max: 60 }),
      declining: fc.boolean(),
      maxRollovers: fc.integer({ min: 0, max: 6 }),
      fixedFee: fc.integer({ min: 0, max: 300_000 }),
      feeRateBp: fc.integer({ min: 0, max: 3_000 }),
      clientType: fc.constantFrom('new' as const, 'repeat' as const),
    })
    .map((o): LoanState => ({
      principalAmount: o.principalAmount,
      termDays: o.termDays,
      clientType: o.clientType,
      disbursedOn: '2026-01-01',
      terms: {
        instalmentCount: o.instalmentCount,
        interestRateBpPerDay: o.interestRateBpPerDay,
        interestMethod: o.declining ? 'declining-balance' : 'flat',
        maxRollovers: o.instalmentCount === 1 ? o.maxRollovers : 0,
        fees: [
          { label: 'Service fee', kind: 'fixed', amount: o.fixedFee },
          { label: 'Processing fee', kind: 'rate', rateBp: o.feeRateBp },
        ],
        lateCharges: SEED_LATE_CHARGES,
        prepaymentRule: 'after-half-term',
      },
      ...policy,
    }));
const coveredLoans = loansUpTo(1_000_000, 120);
// The lender's policy: the same caps on loans the SEC caps do not cover (larger or longer).
const policyLoans = loansUpTo(5_000_000, 365, { capsAllLoans: true });

const actions = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('pay' as const),
      afterDays: fc.integer({ min: 0, max: 200 }),
      amount: fc.integer({ min: 0, max: 1_500_000 }),
    }),
    fc.record({ kind: fc.constant('rollover' as const), afterDays: fc.integer({ min: 0, max: 200 }) }),
  ),
  { maxLength: 12 },
);

// `chargesPaidAmount` is tracked by the test itself, so the check does not trust the engine's bookkeeping.
function expectWithinCaps(loan: LoanState, businessDate: string, chargesPaidAmount: number): void {
  const accrual = accrue(loan, businessDate);
  const { penaltyAmount, lateInterestAmount, feesAmount, interestAmount } = accrual.owed;
  const owedCharges = penaltyAmount + lateInterestAmount + feesAmount + interestAmount;
  expect(chargesPaidAmount + owedCharges).toBeLessThanOrEqual(loan.principalAmount);
  expect(accrual.chargesAmount).toBe(chargesPaidAmount + owedCharges);
  for (const row of accrual.instalments) {
    if (row.paid.penaltyAmount + row.paid.lateInterestAmount > 0) continue;
    const unpaid = row.owed.principalAmount + row.owed.interestAmount + row.owed.feesAmount;
    expect(row.charged.penaltyAmount + row.charged.lateInterestAmount).toBeLessThanOrEqual(
      lateChargesCap(unpaid, row.daysLate),
    );
  }
}

describe('caps hold for every covered loan', () => {
  it('whatever the days late and however many rollovers, taken on the due date', () => {
    fc.assert(
      fc.property(
        coveredLoans,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 3_000 }),
        (start, rollovers, daysLate) => {
          let loan = start;
          let chargesPaid = 0;
          for (let i = 0; i < rollovers; i += 1) {
            const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
            const quote = quoteRollover(loan, dueOn);
            if (!quote.allowed) break;
            chargesPaid += quote.delayAmount;
            loan = applyRollover(loan, quote.delayAmount, dueOn).loan;
          }
          const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
          expectWithinCaps(loan, addDays(dueOn, daysLate), chargesPaid);
        },
      ),
    );
  });

  it('through any mix of partial payments, late rollovers and waiting', () => {
    fc.assert(
      fc.property(coveredLoans, actions, fc.integer({ min: 0, max: 3_000 }), (start, steps, finalWait) => {
        let loan = start;
        let date = '2026-01-01';
        let chargesPaid = 0;
        for (const step of steps) {
          date = addDays(date, step.afterDays);
          if (step.kind === 'pay') {
            const allocation = allocatePayment(loan, step.amount, date);
            chargesPaid += allocation.appliedAmount - allocation.applied.principalAmount;
            loan = allocation.loan;
          } else {
            const quote = quoteRollover(loan, date);
            if (!quote.allowed) continue;
            chargesPaid += quote.delayAmount;
            loan = applyRollover(loan, quote.delayAmount, date).loan;
          }
          expectWithinCaps(loan, date, chargesPaid);
        }
        expectWithinCaps(loan, addDays(date, finalWait), chargesPaid);
      }),
    );
  });
});

describe('the lender’s policy: the 100 % and late-charge caps on every loan', () => {
  it('holds Pautang Plus 365 days late to ₱20,000 of charges, where the terms read literally reach 1,179 %', () => {
    // Due 2026-06-30 with ₱24,500 unpaid. Literally: ₱1,000 penalty + 940 % late interest (₱230,300) + ₱4,500.
    const literal = accrue(demoLoan('prod-plus-20k'), '2027-06-30');
    expect(literal.covered).toBe(false);
    expect(literal.chargesAmount).toBe(23_580_000);
    expect(Math.round((literal.chargesAmount / 2_000_000) * 100)).toBe(1_179);
    // Under the policy: 5 % a month of ₱24,500 for 365 days (₱14,904.16), within the ₱20,000 of all charges.
    const capped = accrue(demoLoan('prod-plus-20k', { capsAllLoans: true }), '2027-06-30');
    expect(capped).toMatchObject({ covered: false, capped: true, chargesCapAmount: 2_000_000 });
    expect(capped.owed.penaltyAmount + capped.owed.lateInterestAmount).toBe(lateChargesCap(2_450_000, 365));
    expect(capped.owed.penaltyAmount + capped.owed.lateInterestAmount).toBe(1_490_416);
    // Two years late the 100 % cap binds: ₱20,000 in all.
    expect(accrue(demoLoan('prod-plus-20k', { capsAllLoans: true }), '2028-06-30').chargesAmount).toBe(
      2_000_000,
    );
  });

  it('holds for any loan, covered or not, through payments, rollovers and waiting', () => {
    fc.assert(
      fc.property(policyLoans, actions, fc.integer({ min: 0, max: 3_000 }), (start, steps, finalWait) => {
        let loan = start;
        let date = '2026-01-01';
        let chargesPaid = 0;
        for (const step of steps) {
          date = addDays(date, step.afterDays);
          if (step.kind === 'pay') {
            const allocation = allocatePayment(loan, step.amount, date);
            chargesPaid += allocation.appliedAmount - allocation.applied.principalAmount;
            loan = allocation.loan;
          } else {
            const quote = quoteRollover(loan, date);
            if (!quote.allowed) continue;
            chargesPaid += quote.delayAmount;
            loan = applyRollover(loan, quote.delayAmount, date).loan;
          }
          expectWithinCaps(loan, date, chargesPaid);
        }
        expectWithinCaps(loan, addDays(date, finalWait), chargesPaid);
      }),
    );
  });
});
