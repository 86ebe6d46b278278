import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays } from './dates';
import { effectiveInterestRate } from './eir';
import type { LoanState } from './loan';
import { offerFromProduct } from './product';
import {
  loanAtDisbursement,
  renewalStatement,
  renewalStatements,
  type PostedPayment,
  type RenewalStatement,
} from './renewal';
import { applyRollover, quoteRollover } from './rollover';
import { demoLoan } from './test-loans';

describe('renewalStatement', () => {
  it('states the renewed period of a ₱20,000 loan rolled over 10 days late: new due date, schedule, EIR', () => {
    const loan = demoLoan('prod-plus-20k');
    const quote = quoteRollover(loan, '2026-07-10');
    const statement = renewalStatement(loan, '2026-07-10');
    expect(statement).toMatchObject({
      number: 1,
      rolledOverOn: '2026-07-10',
      previousDueOn: '2026-06-30',
      priceAmount: 1_685_000,
      interestAmount: 360_000,
      penaltyAmount: 100_000,
      lateInterestAmount: 1_225_000,
      covered: false,
      rolloversLeft: 1,
    });
    // ₱20,000 lent again for 180 days from the rollover: its interest, plus the ₱900 of fees carried over.
    expect(statement?.schedule).toMatchObject({
      startOn: '2026-07-10',
      maturityOn: '2027-01-06',
      principalAmount: 2_000_000,
      interestAmount: 360_000,
      feesAmount: 90_000,
      fees: [{ label: 'Fees carried over', amount: 90_000 }],
      totalAmount: 2_450_000,
    });
    expect(statement?.schedule.instalments).toHaveLength(1);
    expect(statement?.schedule.instalments[0]).toMatchObject({ dueOn: '2027-01-06', totalAmount: 2_450_000 });
    expect(statement?.rate).toEqual(quote.renewalRate);
    expect(statement?.rate).toEqual(effectiveInterestRate(statement!.schedule));
    expect(statement?.rate.monthlyBp).toBeGreaterThan(0);
  });

  it('is what the borrower owes once the rollover is paid', () => {
    const loan = demoLoan('prod-quick-5k');
    const on = addDays(accrue(loan, '2026-01-01').maturityOn ?? '', 12);
    const statement = renewalStatement(loan, on);
    expect(statement).not.toBeNull();
    const after = accrue(applyRollover(loan, statement!.priceAmount, on).loan, on);
    expect(statement!.schedule.totalAmount).toBe(after.outstandingAmount);
    expect(statement!.schedule.maturityOn).toBe(after.maturityOn);
  });

  it('gives none where a rollover is refused: an instalment plan, or past the limit', () => {
    const plan = CATALOGUE.find((product) => product.instalmentCount > 1);
    expect(plan).toBeDefined();
    const loan: LoanState = { ...offerFromProduct(plan!), clientType: 'new', disbursedOn: '2026-01-01' };
    expect(renewalStatement(loan, '2026-02-15')).toBeNull();
    const single = demoLoan('prod-quick-5k');
    const limit = { ...single, rolloverCount: single.terms.maxRollovers, periodStartOn: '2026-02-01' };
    expect(renewalStatement(limit, '2026-03-01')).toBeNull();
  });
});

const singlePaymentLoans = fc
  .record({
    product: fc.constantFrom(...CATALOGUE.filter((product) => product.instalmentCount === 1)),
    principalAmount: fc.integer({ min: 100_000, max: 3_000_000 }),
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

// A payment after some days: a rollover at its price (plus something extra), or a repayment of some amount.
const steps = fc.array(
  fc.record({
    kind: fc.constantFrom('repay' as const, 'rollover' as const),
    afterDays: fc.integer({ min: 0, max: 200 }),
    amount: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  { maxLength: 6 },
);

/** Posting as the server does it: a rollover applied when allowed, the rest allocated as a repayment. */
function post(loan: LoanState, payment: PostedPayment): { loan: LoanState; posted: PostedPayment } {
  let state = loan;
  let left = payment.amount;
  let kind: PostedPayment['kind'] = 'repay';
  if (payment.kind === 'rollover' && quoteRollover(state, payment.businessDate).allowed) {
    const rolled = applyRollover(state, left, payment.businessDate);
    state = rolled.loan;
    left = rolled.remainderAmount;
    kind = 'rollover';
  }
  if (left > 0) state = allocatePayment(state, left, payment.businessDate).loan;
  return { loan: state, posted: { ...payment, kind } };
}

describe('renewalStatements (rebuilt from the posted payments)', () => {
  it('gives each posted rollover the statement of its day, and a later payment changes none', () => {
    let twice = 0;
    fc.assert(
      fc.property(singlePaymentLoans, steps, (start, plan) => {
        let loan = start;
        let on = '2026-01-01';
        const posted: PostedPayment[] = [];
        const issued: RenewalStatement[] = [];
        for (const step of plan) {
          on = addDays(on, step.afterDays);
          const quote = quoteRollover(loan, on);
          const amount = step.kind === 'rollover' ? quote.delayAmount + (step.amount % 500) : step.amount;
          if (step.kind === 'rollover' && quote.allowed) {
            const statement = renewalStatement(loan, on);
            expect(statement).not.toBeNull();
            issued.push(statement!);
          }
          const result = post(loan, { kind: step.kind, amount, businessDate: on });
          loan = result.loan;
          posted.push(result.posted);
          // What the ledger holds so far rebuilds exactly the statements issued so far.
          expect(renewalStatements(loan, posted)).toEqual(issued);
        }
        expect(issued.map((s) => s.number)).toEqual(issued.map((_, i) => i + 1));
        expect(issued.length).toBe(loan.rolloverCount ?? 0);
        if (issued.length >= 2) twice += 1;
        const last = issued.at(-1);
        if (last) expect(accrue(loan, last.rolledOverOn).maturityOn).toBe(last.schedule.maturityOn);
      }),
      { numRuns: 150 },
    );
    // The runs did roll loans over, more than once.
    expect(twice).toBeGreaterThan(5);
  });

  it('starts from the loan as disbursed, whatever the order row holds now', () => {
    const loan = demoLoan('prod-plus-20k');
    const rolled = applyRollover(loan, 1_685_000, '2026-07-10').loan;
    expect(accrue(loanAtDisbursement(rolled), '2026-07-10')).toEqual(accrue(loan, '2026-07-10'));
    expect(
      renewalStatements(rolled, [{ kind: 'rollover', amount: 1_685_000, businessDate: '2026-07-10' }]),
    ).toEqual([renewalStatement(loan, '2026-07-10')]);
  });
});
