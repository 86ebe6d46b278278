import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { GUARD, lateChargesCap } from './caps';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays, daysBetween } from './dates';
import { effectiveInterestRate } from './eir';
import { LoanEngineError } from './errors';
import type { LoanState } from './loan';
import { validateOffer } from './offer';
import { offerFromProduct } from './product';
import { applyRollover, quoteRollover } from './rollover';
import { orderStatus } from './status';
import { demoLoan, demoProduct, DISBURSED_ON } from './test-loans';

describe('quoteRollover and applyRollover', () => {
  it('prices a rollover at the due interest and penalties only, fees carried: ₱20,000 loan 10 days late', () => {
    // Delay: interest 3,600 + penalty 1,000 + late interest 12,250 = ₱16,850; the ₱900 of fees is not part of it
    // and moves to the renewed period. The new period starts today and runs 180 days: due 2027-01-06.
    const loan = demoLoan('prod-plus-20k');
    const quote = quoteRollover(loan, '2026-07-10');
    expect(quote).toMatchObject({
      allowed: true,
      refusal: null,
      delayAmount: 1_685_000,
      interestAmount: 360_000,
      penaltyAmount: 100_000,
      lateInterestAmount: 1_225_000,
      carriedFeesAmount: 90_000,
      dueOn: '2026-06-30',
      newDueOn: '2027-01-06',
      nextPeriodChargesAmount: 450_000,
      rolloversLeft: 2,
    });

    const { loan: rolled, remainderAmount } = applyRollover(loan, 1_700_000, '2026-07-10');
    expect(remainderAmount).toBe(15_000);
    expect(rolled).toMatchObject({
      rolloverCount: 1,
      periodStartOn: '2026-07-10',
      carriedFeesAmount: 90_000,
      penaltyCharged: true,
      rolledOverChargesAmount: 1_685_000,
    });
    const after = accrue(rolled, '2026-07-10');
    expect(after.maturityOn).toBe('2027-01-06');
    expect(after.owed.principalAmount).toBe(2_000_000);
    expect(after.owed.feesAmount).toBe(90_000);
    expect(after.outstandingAmount).toBe(2_450_000);
    expect(orderStatus(rolled, '2026-07-10')).toBe(174);
  });

  // The figures: under the old rule a rollover d days late left 91 − d days for the next ₱5,882.50,
  // an EIR of 12.2 % a month at d = 51 and 529 % at d = 90, and charged the d days twice.
  it('shows why the old rule broke the cap: 91 − d days to repay ₱5,882.50', () => {
    const oldRenewal = (daysLate: number) =>
      effectiveInterestRate({
        startOn: '2026-04-02',
        principalAmount: 500_000,
        instalments: [{ dueOn: addDays('2026-04-02', 91 - daysLate), totalAmount: 588_250 }],
      }).monthlyBp;
    expect(oldRenewal(51)).toBe(1_222);
    expect(Math.floor(oldRenewal(90) / 100)).toBe(529); // 529.5 % a month
  });

  it.each([0, 30, 51, 60, 90])(
    'keeps the renewed ₱5,000 loan under the EIR cap and charges the days late once: %i days late',
    (daysLate) => {
      const loan = demoLoan('prod-quick-5k');
      const on = addDays('2026-04-02', daysLate);
      const quote = quoteRollover(loan, on);
      expect(quote.allowed).toBe(true);
      // A full term from the day of the rollover.
      expect(quote.newDueOn).toBe(addDays(on, 91));
      // The days late are charged as late charges (capped at 5 % a month of ₱5,882.50) and nothing else …
      expect(quote.interestAmount).toBe(68_250);
      expect(quote.penaltyAmount + quote.lateInterestAmount).toBe(lateChargesCap(588_250, daysLate));
      // … and the next period charges 91 days of interest, never 91 − d.
      const rolled = applyRollover(loan, quote.delayAmount, on).loan;
      const next = accrue(rolled, on);
      expect(next.owed.interestAmount).toBe(68_250);
      expect(next.owed.feesAmount).toBe(20_000);
      // The renewal checked like a new loan: ₱5,000 for 91 days costing ₱882.50, an EIR of 5.36 % a month.
      expect(quote.renewalRate?.monthlyBp).toBe(536);
      expect((quote.renewalRate?.dailyRate ?? 1) * 10_000 * 30).toBeLessThanOrEqual(GUARD.eirBpPerMonth);
    },
  );

  it('is not offered on the day of disbursement, when it would cost ₱0.00 and buy a whole term', () => {
    expect(quoteRollover(demoLoan('prod-quick-5k'), DISBURSED_ON)).toMatchObject({
      allowed: false,
      refusal: 'disbursement-day',
      delayAmount: 0,
    });
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-01-02')).toMatchObject({
      allowed: true,
      refusal: null,
    });
    expect(() => applyRollover(demoLoan('prod-quick-5k'), 0, DISBURSED_ON)).toThrow(/disbursement-day/);
  });

  it('says disbursement-day only of a loan that would be offered one from tomorrow', () => {
    // An instalment plan is never offered a rollover: on its first day the borrower must not read "from tomorrow".
    expect(quoteRollover(demoLoan('prod-flex-12k'), DISBURSED_ON).refusal).toBe('instalment-plan');
  });

  it('prices an early rollover at the interest accrued so far: day 46 of 91', () => {
    const quote = quoteRollover(demoLoan('prod-quick-5k'), '2026-02-16');
    expect(quote).toMatchObject({
      allowed: true,
      delayAmount: 34_500,
      interestAmount: 34_500,
      newDueOn: '2026-05-18',
    });
  });

  it("allows the product's number of rollovers and no more", () => {
    // Pautang Quick allows 3: the fourth is refused, repayment only.
    let loan = demoLoan('prod-quick-5k');
    const left: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
      const quote = quoteRollover(loan, dueOn);
      left.push(quote.rolloversLeft);
      loan = applyRollover(loan, quote.delayAmount, dueOn).loan;
    }
    expect(left).toEqual([3, 2, 1]);
    const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
    expect(quoteRollover(loan, dueOn)).toMatchObject({
      allowed: false,
      refusal: 'limit-reached',
      rolloversLeft: 0,
    });
    expect(() => applyRollover(loan, 10_000_000, dueOn)).toThrow(/limit-reached/);
  });

  it('offers no rollover once the 100 % cap leaves nothing more to charge', () => {
    // A covered loan rolled 90 days late each time uses up its ₱5,000 of charges before its 6 rollovers.
    let loan = demoLoan('prod-quick-5k', { terms: { ...demoProduct('prod-quick-5k'), maxRollovers: 6 } });
    let refusal: string | null = null;
    let rollovers = 0;
    for (let i = 0; i < 6 && refusal === null; i += 1) {
      const on = addDays(accrue(loan, '2026-01-01').maturityOn ?? '', 90);
      const quote = quoteRollover(loan, on);
      refusal = quote.refusal;
      if (quote.allowed) {
        loan = applyRollover(loan, quote.delayAmount, on).loan;
        rollovers += 1;
      }
    }
    expect(refusal).toBe('charges-cap-reached');
    expect(rollovers).toBeLessThan(6);
    const last = accrue(loan, addDays(accrue(loan, '2026-01-01').maturityOn ?? '', 90));
    expect(last.chargesAmount).toBe(500_000);
  });

  it('charges the one-time late penalty once per loan, not once per rollover period', () => {
    // 10 days late in the first period: ₱1,000 penalty. 10 days late again after the rollover: late interest only.
    const first = applyRollover(demoLoan('prod-plus-20k'), 1_685_000, '2026-07-10').loan;
    const again = quoteRollover(first, addDays('2027-01-06', 10));
    expect(again.penaltyAmount).toBe(0);
    expect(again.lateInterestAmount).toBe(1_225_000);
  });

  it('refuses what the terms do not cover', () => {
    expect(quoteRollover(demoLoan('prod-flex-12k'), '2026-03-02').refusal).toBe('instalment-plan');
    expect(quoteRollover(demoLoan('prod-quick-5k', { disbursedOn: null }), '2026-03-02').refusal).toBe(
      'not-disbursed',
    );
    // Due 2026-04-02: up to 90 days late a rollover is offered; from day 91 the loan is in collection.
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-07-01').allowed).toBe(true);
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-07-02').refusal).toBe('too-late');
    const repaid = allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-04-02').loan;
    expect(quoteRollover(repaid, '2026-04-02').refusal).toBe('no-principal-outstanding');
  });

  it('will not roll over for less than the delay amount', () => {
    // On the due date the delay is the ₱682.50 of interest: fees are not part of it.
    expect(quoteRollover(demoLoan('prod-quick-5k'), '2026-04-02').delayAmount).toBe(68_250);
    expect(() => applyRollover(demoLoan('prod-quick-5k'), 68_249, '2026-04-02')).toThrow(LoanEngineError);
    expect(() => applyRollover(demoLoan('prod-flex-12k'), 10_000_000, '2026-03-02')).toThrow(
      /instalment-plan/,
    );
  });

  it('is not offered when nothing is owed for it: a ₱0 rollover cannot be paid (issue 40, D2)', () => {
    const paid = allocatePayment(demoLoan('prod-quick-5k'), 200_000 + 20_000 + 68_250, '2026-04-02').loan;
    expect(quoteRollover(paid, '2026-04-02')).toMatchObject({
      allowed: false,
      refusal: 'nothing-to-pay',
      delayAmount: 0,
    });
    expect(() => applyRollover(paid, 0, '2026-04-02')).toThrow(/nothing-to-pay/);
  });

  it('lends only the principal still outstanding in the renewed period', () => {
    // ₱2,000 of principal repaid on day 80 with the fees and the 80 days' interest; rolled over on day 81 for one
    // day's interest, the renewal charges 91 days on ₱3,000.
    const paid = allocatePayment(demoLoan('prod-quick-5k'), 200_000 + 20_000 + 60_000, '2026-03-22').loan;
    const quote = quoteRollover(paid, '2026-03-23');
    expect(quote).toMatchObject({ allowed: true, delayAmount: 750, carriedFeesAmount: 0 });
    const next = accrue(applyRollover(paid, 750, '2026-03-23').loan, '2026-03-23');
    expect(next.owed.principalAmount).toBe(300_000);
    expect(next.owed.interestAmount).toBe(40_950);
  });
});

const singlePaymentLoans = fc
  .record({
    product: fc.constantFrom(...CATALOGUE.filter((product) => product.instalmentCount === 1)),
    principalAmount: fc.integer({ min: 1, max: 3_000_000 }),
    termDays: fc.integer({ min: 91, max: 365 }),
    clientType: fc.constantFrom('new' as const, 'repeat' as const),
    paidAmount: fc.integer({ min: 0, max: 4_000_000 }),
    paidAfterDays: fc.integer({ min: 0, max: 400 }),
  })
  .map((o): { loan: LoanState; paidAmount: number; paidAfterDays: number } => ({
    loan: {
      ...offerFromProduct(o.product),
      principalAmount: o.principalAmount,
      termDays: o.termDays,
      clientType: o.clientType,
      disbursedOn: '2026-01-01',
    },
    paidAmount: o.paidAmount,
    paidAfterDays: o.paidAfterDays,
  }));

describe('rollover properties', () => {
  it('never lowers what is owed: principal stays, nothing owed disappears unpaid', () => {
    fc.assert(
      fc.property(
        singlePaymentLoans,
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 3 }),
        ({ loan: start, paidAmount, paidAfterDays }, rollAfterDays, earlierRollovers) => {
          let loan = start;
          for (let i = 0; i < earlierRollovers; i += 1) {
            const dueOn = accrue(loan, '2026-01-01').maturityOn ?? '';
            const earlier = quoteRollover(loan, dueOn);
            if (!earlier.allowed) break;
            loan = applyRollover(loan, earlier.delayAmount, dueOn).loan;
          }
          loan = allocatePayment(loan, paidAmount, addDays('2026-01-01', paidAfterDays)).loan;
          const on = addDays('2026-01-01', Math.max(paidAfterDays, rollAfterDays));
          const quote = quoteRollover(loan, on);
          if (!quote.allowed) return;
          const before = accrue(loan, on);
          const after = accrue(applyRollover(loan, quote.delayAmount, on).loan, on);

          // Principal and unpaid fees carry over whole; the renewed period runs a full term from today.
          expect(after.owed.principalAmount).toBe(before.owed.principalAmount);
          expect(after.owed.feesAmount).toBe(before.owed.feesAmount);
          expect(quote.delayAmount).toBe(
            quote.interestAmount + quote.penaltyAmount + quote.lateInterestAmount,
          );
          expect(daysBetween(on, after.maturityOn ?? '')).toBe(loan.termDays);
          expect(after.maturityOn).toBe(quote.newDueOn);
          expect(after.owed.penaltyAmount + after.owed.lateInterestAmount).toBe(0);
        },
      ),
    );
  });
});

describe('renewals of covered loans', () => {
  it('never break the 12 % a month EIR cap, however late the rollover (0 to 90 days)', () => {
    const coveredOffers = fc.record({
      principalAmount: fc.integer({ min: 100_000, max: 1_000_000 }),
      termDays: fc.integer({ min: 91, max: 120 }),
      interestRateBpPerDay: fc.integer({ min: 0, max: 20 }),
      fixedFee: fc.integer({ min: 0, max: 50_000 }),
      daysLate: fc.integer({ min: 0, max: 90 }),
    });
    fc.assert(
      fc.property(coveredOffers, (o) => {
        const loan: LoanState = {
          ...demoLoan('prod-quick-5k'),
          principalAmount: o.principalAmount,
          termDays: o.termDays,
          terms: {
            ...demoLoan('prod-quick-5k').terms,
            interestRateBpPerDay: o.interestRateBpPerDay,
            fees: [{ label: 'Service fee', kind: 'fixed', amount: o.fixedFee }],
          },
        };
        if (validateOffer(loan).length > 0) return;
        const on = addDays(accrue(loan, '2026-01-01').maturityOn ?? '', o.daysLate);
        const quote = quoteRollover(loan, on);
        if (!quote.allowed) return;
        expect((quote.renewalRate?.dailyRate ?? 0) * 10_000 * 30).toBeLessThanOrEqual(GUARD.eirBpPerMonth);
        expect(daysBetween(on, quote.newDueOn ?? '')).toBe(o.termDays);
      }),
    );
  });
});
