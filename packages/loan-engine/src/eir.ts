import { daysBetween } from './dates';
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
