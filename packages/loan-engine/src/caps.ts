import type { BusinessDate } from './dates';
import { BASIS_POINTS, mulDiv, pesos } from './money';

/**
 * SEC MC 3 s.2022, as recalibrated by MC 14 s.2025 (loans from 2026-04-01), covers loans "that do not exceed the
 * amount of P10,000" "with loan tenor of up to four (4) months", "entered into, restructured, or renewed" from its
 * date. The tenor is the loan's as entered into: coverage is decided when the loan is offered, on its principal and
 * term, and kept for the loan's life (rollovers renew the same loan, so the caps follow it). See isCovered.
 */
export const GUARD = {
  maxPrincipalAmount: pesos(10_000),
  maxTermMonths: 4,
  // The longest 4 calendar months can be (e.g. 1 July to 1 November): the longest term the caps cover.
  longestTermDays: 123,
  daysPerMonth: 30,
  lateChargesBpPerMonth: 500,
  totalCostBpOfPrincipal: BASIS_POINTS,
  nominalRateBpPerMonth: 600,
  eirBpPerMonth: 1_200,
} as const;

/**
 * Whether the caps cover a loan, judged when it is offered: principal ≤ ₱10,000 and a term of at most 4 months,
 * read as the longest 4 calendar months can be, 123 days. Any term that can be "four (4) months" is covered, so a
 * doubt about the month resolves for the borrower, and the answer never depends on the day the money is sent: a
 * 121-day loan is covered whether it is disbursed on 1 January (4 months = 120 days) or 1 July (123 days).
 * `_disbursedOn` is kept for callers of the older signature and no longer decides anything.
 */
export function isCovered(
  principalAmount: number,
  termDays: number,
  _disbursedOn?: BusinessDate | null,
): boolean {
  return principalAmount <= GUARD.maxPrincipalAmount && termDays <= GUARD.longestTermDays;
}

/**
 * Most that penalty + late interest may reach on one instalment: 5 % per month of the amount due,
 * pro-rated per calendar day (5 % ÷ 30 a day) and floored. Per day rather than per started month
 * because it is the reading that never exceeds 5 % inside any window, including a partial month.
 */
export function lateChargesCap(amountDue: number, daysLate: number): number {
  if (daysLate <= 0) return 0;
  return mulDiv(
    [amountDue, GUARD.lateChargesBpPerMonth, daysLate],
    BASIS_POINTS * GUARD.daysPerMonth,
    'floor',
  );
}

// Interest, fees, penalties and every other charge over the loan's life, rollovers included.
export function totalChargesCap(principalAmount: number): number {
  return mulDiv([principalAmount, GUARD.totalCostBpOfPrincipal], BASIS_POINTS, 'floor');
}

// The penalty is counted first because it is charged first (day 1); late interest gets what is left.
export function capLateCharges(
  penaltyAmount: number,
  lateInterestAmount: number,
  capAmount: number,
): { penaltyAmount: number; lateInterestAmount: number } {
  const penalty = Math.min(penaltyAmount, capAmount);
  return { penaltyAmount: penalty, lateInterestAmount: Math.min(lateInterestAmount, capAmount - penalty) };
}

/**
 * Hands out a budget in the order asked. Used for the total-cost cap: an unlimited budget (Infinity)
 * grants everything, which is how loans outside the guard get the seed charges in full.
 */
export function budget(available: number): (wanted: number) => number {
  let left = Math.max(0, available);
  return (wanted) => {
    const granted = Math.min(Math.max(0, wanted), left);
    left -= granted;
    return granted;
  };
}
