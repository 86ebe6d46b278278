import { describe, it, expect } from 'vitest';
import { allocatePayment } from './allocation';
import { ORDER_STATUS, orderStatus } from './status';
import { demoLoan } from './test-loans';

describe('orderStatus (spec 2 §4.1)', () => {
  it('is 21 while awaiting disbursement and 110 when it failed', () => {
    expect(orderStatus(demoLoan('prod-quick-5k', { disbursedOn: null }), '2026-01-01')).toBe(21);
    expect(
      orderStatus(demoLoan('prod-quick-5k', { disbursedOn: null, disbursementFailed: true }), '2026-01-01'),
    ).toBe(110);
  });

  it('is 174 up to and including the due date, 180 from the day after', () => {
    const loan = demoLoan('prod-quick-5k');
    expect(orderStatus(loan, '2026-01-01')).toBe(174);
    expect(orderStatus(loan, '2026-04-02')).toBe(174);
    expect(orderStatus(loan, '2026-04-03')).toBe(180);
  });

  it('is 200 once everything is paid, late or not', () => {
    const onTime = allocatePayment(demoLoan('prod-quick-5k'), 588_250, '2026-04-02').loan;
    expect(orderStatus(onTime, '2026-04-02')).toBe(200);
    expect(orderStatus(onTime, '2027-01-01')).toBe(200);
    const late = allocatePayment(demoLoan('prod-plus-20k'), 3_775_000, '2026-07-10').loan;
    expect(orderStatus(late, '2026-07-10')).toBe(200);
  });

  it('follows each instalment of a plan', () => {
    const loan = demoLoan('prod-flex-12k');
    expect(orderStatus(loan, '2026-03-03')).toBe(180);
    const firstPaid = allocatePayment(loan, 473_600, '2026-03-02').loan;
    expect(orderStatus(firstPaid, '2026-03-03')).toBe(174);
    expect(orderStatus(firstPaid, '2026-05-02')).toBe(180);
  });

  it('keeps 151 and 170 in the shared table although the engine never produces them', () => {
    expect(Object.values(ORDER_STATUS).sort((a, b) => a - b)).toEqual([21, 110, 151, 170, 174, 180, 200]);
  });
});
