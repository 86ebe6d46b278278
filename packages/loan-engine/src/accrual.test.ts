import { describe, it, expect } from 'vitest';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { demoLoan } from './test-loans';

describe('accrue, outside the guard (₱20,000 for 180 days, due 2026-06-30)', () => {
  it('charges the seed terms in full: 10 days late, new client', () => {
    // Unpaid on the due date: 20,000 + 3,600 interest + 900 fees = ₱24,500.
    // Penalty ₱1,000 + late interest 10 × 5 % × 24,500 = ₱12,250. Owed ₱37,750.
    const accrual = accrue(demoLoan('prod-plus-20k'), '2026-07-10');
    expect(accrual.covered).toBe(false);
    expect(accrual.chargesCapAmount).toBeNull();
    expect(accrual.instalments[0]?.daysLate).toBe(10);
    expect(accrual.owed).toEqual({
      penaltyAmount: 100_000,
      lateInterestAmount: 1_225_000,
      feesAmount: 90_000,
      interestAmount: 360_000,
      principalAmount: 2_000_000,
      legalChargesAmount: 0,
      enforcementCostsAmount: 0,
    });
    expect(accrual.outstandingAmount).toBe(3_775_000);
    expect(accrual.dueAmount).toBe(3_775_000);
  });

  it('charges ₱800 to a repeat client', () => {
    expect(accrue(demoLoan('prod-plus-20k', { clientType: 'repeat' }), '2026-07-10').outstandingAmount).toBe(
      3_755_000,
    );
  });

  it('keeps accruing past the principal, since no cap applies', () => {
    // 100 days: 24,500 × (30 × 5 % + 60 × 4 % + 10 × 2 %) = 24,500 × 410 % = ₱100,450.
    const accrual = accrue(demoLoan('prod-plus-20k'), '2026-10-08');
    expect(accrual.owed.lateInterestAmount).toBe(10_045_000);
  });

  it('owes nothing before the due date except what is scheduled', () => {
    const accrual = accrue(demoLoan('prod-plus-20k'), '2026-06-30');
    expect(accrual.instalments[0]?.daysLate).toBe(0);
    expect(accrual.instalments[0]?.isDue).toBe(true);
    expect(accrual.outstandingAmount).toBe(2_450_000);
    expect(accrue(demoLoan('prod-plus-20k'), '2026-06-29').dueAmount).toBe(0);
  });
});

describe('accrue, covered by the guard (₱5,000 for 91 days, due 2026-04-02)', () => {
  it('caps penalty + late interest at 5 % a month, pro-rated per day: 10 days late', () => {
    // Unpaid ₱5,882.50. Seed: ₱1,000 + 10 × 5 % × 5,882.50 = ₱3,941.25.
    // Cap: 5,882.50 × 5 % × 10 ÷ 30 = ₱98.0417 → ₱98.04, all of it penalty (counted first).
    const accrual = accrue(demoLoan('prod-quick-5k'), '2026-04-12');
    expect(accrual.covered).toBe(true);
    expect(accrual.owed.penaltyAmount).toBe(9_804);
    expect(accrual.owed.lateInterestAmount).toBe(0);
    expect(accrual.outstandingAmount).toBe(598_054);
  });

  it('lets late interest in once the cap passes the penalty: 400 days late', () => {
    // Cap: 5,882.50 × 5 % × 400 ÷ 30 = ₱3,921.67 → penalty ₱1,000 + late interest ₱2,921.66.
    // Lifetime charges: 882.50 + 3,921.66 = ₱4,804.16, under the ₱5,000 total cap.
    const accrual = accrue(demoLoan('prod-quick-5k'), '2027-05-07');
    expect(accrual.instalments[0]?.daysLate).toBe(400);
    expect(accrual.owed.penaltyAmount).toBe(100_000);
    expect(accrual.owed.lateInterestAmount).toBe(292_166);
    expect(accrual.chargesAmount).toBe(480_416);
  });

  it('stops every charge at 100 % of principal: 500 days late', () => {
    // The late cap would be ₱4,902.08, but only 5,000 − 882.50 = ₱4,117.50 is left under the total cap.
    const accrual = accrue(demoLoan('prod-quick-5k'), '2027-08-15');
    expect(accrual.instalments[0]?.daysLate).toBe(500);
    expect(accrual.owed.penaltyAmount + accrual.owed.lateInterestAmount).toBe(411_750);
    expect(accrual.chargesAmount).toBe(500_000);
    expect(accrual.chargesCapAmount).toBe(500_000);
  });
});

describe('accrue, instalments (₱12,000 in 3, due 2026-03-02, 05-01, 06-30)', () => {
  it('makes only the late instalment late', () => {
    // Instalment 1 (₱4,736) 10 days late: ₱1,000 + 10 × 5 % × 4,736 = ₱3,368.
    const accrual = accrue(demoLoan('prod-flex-12k'), '2026-03-12');
    expect(accrual.instalments.map((row) => [row.isDue, row.daysLate, row.owedAmount])).toEqual([
      [true, 10, 810_400],
      [false, 0, 454_400],
      [false, 0, 435_200],
    ]);
    expect(accrual.dueAmount).toBe(810_400);
    expect(accrual.outstandingAmount).toBe(1_700_000);
  });

  it('charges the one-time late penalty once per loan, not once per late instalment', () => {
    // On 2026-07-10 all three instalments are late; only the first carries the ₱1,000 penalty.
    const accrual = accrue(demoLoan('prod-flex-12k'), '2026-07-10');
    expect(accrual.instalments.map((row) => row.daysLate)).toEqual([130, 70, 10]);
    expect(accrual.instalments.map((row) => row.charged.penaltyAmount)).toEqual([100_000, 0, 0]);
    expect(accrual.owed.penaltyAmount).toBe(100_000);
  });

  it('does not charge the penalty again on a later instalment once the first paid it', () => {
    // Instalment 1 paid 10 days late with its penalty; instalment 2 then falls 10 days late.
    const paidLate = allocatePayment(demoLoan('prod-flex-12k'), 810_400, '2026-03-12').loan;
    const accrual = accrue(paidLate, '2026-05-11');
    expect(accrual.instalments.map((row) => row.charged.penaltyAmount)).toEqual([100_000, 0, 0]);
    expect(accrual.owed.penaltyAmount).toBe(0);
    expect(accrual.owed.lateInterestAmount).toBe(227_200); // 10 × 5 % × ₱4,544
  });
});

describe('accrue after partial payments', () => {
  // Paid by day 10: all late charges (₱13,250), fees, interest and ₱10,000 of principal.
  const partlyPaid = demoLoan('prod-plus-20k', {
    instalmentsPaid: [
      {
        penaltyAmount: 100_000,
        lateInterestAmount: 1_225_000,
        feesAmount: 90_000,
        interestAmount: 360_000,
        principalAmount: 1_000_000,
      },
    ],
  });

  it('never charges less than was already paid', () => {
    // Day 11 on the ₱10,000 left: 11 × 5 % × 10,000 = ₱5,500, below the ₱12,250 paid: nothing more owed.
    const accrual = accrue(partlyPaid, '2026-07-11');
    expect(accrual.instalments[0]?.charged.lateInterestAmount).toBe(1_225_000);
    expect(accrual.outstandingAmount).toBe(1_000_000);
  });

  it('accrues again once the smaller base catches up', () => {
    // Day 30: 30 × 5 % × 10,000 = ₱15,000, so ₱2,750 more is owed.
    expect(accrue(partlyPaid, '2026-07-30').owed.lateInterestAmount).toBe(275_000);
  });
});

describe('accrue before or without disbursement', () => {
  it('owes nothing', () => {
    for (const loan of [
      demoLoan('prod-quick-5k', { disbursedOn: null }),
      demoLoan('prod-quick-5k', { disbursementFailed: true }),
    ]) {
      const accrual = accrue(loan, '2026-12-31');
      expect(accrual.outstandingAmount).toBe(0);
      expect(accrual.instalments).toEqual([]);
    }
  });
});
