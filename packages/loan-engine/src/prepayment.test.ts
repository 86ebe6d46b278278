import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocatePayment } from './allocation';
import { accrue } from './accrual';
import { CATALOGUE } from './catalogue';
import { addDays, daysBetween } from './dates';
import type { LoanState } from './loan';
import { mulDiv, sumAmounts } from './money';
import { payoffQuote, prepaymentFromDay, prepaymentWindow } from './prepayment';
import { INTEREST_METHODS, offerFromProduct } from './product';
import { buildSchedule, interestAccruedBy } from './schedule';
import { demoLoan, demoProduct, DISBURSED_ON } from './test-loans';

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

  it('decides what a payment before the due date is charged', () => {
    // Interest not yet earned is never taken (issue 40, D1): on day 45 the schedule's ₱5,882.50 leaves ₱345.00 over
    // (45 days of ₱7.50 taken) and does not settle the loan, as the window has not opened: the rest of the interest
    // stays owed. On day 46 the same amount settles it, ₱337.50 left over.
    const day45 = allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-02-15');
    expect(day45.remainderAmount).toBe(34_500);
    expect(day45.loan.settledOn ?? null).toBeNull();
    expect(accrue(day45.loan, '2026-02-15').outstandingAmount).toBe(34_500);
    const day46 = allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-02-16');
    expect(day46.remainderAmount).toBe(33_750);
    expect(day46.loan.settledOn).toBe('2026-02-16');
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

describe('payments inside the prepayment window (every peso once)', () => {
  const applied = (steps: readonly [number, string][]): number => {
    let loan = demoLoan('prod-quick-5k');
    let total = 0;
    for (const [amount, on] of steps) {
      const paid = allocatePayment(loan, amount, on);
      total += paid.appliedAmount;
      loan = paid.loan;
    }
    expect(accrue(loan, steps.at(-1)![1]).outstandingAmount).toBe(0);
    return total;
  };

  it('charges ₱1,000 on day 50 then the payoff on day 51 only the interest of 51 days: ₱5,582.50', () => {
    // ₱5,000 + ₱200 fees + ₱5,000 × 0.15 % × 51 days (₱382.50). The day-50 payment used to pay the whole
    // term's interest (₱682.50), and the payoff could not take it back: ₱5,882.50 in all.
    const part = allocatePayment(demoLoan('prod-quick-5k'), 100_000, '2026-02-20');
    expect(part.applied.interestAmount).toBe(37_500);
    const quote = payoffQuote(part.loan, '2026-02-21');
    expect(quote.payoffAmount).toBe(558_250 - 100_000);
    expect(
      applied([
        [100_000, '2026-02-20'],
        [quote.payoffAmount, '2026-02-21'],
      ]),
    ).toBe(558_250);
  });

  it('charges 1 centavo less than the payoff quote, then the rest, the payoff quote: ₱5,545.00 on day 46', () => {
    const quote = payoffQuote(demoLoan('prod-quick-5k'), '2026-02-16');
    expect(quote.payoffAmount).toBe(554_500);
    const part = allocatePayment(demoLoan('prod-quick-5k'), quote.payoffAmount - 1, '2026-02-16');
    expect(part.remainderAmount).toBe(0);
    // What is left is the centavo, not the ₱337.50 of interest for days the borrower never kept.
    expect(payoffQuote(part.loan, '2026-02-16').payoffAmount).toBe(1);
    expect(
      applied([
        [quote.payoffAmount - 1, '2026-02-16'],
        [1, '2026-02-16'],
      ]),
    ).toBe(554_500);
  });
});

describe('every sequence of payments inside the prepayment window (property)', () => {
  const loans = fc
    .record({
      product: fc.constantFrom(...CATALOGUE),
      principalAmount: fc.integer({ min: 100_000, max: 2_000_000 }),
      termDays: fc.integer({ min: 91, max: 365 }),
      instalmentCount: fc.integer({ min: 1, max: 4 }),
      interestRateBpPerDay: fc.integer({ min: 0, max: 20 }),
      interestMethod: fc.constantFrom(...INTEREST_METHODS),
      clientType: fc.constantFrom('new' as const, 'repeat' as const),
    })
    .map(({ product, clientType, principalAmount, termDays, ...terms }): LoanState => {
      const offer = offerFromProduct(product);
      return {
        ...offer,
        principalAmount,
        termDays,
        terms: { ...offer.terms, ...terms, maxRollovers: 0 },
        clientType,
        disbursedOn: DISBURSED_ON,
      };
    });
  // Each part-payment: when, as a share of the days left to the next due date, and how much, as a share (in
  // ten-thousandths) of the payoff quote of its day, so it never settles the loan by itself.
  const parts = fc.array(
    fc.record({ when: fc.integer({ min: 0, max: 10_000 }), share: fc.integer({ min: 1, max: 9_999 }) }),
    { maxLength: 5 },
  );

  it('costs principal + fees + the interest accrued to the last payment’s day, whatever the payments', () => {
    fc.assert(
      fc.property(
        loans,
        parts,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (start, steps, lastWhen, extra) => {
          let loan = start;
          let total = 0;
          const pay = (amount: number, on: string) => {
            const paid = allocatePayment(loan, amount, on);
            total += paid.appliedAmount;
            loan = paid.loan;
            return paid;
          };
          // Instalments due before the window opens are paid on their due dates, so the loan is never late.
          const opensOn = addDays(DISBURSED_ON, prepaymentFromDay(start));
          const schedule = buildSchedule(start, DISBURSED_ON);
          for (const row of schedule.instalments.filter((r) => daysBetween(r.dueOn, opensOn) > 0)) {
            pay(accrue(loan, row.dueOn).dueAmount, row.dueOn);
          }
          // Inside the window, up to the next due date (the loan stays current).
          const closesOn = schedule.instalments.find((r) => daysBetween(opensOn, r.dueOn) >= 0)!.dueOn;
          const span = daysBetween(opensOn, closesOn);
          const dayAt = (when: number) => addDays(opensOn, mulDiv([span, when], 10_000, 'floor'));
          const days = steps.map((step) => step.when).sort((a, b) => a - b);
          let lastOn = opensOn;
          steps.forEach((step, i) => {
            lastOn = dayAt(days[i]!);
            const quote = payoffQuote(loan, lastOn);
            const amount = mulDiv([quote.payoffAmount, step.share], 10_000, 'floor');
            if (amount > 0) expect(pay(amount, lastOn).remainderAmount).toBe(0);
          });
          // The last payment settles the loan; anything above the quote comes back.
          const finalOn = dayAt(Math.max(lastWhen, days.at(-1) ?? 0));
          const quote = payoffQuote(loan, finalOn);
          expect(quote.allowed).toBe(true);
          expect(pay(quote.payoffAmount + extra, finalOn).remainderAmount).toBe(extra);
          expect(accrue(loan, finalOn).outstandingAmount).toBe(0);
          const interest = sumAmounts(schedule.instalments.map((row) => interestAccruedBy(row, finalOn)));
          expect(total).toBe(schedule.principalAmount + schedule.feesAmount + interest);
        },
      ),
      { numRuns: 300 },
    );
  });
});
