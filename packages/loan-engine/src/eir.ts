import { daysBetween } from './dates';
import { BASIS_POINTS, mulDiv } from './money';
import type { Schedule } from './schedule';

export interface EffectiveRate {
  monthlyBp: number;
  annualBp: number;
  // The unrounded daily IRR: caps are compared on it, never on the rounded figures shown.
  dailyRate: number;
}

// What an EIR needs: the money lent on `startOn` and the payments due after it.
export type CashFlows = Pick<Schedule, 'startOn' | 'principalAmount'> & {
  instalments: readonly { dueOn: string; totalAmount: number }[];
};

/**
 * EIR as the regulator defines it: the rate that discounts the scheduled repayments to the net proceeds
 * (fees are charged with the repayments, so the proceeds are the whole principal). We solve the daily
 * IRR by bisection, then scale it linearly (× 30 a month, × 365 a year) the way MC 3 and MC 14 quote
 * their ceilings ("12 % a month, about 0.40 % a day"), so the figure compares directly with the cap.
 * The annual figure is the daily rate × 365 (simple, not compounded), as the SEC quotes its ceilings.
 * Floats appear only here, for a displayed rate; no amount of money is ever derived from it.
 */
export function effectiveInterestRate(schedule: CashFlows): EffectiveRate {
  const flows = schedule.instalments.map((instalment) => ({
    day: daysBetween(schedule.startOn, instalment.dueOn),
    amount: instalment.totalAmount,
  }));
  const presentValue = (dailyRate: number): number =>
    flows.reduce((total, flow) => total + flow.amount / (1 + dailyRate) ** flow.day, 0);

  if (presentValue(0) <= schedule.principalAmount) return { monthlyBp: 0, annualBp: 0, dailyRate: 0 };
  let low = 0;
  let high = 1;
  // A daily rate above 2^20 means no meaningful answer; stop widening rather than loop forever.
  while (presentValue(high) > schedule.principalAmount && high < 2 ** 20) high *= 2;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > schedule.principalAmount) low = mid;
    else high = mid;
  }
  const dailyRate = (low + high) / 2;
  const dailyBp = dailyRate * 10_000;
  return { monthlyBp: Math.round(dailyBp * 30), annualBp: Math.round(dailyBp * 365), dailyRate };
}

// What the simple annual rate needs: the finance charge, and how much principal stays unpaid for how long.
export type FinanceChargeFlows = Pick<
  Schedule,
  'startOn' | 'principalAmount' | 'interestAmount' | 'feesAmount'
> & {
  instalments: readonly { dueOn: string; principalAmount: number }[];
};

/**
 * RA 3765 §4(7): "the percentage that the finance charge bears to the total amount to be financed expressed as a
 * simple annual rate on the outstanding unpaid balance of the obligation". The finance charge (interest and fees)
 * over the average unpaid principal, annualised: finance charge × 365 ÷ Σ(principal unpaid × days it stays
 * unpaid), each instalment's principal counted as unpaid until its due date. For one payment this is
 * finance charge ÷ principal × 365 ÷ term (Quick: 882.50 ÷ 5,000 × 365 ÷ 91 = 70.79 %). In basis points, one
 * rounding half up, integers only.
 */
export function simpleAnnualRateBp(schedule: FinanceChargeFlows): number {
  let balance = schedule.principalAmount;
  let from = schedule.startOn;
  let balanceDays = 0;
  for (const row of schedule.instalments) {
    balanceDays += balance * Math.max(0, daysBetween(from, row.dueOn));
    balance -= row.principalAmount;
    from = row.dueOn;
  }
  if (balanceDays <= 0) return 0;
  return mulDiv([schedule.interestAmount + schedule.feesAmount, 365, BASIS_POINTS], balanceDays, 'half-up');
}
