import { addDays, addMonths, daysBetween, type BusinessDate } from './dates';
import { BASIS_POINTS, mulDiv, pesos } from './money';

/**
 * SEC MC 3 s.2022, as recalibrated by MC 14 s.2025 (loans from 2026-04-01), covers loans of at most
 * ₱10,000 with a tenor of at most 4 months. Months are calendar months, so 4 months run 120 to 123 days
 * depending on the start; a loan is judged by its own calendar from disbursement (see isCovered).
 * Coverage is fixed at origination: rollovers renew the same loan, so the caps follow it.
 */
export const GUARD = {
  maxPrincipalAmount: pesos(10_000),
  maxTermMonths: 4,
  // The longest 4 calendar months can be (e.g. 1 July to 1 November): the most an uncovered start could cover.
  longestTermDays: 123,
  daysPerMonth: 30,
  lateChargesBpPerMonth: 500,
  totalCostBpOfPrincipal: BASIS_POINTS,
  nominalRateBpPerMonth: 600,
  eirBpPerMonth: 1_200,
} as const;

/**
 * Whether the caps protect a loan. Once disbursed, the term must end within 4 calendar months of the
 * disbursement date. Before disbursement the start is not known yet, so an offer is held to the caps
 * whenever some start would cover it (term ≤ 123 days): the conservative reading, since a borrower must
 * never be shown a price that a covered loan could not lawfully carry.
 */
export function isCovered(
  principalAmount: number,
  termDays: number,
  disbursedOn: BusinessDate | null,
): boolean {
  if (principalAmount > GUARD.maxPrincipalAmount) return false;
  if (disbursedOn === null) return termDays <= GUARD.longestTermDays;
  return daysBetween(addDays(disbursedOn, termDays), addMonths(disbursedOn, GUARD.maxTermMonths)) >= 0;
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
