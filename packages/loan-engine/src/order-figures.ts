import { accrue } from './accrual';
import type { BusinessDate } from './dates';
import { normalizeLoan, type LoanState } from './loan';
import { sumAmounts } from './money';

export type ChargeKind =
  'interest' | 'fees' | 'penalty' | 'lateInterest' | 'legalCharges' | 'enforcementCosts';

/**
 * One charge as order details show it. `period` is 1 for the loan as disbursed, k + 1 after rollover k; the
 * charges of the periods before the current one are one row (`kind` null): what they cost is folded into the
 * order at each rollover, all of it paid by the rollover but fees carried to the next period.
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
  if (loan.rolloverCount > 0) {
    charges.push({ kind: null, period: loan.rolloverCount, amount: loan.rolledOverChargesAmount });
  }
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
