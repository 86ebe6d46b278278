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

describe('isCovered (≤ ₱10,000 and a term of up to 4 months, decided when offered)', () => {
  it('draws the line at exactly ₱10,000', () => {
    expect(isCovered(1_000_000, 120)).toBe(true);
    expect(isCovered(1_000_001, 120)).toBe(false);
    expect(isCovered(500_000, 91)).toBe(true);
    expect(GUARD.maxPrincipalAmount).toBe(1_000_000);
  });

  it('covers 120 to 123 days whatever the disbursement date, and never 124', () => {
    // 4 calendar months are 120 days from 1 January (to 1 May), 123 from 1 July (to 1 November), 120 from
    // 31 October (to the end of February): the term alone decides, as the longest 4 months can be.
    for (const disbursedOn of [null, '2026-01-01', '2026-07-01', '2026-10-31']) {
      for (const days of [120, 121, 122, 123]) expect(isCovered(500_000, days, disbursedOn)).toBe(true);
      expect(isCovered(500_000, 124, disbursedOn)).toBe(false);
    }
  });

  const edgeLoan = (termDays: number, disbursedOn: string): LoanState => ({
    principalAmount: 500_000,
    termDays,
    clientType: 'new',
    disbursedOn,
    terms: {
      instalmentCount: 1,
      interestRateBpPerDay: 15,
      interestMethod: 'flat',
      maxRollovers: 2,
      fees: [],
      lateCharges: SEED_LATE_CHARGES,
      prepaymentRule: 'after-half-term',
    },
  });

  it('keeps a 121- to 123-day offer covered once disbursed on 1 January, when 4 months are 120 days', () => {
    for (const days of [120, 121, 122, 123]) {
      // The offer was held to the caps; the disbursed loan stays so, late and after a rollover alike.
      const loan = edgeLoan(days, '2026-01-01');
      const dueOn = addDays('2026-01-01', days);
      const late = accrue(loan, addDays(dueOn, 243));
      expect(late.covered).toBe(true);
      const unpaid = 500_000 + mulDivInterest(days);
      expect(late.owed.penaltyAmount + late.owed.lateInterestAmount).toBe(lateChargesCap(unpaid, 243));
      const rolled = applyRollover(loan, quoteRollover(loan, dueOn).delayAmount, dueOn).loan;
      expect(accrue(rolled, addDays(dueOn, days + 30)).covered).toBe(true);
    }
    // 124 days is uncovered from any start: the seed penalty in full.
    expect(accrue(edgeLoan(124, '2026-07-01'), '2026-11-05').owed.penaltyAmount).toBe(100_000);
  });

  it('keeps the coverage stored when the loan was offered, whatever its figures say later', () => {
    expect(accrue({ ...edgeLoan(122, '2026-01-01'), covered: false }, '2026-06-01').covered).toBe(false);
    expect(accrue({ ...edgeLoan(124, '2026-01-01'), covered: true }, '2026-06-01')).toMatchObject({
      covered: true,
      chargesCapAmount: 500_000,
    });
  });
});

// ₱5,000 × 0.15 % a day for the term, as the schedule charges it.
const mulDivInterest = (days: number) => Math.round((500_000 * 15 * days) / 10_000);

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
