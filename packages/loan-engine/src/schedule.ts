import { feeCharges, interestForDays, type FeeCharge } from './charges';
import { addDays, daysBetween, type BusinessDate } from './dates';
import { mulDiv, splitEvenly, sumAmounts } from './money';
import type { NormalizedLoan } from './loan';
import { assertValidOffer, type Offer } from './product';

export interface ScheduledInstalment {
  index: number;
  count: number;
  periodLabel: string;
  title: string;
  // The instalment's interest runs from `startOn` (the previous due date, or the loan's start) to `dueOn`.
  startOn: BusinessDate;
  dueOn: BusinessDate;
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  totalAmount: number;
}

export interface Schedule {
  startOn: BusinessDate;
  maturityOn: BusinessDate;
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  fees: FeeCharge[];
  totalAmount: number;
  instalments: ScheduledInstalment[];
}

export const CARRIED_FEES_LABEL = 'Fees carried over';
/** A restructured loan's line for what the loan it restructured still owed in charges (restructure.ts). */
export const CARRIED_CHARGES_LABEL = 'Charges carried over';

/**
 * Principal is split evenly (leftover centavos on the last instalment) and instalment i falls due
 * floor(i × term ÷ n) days after the start, so the last one lands on the term.
 * - flat: interest is the daily rate on the full principal for the whole term, split evenly;
 * - declining balance: each instalment carries the daily rate on the principal still outstanding over its
 *   own period, rounded half up once per instalment.
 * Fees are split evenly. A rollover's period charges no new fees: `carriedFeesAmount` replaces them with the
 * fees left unpaid from the period rolled over.
 */
export function buildSchedule(
  offer: Offer,
  startOn: BusinessDate,
  carriedFeesAmount?: number,
  carriedLabel: string = CARRIED_FEES_LABEL,
): Schedule {
  assertValidOffer(offer);
  const { terms, principalAmount, termDays } = offer;
  const count = terms.instalmentCount;
  const dueOns = Array.from({ length: count }, (_, i) =>
    addDays(startOn, Math.floor(((i + 1) * termDays) / count)),
  );
  const startOns = dueOns.map((_, i) => (i === 0 ? startOn : dueOns[i - 1]!));
  const principals = splitEvenly(principalAmount, count);

  let interests: number[];
  if (terms.interestMethod === 'declining-balance') {
    let balance = principalAmount;
    interests = principals.map((principal, i) => {
      const interest = interestForDays(
        balance,
        terms.interestRateBpPerDay,
        daysBetween(startOns[i]!, dueOns[i]!),
      );
      balance -= principal;
      return interest;
    });
  } else {
    interests = splitEvenly(interestForDays(principalAmount, terms.interestRateBpPerDay, termDays), count);
  }
  const interestAmount = sumAmounts(interests);
  const fees =
    carriedFeesAmount === undefined
      ? feeCharges(terms.fees, principalAmount)
      : carriedFeesAmount > 0
        ? [{ label: carriedLabel, amount: carriedFeesAmount }]
        : [];
  const feesAmount = sumAmounts(fees.map((fee) => fee.amount));
  const feeShares = splitEvenly(feesAmount, count);

  const instalments = principals.map((principal, i): ScheduledInstalment => {
    const index = i + 1;
    const interest = interests[i] ?? 0;
    const fee = feeShares[i] ?? 0;
    return {
      index,
      count,
      periodLabel: `${index}/${count}`,
      title: count === 1 ? 'Repayment' : `Instalment ${index}`,
      startOn: startOns[i]!,
      dueOn: dueOns[i]!,
      principalAmount: principal,
      interestAmount: interest,
      feesAmount: fee,
      totalAmount: principal + interest + fee,
    };
  });

  return {
    startOn,
    maturityOn: addDays(startOn, termDays),
    principalAmount,
    interestAmount,
    feesAmount,
    fees,
    totalAmount: principalAmount + interestAmount + feesAmount,
    instalments,
  };
}

/**
 * The part of an instalment's scheduled interest earned by `onDate`: nothing before its period starts, all of
 * it from its due date, and in between the share of the period's days that have passed (rounded half up).
 * For a single payment this is exactly the daily rate × principal × days elapsed.
 */
export function interestAccruedBy(instalment: ScheduledInstalment, onDate: BusinessDate): number {
  const periodDays = daysBetween(instalment.startOn, instalment.dueOn);
  const elapsed = Math.min(periodDays, Math.max(0, daysBetween(instalment.startOn, onDate)));
  if (elapsed === periodDays) return instalment.interestAmount;
  return mulDiv([instalment.interestAmount, elapsed], periodDays, 'half-up');
}

// The schedule of the loan's current period: the original one, or after a rollover the renewed one, which
// lends the principal still outstanding at the rollover for another term, with the carried fees instead of new ones.
export function periodSchedule(loan: NormalizedLoan & { periodStartOn: BusinessDate }): Schedule {
  // A restructured loan (which never rolls over) owes the charges it carried instead of fees.
  if (loan.carriedChargesAmount > 0) {
    return buildSchedule(loan, loan.periodStartOn, loan.carriedChargesAmount, CARRIED_CHARGES_LABEL);
  }
  if (loan.rolloverCount === 0) return buildSchedule(loan, loan.periodStartOn);
  return buildSchedule(
    { ...loan, principalAmount: loan.principalAmount - loan.principalRepaidAmount },
    loan.periodStartOn,
    loan.carriedFeesAmount,
  );
}
