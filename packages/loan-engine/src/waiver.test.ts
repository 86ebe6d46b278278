import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays } from './dates';
import { INSTALMENT_BUCKETS, type LoanState } from './loan';
import { offerFromProduct } from './product';
import { applyRollover, quoteRollover } from './rollover';
import { demoLoan } from './test-loans';
import { waivablePenalty, waivePenalty, waiverOutlook, waiveWithMode } from './waiver';

const anyLoan = fc
  .record({
    product: fc.constantFrom(...CATALOGUE),
    principalAmount: fc.integer({ min: 100, max: 3_000_000 }),
    termDays: fc.integer({ min: 91, max: 365 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
  })
  .map((o): LoanState => ({
    ...offerFromProduct(o.product),
    principalAmount: o.principalAmount,
    termDays: o.termDays,
    clientType: o.clientType,
    disbursedOn: '2026-01-01',
  }));

/** A loan some days after disbursement, with a payment made on the way (possibly part of the penalty). */
const lateLoan = fc
  .record({
    loan: anyLoan,
    paidAfter: fc.integer({ min: 0, max: 400 }),
    paid: fc.integer({ min: 0, max: 5_000_000 }),
    lateBy: fc.integer({ min: 0, max: 200 }),
  })
  .map(({ loan, paidAfter, paid, lateBy }) => {
    const paidOn = addDays('2026-01-01', paidAfter);
    const afterPayment = paid > 0 ? allocatePayment(loan, paid, paidOn).loan : loan;
    return { loan: afterPayment, date: addDays(paidOn, lateBy) };
  })
  .filter(({ loan, date }) => waivablePenalty(loan, date) > 0);

describe('waivePenalty properties', () => {
  it('lowers what is owed by exactly the amount, only on the penalty, never below zero', () => {
    fc.assert(
      fc.property(lateLoan, fc.double({ min: 0, max: 1, noNaN: true }), ({ loan, date }, share) => {
        const waivable = waivablePenalty(loan, date);
        const amount = Math.max(1, Math.min(waivable, Math.round(waivable * share)));
        const before = accrue(loan, date);
        const after = accrue(waivePenalty(loan, amount, date), date);
        expect(after.outstandingAmount).toBe(before.outstandingAmount - amount);
        expect(after.owed.penaltyAmount).toBe(before.owed.penaltyAmount - amount);
        expect(after.chargesAmount).toBe(before.chargesAmount - amount);
        for (const key of INSTALMENT_BUCKETS) {
          if (key !== 'penaltyAmount') expect(after.owed[key]).toBe(before.owed[key]);
        }
        for (const row of after.instalments) {
          for (const key of INSTALMENT_BUCKETS) expect(row.owed[key]).toBeGreaterThanOrEqual(0);
          // Never below what was paid on it: the waiver takes only what is unpaid.
          expect(row.charged.penaltyAmount).toBeGreaterThanOrEqual(row.paid.penaltyAmount);
        }
      }),
    );
  });

  it('never waives more than the unpaid penalty, nor nothing', () => {
    fc.assert(
      fc.property(lateLoan, fc.integer({ min: 1, max: 1_000_000 }), ({ loan, date }, extra) => {
        const waivable = waivablePenalty(loan, date);
        expect(() => waivePenalty(loan, waivable + extra, date)).toThrow(/penalty is unpaid/);
        expect(() => waivePenalty(loan, 0, date)).toThrow(/above zero/);
      }),
    );
  });

  it('stays waived as days pass and payments come in: owed never negative, the waiver never given back', () => {
    fc.assert(
      fc.property(
        lateLoan,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        ({ loan, date }, later, payment) => {
          const amount = waivablePenalty(loan, date);
          const waived = waivePenalty(loan, amount, date);
          const day = addDays(date, later);
          // Under the late-charge cap the penalty may still grow with the days late: the waiver is an amount, so
          // what grows after it is owed, and the amount waived is never charged again.
          const unwaived = accrue(loan, day).owed.penaltyAmount;
          expect(accrue(waived, day).owed.penaltyAmount).toBe(Math.max(0, unwaived - amount));
          expect(accrue(waived, day).outstandingAmount).toBeLessThanOrEqual(
            accrue(loan, day).outstandingAmount,
          );
          const paid = payment > 0 ? allocatePayment(waived, payment, day).loan : waived;
          const after = accrue(paid, day);
          for (const key of INSTALMENT_BUCKETS) expect(after.owed[key]).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('waivePenalty', () => {
  it('takes part of the unpaid penalty off a late quick loan, then the rest', () => {
    const loan = demoLoan('prod-quick-5k');
    const day = addDays(accrue(loan, '2026-01-01').maturityOn ?? '', 5);
    const waivable = waivablePenalty(loan, day);
    expect(waivable).toBeGreaterThan(1_000);
    const part = waivePenalty(loan, 1_000, day);
    expect(accrue(part, day).owed.penaltyAmount).toBe(waivable - 1_000);
    expect(accrue(part, day).outstandingAmount).toBe(accrue(loan, day).outstandingAmount - 1_000);
    const whole = waivePenalty(part, waivable - 1_000, day);
    expect(accrue(whole, day).owed.penaltyAmount).toBe(0);
    expect(() => waivePenalty(whole, 1, day)).toThrow(/only 0/);
  });

  it('a rollover after a whole waiver never charges the penalty again', () => {
    const loan = demoLoan('prod-quick-5k');
    const day = addDays(accrue(loan, '2026-01-01').maturityOn ?? '', 2);
    const waived = waivePenalty(loan, waivablePenalty(loan, day), day);
    const quote = quoteRollover(waived, day);
    if (!quote.allowed) return;
    const rolled = applyRollover(waived, quote.delayAmount, day).loan;
    expect(rolled.penaltyWaivedAmount).toBe(0);
    expect(rolled.penaltyCharged).toBe(true);
    const later = addDays(quote.newDueOn ?? day, 5);
    expect(accrue(rolled, later).owed.penaltyAmount).toBe(0);
  });
});

// Issue 40, D3: a "whole" waiver did not stay whole (the penalty grew back to its cap less the waiver).
describe('the two waivers', () => {
  // order-180: the ₱20,000 loan under the lender's caps, 10 days late on 2026-07-10.
  const order180 = demoLoan('prod-plus-20k', { capsAllLoans: true });
  const day10 = '2026-07-10';
  const day40 = addDays(day10, 30);

  it('"waive what is owed now": late charges go on while overdue, and the outlook says how much', () => {
    expect(waivablePenalty(order180, day10)).toBe(40_833);
    const waived = waiveWithMode(order180, 40_833, 'owed-now', day10);
    expect(accrue(waived, day10).owed.penaltyAmount).toBe(0);
    // Thirty days later the penalty is back at its ₱1,000 less the waiver: what the dialog states before.
    const later = accrue(waived, day40).owed;
    expect(later.penaltyAmount).toBe(59_167);
    expect(waiverOutlook(order180, 40_833, day10)['owed-now']).toBe(
      later.penaltyAmount + later.lateInterestAmount,
    );
  });

  it('"waive and stop late charges on this order": nothing more accrues', () => {
    const stopped = waiveWithMode(order180, 40_833, 'stop-late-charges', day10);
    expect(stopped.lateChargesStoppedOn).toBe(day10);
    expect(accrue(stopped, day40).owed).toMatchObject({ penaltyAmount: 0, lateInterestAmount: 0 });
    expect(accrue(stopped, day40).outstandingAmount).toBe(accrue(stopped, day10).outstandingAmount);
    expect(waiverOutlook(order180, 40_833, day10)['stop-late-charges']).toBe(0);
  });

  it('once stopped, late charges owed never grow, whatever is paid and whenever (property)', () => {
    fc.assert(
      fc.property(
        lateLoan,
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 1_000_000 })), {
          maxLength: 4,
        }),
        ({ loan, date }, share, later) => {
          const waivable = waivablePenalty(loan, date);
          const amount = Math.ceil((waivable * share) / 100);
          let state = waiveWithMode(loan, amount, 'stop-late-charges', date);
          const late = (s: LoanState, on: string) => {
            const owed = accrue(s, on).owed;
            return owed.penaltyAmount + owed.lateInterestAmount;
          };
          let on = date;
          let before = late(state, on);
          for (const [afterDays, paid] of later) {
            on = addDays(on, afterDays);
            expect(late(state, on)).toBeLessThanOrEqual(before);
            if (paid > 0) state = allocatePayment(state, paid, on).loan;
            before = late(state, on);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
