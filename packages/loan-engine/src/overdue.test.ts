import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays, daysBetween } from './dates';
import type { LoanState } from './loan';
import { daysPastDueOf, overdueSince } from './overdue';
import { offerFromProduct } from './product';
import { applyRollover, quoteRollover } from './rollover';
import { demoLoan } from './test-loans';
import { waivablePenalty, waivePenalty } from './waiver';

const START = '2026-01-01';
const dpdFrom = (since: string | null, on: string) =>
  since === null ? 0 : Math.max(0, daysBetween(since, on));

/** A loan of any catalogue product, lived through: payments, a rollover and a waiver on days of their own. */
const livedLoans = fc
  .record({
    product: fc.constantFrom(...CATALOGUE),
    principalAmount: fc.integer({ min: 100_000, max: 3_000_000 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
    capsAllLoans: fc.boolean(),
    legalChargesAmount: fc.constantFrom(0, 0, 0, 50_000),
    events: fc.array(
      fc.record({
        kind: fc.constantFrom('pay' as const, 'pay' as const, 'rollover' as const, 'waive' as const),
        afterDays: fc.integer({ min: 0, max: 120 }),
        amount: fc.integer({ min: 1, max: 2_000_000 }),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ product, events, ...o }) => {
    let loan: LoanState = { ...offerFromProduct(product), ...o, disbursedOn: START };
    let on = START;
    for (const event of events) {
      on = addDays(on, event.afterDays);
      if (event.kind === 'pay') loan = allocatePayment(loan, event.amount, on).loan;
      if (event.kind === 'rollover') {
        const quote = quoteRollover(loan, on);
        if (quote.allowed) loan = applyRollover(loan, quote.delayAmount, on).loan;
      }
      if (event.kind === 'waive') {
        const waivable = waivablePenalty(loan, on);
        if (waivable > 0) loan = waivePenalty(loan, Math.min(waivable, event.amount), on);
      }
    }
    return { loan, lastEventOn: on };
  });

describe('overdueSince (issue 31: days past due counted in SQL from a stored day)', () => {
  it('gives the engine’s days past due on every later day, whatever the loan lived through', () => {
    fc.assert(
      fc.property(
        livedLoans,
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 6 }),
        (lived, offsets) => {
          const since = overdueSince(lived.loan);
          for (const offset of offsets) {
            const on = addDays(lived.lastEventOn, offset);
            expect(dpdFrom(since, on)).toBe(daysPastDueOf(accrue(lived.loan, on)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the oldest unpaid due date, then the next one once it is paid, and null once everything is', () => {
    const flex = demoLoan('prod-flex-12k');
    const first = accrue(flex, START).instalments;
    expect(overdueSince(flex)).toBe(first[0]?.dueOn);
    const firstPaid = allocatePayment(flex, first[0]?.owedAmount ?? 0, first[0]?.dueOn ?? START).loan;
    expect(overdueSince(firstPaid)).toBe(first[1]?.dueOn);
    const quick = demoLoan('prod-quick-5k');
    expect(overdueSince(allocatePayment(quick, 588_250, '2026-04-02').loan)).toBeNull();
    expect(overdueSince(demoLoan('prod-quick-5k', { disbursedOn: null }))).toBeNull();
  });

  it('moves to the new due date after a rollover', () => {
    const loan = demoLoan('prod-quick-5k');
    const on = '2026-04-10';
    const quote = quoteRollover(loan, on);
    expect(quote.allowed).toBe(true);
    const rolled = applyRollover(loan, quote.delayAmount, on).loan;
    expect(overdueSince(rolled)).toBe(quote.newDueOn);
    expect(daysPastDueOf(accrue(rolled, on))).toBe(0);
  });
});
