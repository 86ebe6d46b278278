import { feeCharges, interestForDays, type FeeCharge } from './charges';
import { addDays, type BusinessDate } from './dates';
import { splitEvenly, sumAmounts } from './money';
import { assertValidOffer, type Offer } from './product';

export interface ScheduledInstalment {
  index: number;
  count: number;
  periodLabel: string;
  title: string;
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

/**
 * Flat (add-on) pricing: interest is the daily rate on the full principal for the whole term, and
 * principal, interest and fees are each split evenly with the leftover centavos on the last instalment.
 * Instalment i falls due floor(i × term ÷ n) days after the start, so the last one lands on the term.
 */
export function buildSchedule(offer: Offer, startOn: BusinessDate): Schedule {
  assertValidOffer(offer);
  const { terms, principalAmount, termDays } = offer;
  const count = terms.instalmentCount;
  const interestAmount = interestForDays(principalAmount, terms.interestRateBpPerDay, termDays);
  const fees = feeCharges(terms.fees, principalAmount);
  const feesAmount = sumAmounts(fees.map((fee) => fee.amount));
  const principals = splitEvenly(principalAmount, count);
  const interests = splitEvenly(interestAmount, count);
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
      dueOn: addDays(startOn, Math.floor((index * termDays) / count)),
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
