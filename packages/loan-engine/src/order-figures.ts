import { accrue } from './accrual';
import type { BusinessDate } from './dates';
import { normalizeLoan, type LoanState } from './loan';
import { sumAmounts } from './money';

export type ChargeKind =
  'interest' | 'fees' | 'penalty' | 'lateInterest' | 'legalCharges' | 'enforcementCosts';

/**
 * One charge as order details show it. `period` is 1 for the loan as disbursed, k + 1 after rollover k. Each
 * period closed by a rollover has its own rows (what it charged, all paid by the rollover but fees carried to the
 * next period); an order rolled over before periods were kept has one row (`kind` null, up to `period`) for the
 * charges of those periods.
 */
export interface ChargeLine {
  kind: ChargeKind | null;
  // 1-based; for the earlier periods' row, the last of them (periods 1 to `period`).
  period: number;
  amount: number;
}

/**
 * What an order screen shows, every figure from the engine (issue 40, D4): the loan, every charge of every
 * period, what the lender waived, everything paid on the order, and what is outstanding. Always
 * loanAmount + chargesAmount − waivedAmount − paidAmount = outstandingAmount.
 */
export interface OrderFigures {
  loanAmount: number;
  charges: ChargeLine[];
  // Every charge over the loan's life, the waived part included (it is shown, then taken off).
  chargesAmount: number;
  waivedAmount: number;
  // Every peso applied to the order: earlier periods' charges and principal, and this period's payments.
  paidAmount: number;
  outstandingAmount: number;
}

export function orderFigures(input: LoanState, businessDate: BusinessDate): OrderFigures {
  const loan = normalizeLoan(input);
  const accrual = accrue(input, businessDate);
  const period = loan.rolloverCount + 1;
  const sum = (pick: (row: (typeof accrual.instalments)[number]) => number) =>
    sumAmounts(accrual.instalments.map(pick));
  const legalChargesAmount = accrual.owed.legalChargesAmount + loan.legalChargesPaidAmount;
  const enforcementCostsAmount = accrual.owed.enforcementCostsAmount + loan.enforcementCostsPaidAmount;
  const charges: ChargeLine[] = [];
  const kept = loan.rolledOverPeriods.slice(Math.max(0, loan.rolledOverPeriods.length - loan.rolloverCount));
  const keptTotal = sumAmounts(
    kept.map((p) => p.interestAmount + p.feesAmount + p.penaltyAmount + p.lateInterestAmount),
  );
  const unkept = loan.rolloverCount - kept.length;
  if (unkept > 0 || loan.rolledOverChargesAmount > keptTotal) {
    charges.push({
      kind: null,
      period: Math.max(1, unkept),
      amount: loan.rolledOverChargesAmount - keptTotal,
    });
  }
  kept.forEach((p, i) => {
    const n = unkept + i + 1;
    const rows: [ChargeKind, number][] = [
      ['interest', p.interestAmount],
      ['fees', p.feesAmount],
      ['penalty', p.penaltyAmount],
      ['lateInterest', p.lateInterestAmount],
    ];
    for (const [kind, amount] of rows) {
      if (amount > 0 || kind === 'interest') charges.push({ kind, period: n, amount });
    }
  });
  const current: [ChargeKind, number][] = [
    ['interest', sum((row) => row.charged.interestAmount)],
    ['fees', sum((row) => row.charged.feesAmount)],
    ['penalty', sum((row) => row.charged.penaltyAmount) + accrual.waivedAmount],
    ['lateInterest', sum((row) => row.charged.lateInterestAmount)],
    ['legalCharges', legalChargesAmount],
    ['enforcementCosts', enforcementCostsAmount],
  ];
  for (const [kind, amount] of current) {
    // Interest and fees are shown even at zero: they are the period's terms; the rest only once charged.
    if (amount > 0 || kind === 'interest' || kind === 'fees') charges.push({ kind, period, amount });
  }
  const paidAmount =
    loan.rolledOverChargesAmount +
    loan.principalRepaidAmount +
    loan.legalChargesPaidAmount +
    loan.enforcementCostsPaidAmount +
    sum(
      (row) =>
        row.paid.penaltyAmount +
        row.paid.lateInterestAmount +
        row.paid.feesAmount +
        row.paid.interestAmount +
        row.paid.principalAmount,
    );
  return {
    loanAmount: loan.principalAmount,
    charges,
    chargesAmount: sumAmounts(charges.map((line) => line.amount)),
    waivedAmount: accrual.waivedAmount,
    paidAmount,
    outstandingAmount: accrual.outstandingAmount,
  };
}
