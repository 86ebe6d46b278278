import { budget, capLateCharges, lateChargesCap, totalChargesCap } from './caps';
import { lateInterestAmount, latePenaltyAmount } from './charges';
import { daysBetween, isAfter, toDayNumber, type BusinessDate } from './dates';
import {
  bucketsTotal,
  CHARGE_BUCKETS,
  emptyBuckets,
  INSTALMENT_BUCKETS,
  normalizeLoan,
  type InstalmentBuckets,
  type LoanBuckets,
  type LoanState,
} from './loan';
import { sumAmounts } from './money';
import { interestAccruedBy, periodSchedule } from './schedule';

export interface InstalmentAccrual {
  index: number;
  periodLabel: string;
  title: string;
  dueOn: BusinessDate;
  isDue: boolean;
  daysLate: number;
  charged: InstalmentBuckets;
  paid: InstalmentBuckets;
  owed: InstalmentBuckets;
  owedAmount: number;
}

export interface Accrual {
  businessDate: BusinessDate;
  // Covered by the SEC caps (decided when offered), and whether the caps apply: covered, or by the lender's policy.
  covered: boolean;
  capped: boolean;
  periodStartOn: BusinessDate | null;
  maturityOn: BusinessDate | null;
  instalments: InstalmentAccrual[];
  owed: LoanBuckets;
  // Owed on instalments whose due date has come, plus legal charges and enforcement costs.
  dueAmount: number;
  // Everything still owed, instalments not yet due included.
  outstandingAmount: number;
  // Every charge over the loan's life, rollovers included: what the 100 % cap limits (net of the waiver).
  chargesAmount: number;
  // The part of the current period's penalty the lender waived: charged less by this much (issue 28).
  waivedAmount: number;
  chargesCapAmount: number | null;
}

/**
 * What the borrower owes on `businessDate`, caps applied.
 *
 * Late charges accrue only while money is unpaid on an instalment past its due date, on the amount
 * unpaid as of `businessDate`. The order row keeps totals paid, not dated payments, so a partial
 * payment lowers the base for the whole late period: this can only undercharge the borrower, never
 * overcharge. A charge never drops below what was already paid on it, because it was lawful when paid.
 *
 * The one-time late penalty is charged once per loan: on the first instalment that falls late, and never
 * again once an earlier period charged it. A loan settled early (`settledOn`) owes the interest of the
 * instalments not yet due only as accrued up to that day; fees stay whole.
 *
 * Under the caps (a covered loan, or any loan under the lender's policy), the room left under the 100 % cap
 * is handed out in the order charges arise: what was already paid, then fees and interest (oldest
 * instalment first), then late charges, then legal charges and enforcement costs.
 */
export function accrue(input: LoanState, businessDate: BusinessDate): Accrual {
  toDayNumber(businessDate);
  const loan = normalizeLoan(input);
  const { covered } = loan;
  const capped = covered || loan.capsAllLoans;
  const chargesCapAmount = capped ? totalChargesCap(loan.capBaseAmount) : null;

  if (loan.disbursedOn === null || loan.periodStartOn === null || loan.disbursementFailed) {
    return {
      businessDate,
      covered,
      capped,
      periodStartOn: null,
      maturityOn: null,
      instalments: [],
      owed: { ...emptyBuckets(), legalChargesAmount: 0, enforcementCostsAmount: 0 },
      dueAmount: 0,
      outstandingAmount: 0,
      chargesAmount: loan.priorChargesAmount + loan.rolledOverChargesAmount,
      waivedAmount: 0,
      chargesCapAmount,
    };
  }

  const schedule = periodSchedule({ ...loan, periodStartOn: loan.periodStartOn });
  const paid = loan.instalmentsPaid;
  const settledOn = loan.settledOn;
  const paidCharges =
    loan.priorChargesAmount +
    loan.rolledOverChargesAmount +
    loan.legalChargesPaidAmount +
    loan.enforcementCostsPaidAmount +
    sumAmounts(paid.flatMap((row) => CHARGE_BUCKETS.map((key) => row[key])));
  // A restructured loan's carried charges were charged by the loan it restructured, within its cap: they are owed
  // whole, and the room they take is kept for them before any new charge (restructure.ts).
  const carried = loan.carriedChargesAmount;
  const carriedUnpaid = carried - (carried > 0 ? sumAmounts(paid.map((row) => row.feesAmount)) : 0);
  const grant = budget(
    chargesCapAmount === null ? Number.POSITIVE_INFINITY : chargesCapAmount - paidCharges - carriedUnpaid,
  );
  const atLeastPaid = (wanted: number, paidAmount: number): number => paidAmount + grant(wanted - paidAmount);

  const charged = schedule.instalments.map((row, i): InstalmentBuckets => {
    const rowPaid = paid[i] ?? emptyBuckets();
    const feesAmount = carried > 0 ? row.feesAmount : atLeastPaid(row.feesAmount, rowPaid.feesAmount);
    const interestWanted =
      settledOn !== null && isAfter(row.dueOn, settledOn)
        ? interestAccruedBy(row, settledOn)
        : row.interestAmount;
    const interestAmount = atLeastPaid(interestWanted, rowPaid.interestAmount);
    return { ...emptyBuckets(), feesAmount, interestAmount, principalAmount: row.principalAmount };
  });

  // Still to be charged this loan: no earlier period charged the penalty. It goes to the first instalment that
  // either holds a paid penalty or is late with money unpaid; every later instalment gets none.
  let penaltyOpen = !loan.penaltyCharged;
  let waiverLeft = loan.penaltyWaivedAmount;
  const instalments = schedule.instalments.map((row, i): InstalmentAccrual => {
    const rowPaid = paid[i] ?? emptyBuckets();
    const rowCharged = charged[i] ?? emptyBuckets();
    const unpaidAmount = sumAmounts(
      (['feesAmount', 'interestAmount', 'principalAmount'] as const).map((key) =>
        Math.max(0, rowCharged[key] - rowPaid[key]),
      ),
    );
    const daysLate = Math.max(0, daysBetween(row.dueOn, businessDate));
    // Late charges stopped by the lender (issue 40, D3) are charged as they stood on that day.
    const stoppedOn = loan.lateChargesStoppedOn;
    const chargedDaysLate =
      stoppedOn !== null && isAfter(businessDate, stoppedOn)
        ? Math.max(0, daysBetween(row.dueOn, stoppedOn))
        : daysLate;
    const penaltyWanted = latePenaltyAmount(
      loan.terms.lateCharges,
      loan.clientType,
      unpaidAmount,
      chargedDaysLate,
    );
    const takesPenalty = penaltyOpen && (penaltyWanted > 0 || rowPaid.penaltyAmount > 0);
    if (takesPenalty) penaltyOpen = false;
    let late = {
      penaltyAmount: takesPenalty ? penaltyWanted : 0,
      lateInterestAmount: lateInterestAmount(
        unpaidAmount,
        chargedDaysLate,
        loan.terms.lateCharges.interestTiers,
      ),
    };
    if (capped) {
      late = capLateCharges(
        late.penaltyAmount,
        late.lateInterestAmount,
        lateChargesCap(unpaidAmount, chargedDaysLate),
      );
    }
    rowCharged.penaltyAmount = atLeastPaid(late.penaltyAmount, rowPaid.penaltyAmount);
    // A waiver lowers the penalty after the cap's room was handed out: the room it frees is not given to another
    // charge, so what is owed drops by exactly the amount waived (no more than the penalty still unpaid).
    if (takesPenalty && waiverLeft > 0) {
      const waived = Math.min(waiverLeft, rowCharged.penaltyAmount - rowPaid.penaltyAmount);
      rowCharged.penaltyAmount -= waived;
      waiverLeft -= waived;
    }
    rowCharged.lateInterestAmount = atLeastPaid(late.lateInterestAmount, rowPaid.lateInterestAmount);

    const owed = emptyBuckets();
    for (const key of INSTALMENT_BUCKETS) owed[key] = Math.max(0, rowCharged[key] - rowPaid[key]);
    return {
      index: row.index,
      periodLabel: row.periodLabel,
      title: row.title,
      dueOn: row.dueOn,
      isDue: daysBetween(row.dueOn, businessDate) >= 0,
      daysLate,
      charged: rowCharged,
      paid: rowPaid,
      owed,
      owedAmount: bucketsTotal(owed),
    };
  });

  const legalChargesAmount = atLeastPaid(loan.legalChargesAmount, loan.legalChargesPaidAmount);
  const enforcementCostsAmount = atLeastPaid(loan.enforcementCostsAmount, loan.enforcementCostsPaidAmount);
  const owed: LoanBuckets = {
    ...emptyBuckets(),
    legalChargesAmount: legalChargesAmount - loan.legalChargesPaidAmount,
    enforcementCostsAmount: enforcementCostsAmount - loan.enforcementCostsPaidAmount,
  };
  for (const instalment of instalments) {
    for (const key of INSTALMENT_BUCKETS) owed[key] += instalment.owed[key];
  }
  const loanLevelOwed = owed.legalChargesAmount + owed.enforcementCostsAmount;

  return {
    businessDate,
    covered,
    capped,
    periodStartOn: schedule.startOn,
    maturityOn: schedule.maturityOn,
    instalments,
    owed,
    dueAmount:
      loanLevelOwed + sumAmounts(instalments.filter((row) => row.isDue).map((row) => row.owedAmount)),
    outstandingAmount: loanLevelOwed + sumAmounts(instalments.map((row) => row.owedAmount)),
    chargesAmount:
      loan.priorChargesAmount +
      loan.rolledOverChargesAmount +
      legalChargesAmount +
      enforcementCostsAmount +
      sumAmounts(instalments.flatMap((row) => CHARGE_BUCKETS.map((key) => row.charged[key]))),
    waivedAmount: loan.penaltyWaivedAmount - waiverLeft,
    chargesCapAmount,
  };
}
