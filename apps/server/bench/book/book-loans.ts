// One loan's life in the book, through the loan engine and the server's own posting (payments/loan-posting.ts
// postPayment, as the gateway's postback posts a payment): paid out on a day, then paid on planned days with amounts
// the engine quotes that day (the amount due, a payoff, a rollover's price, a part), so every ledger entry is the one
// the app would have written and the order row is the state those postings leave.
// The engine counts days, not calendar dates, so a life is the same whenever it starts: each product, amount, term,
// client type and plan is lived once from a reference day (postPayment costs milliseconds; the book has ten million
// postings), and an order of a given age takes the postings that fall before the business date, with every date
// moved by the same number of days. The app-accepts check (book-check.ts) replays real orders' ledgers on their real
// dates through postPayment, so a date the engine did treat differently would show there.
import {
  accrue,
  addDays,
  daysBetween,
  overdueSince,
  isCovered,
  orderStatus,
  payableRange,
  payoffQuote,
  pricingTermsOf,
  quoteRollover,
  type LoanState,
  type Product,
} from '@pautang/loan-engine';
import { postPayment } from '../../src/contexts/lending/index';
import { shiftDay } from './book-random';

/**
 * How a loan is paid, as steps taken one after another; each step's day is counted from the next unpaid due date
 * (`offset` days after it, negative: before), and is never the payout day or before the step before it.
 */
export type PlanStep =
  | { pay: 'due'; offset: number }
  | { pay: 'all'; offset: number }
  | { pay: 'payoff'; offset: number }
  | { pay: 'part'; offset: number; share: number }
  | { pay: 'rollover'; offset: number };

export type Posted = {
  kind: 'repay' | 'rollover';
  purpose: 'due' | 'payoff' | 'rollover';
  amount: number;
  /** Days after the payout it was paid (and applied). */
  day: number;
  /** The allocation lines as the ledger stores them (JSON). */
  lines: string;
  appliedAmount: number;
  remainderAmount: number;
  balanceAfter: number;
};

/** A loan's state with its dates as days after the payout. */
type RelativeState = Omit<LoanState, 'disbursedOn' | 'periodStartOn' | 'settledOn'> & {
  periodStartDay: number | null;
  settledDay: number | null;
  /** instalments_paid as the order row stores it. */
  instalmentsPaidText: string;
};

export type LifeTemplate = {
  key: string;
  postings: Posted[];
  /** The state after k postings (0: as paid out). */
  states: RelativeState[];
  /** Nothing is owed once every posting is made. */
  settles: boolean;
  /** Days from the payout to the last posting (0 when none). */
  length: number;
};

export type LoanInput = {
  product: Product;
  principalAmount: number;
  termDays: number;
  clientType: 'new' | 'repeat';
  plan: readonly PlanStep[];
  capsAllLoans: boolean;
};

/** The day every template starts on; any day would do. */
const REFERENCE_DAY = '2020-01-01';
/** Lives end within this many days of the payout (the longest term plus the longest late payment). */
const HORIZON_DAYS = 3_000;

const templates = new Map<string, LifeTemplate>();

/** How many distinct lives the book holds (a figure of the build). */
export const distinctLives = (): number => templates.size;

export function lifeTemplate(input: LoanInput, planIndex: number): LifeTemplate {
  const key = `${input.product.id}|${input.principalAmount}|${input.termDays}|${input.clientType}|${input.capsAllLoans}|${planIndex}`;
  let template = templates.get(key);
  if (!template) {
    template = live(key, input);
    templates.set(key, template);
  }
  return template;
}

function relative(state: LoanState): RelativeState {
  const { disbursedOn: _d, periodStartOn, settledOn, ...rest } = state;
  return {
    ...rest,
    periodStartDay: periodStartOn ? daysBetween(REFERENCE_DAY, periodStartOn) : null,
    settledDay: settledOn ? daysBetween(REFERENCE_DAY, settledOn) : null,
    instalmentsPaidText: JSON.stringify(state.instalmentsPaid ?? []),
  };
}

function live(key: string, input: LoanInput): LifeTemplate {
  const end = addDays(REFERENCE_DAY, HORIZON_DAYS);
  let state: LoanState = {
    terms: pricingTermsOf(input.product),
    principalAmount: input.principalAmount,
    termDays: input.termDays,
    clientType: input.clientType,
    disbursedOn: REFERENCE_DAY,
    disbursementFailed: false,
    covered: isCovered(input.principalAmount, input.termDays),
    capsAllLoans: input.capsAllLoans,
    rolloverCount: 0,
    periodStartOn: null,
    carriedFeesAmount: 0,
    principalRepaidAmount: 0,
    penaltyCharged: false,
    penaltyWaivedAmount: 0,
    settledOn: null,
    rolledOverChargesAmount: 0,
    instalmentsPaid: [],
  };
  const postings: Posted[] = [];
  const states: RelativeState[] = [relative(state)];
  let lastDay = REFERENCE_DAY;
  for (const step of input.plan) {
    const now = accrue(state, lastDay);
    if (now.outstandingAmount === 0) break;
    const anchor = now.instalments.find((i) => i.owedAmount > 0)?.dueOn ?? now.maturityOn;
    if (!anchor) break;
    let day = addDays(anchor, step.offset);
    if (day <= lastDay) day = addDays(lastDay, 1);
    if (day >= end) break;
    const at = accrue(state, day);
    let amount: number;
    let kind: 'repay' | 'rollover' = 'repay';
    let purpose: Posted['purpose'] = 'due';
    if (step.pay === 'due') {
      amount =
        at.dueAmount > 0 ? at.dueAmount : (at.instalments.find((i) => i.owedAmount > 0)?.owedAmount ?? 0);
    } else if (step.pay === 'all') amount = at.outstandingAmount;
    else if (step.pay === 'part')
      amount = Math.max(100_00, Math.floor((at.outstandingAmount * step.share) / 10_000) * 100);
    else if (step.pay === 'payoff') {
      const quote = payoffQuote(state, day);
      amount = quote.allowed ? quote.payoffAmount : at.outstandingAmount;
      purpose = 'payoff';
    } else {
      const quote = quoteRollover(state, day);
      if (!quote.allowed || quote.delayAmount <= 0) continue;
      amount = quote.delayAmount;
      kind = 'rollover';
      purpose = 'rollover';
    }
    // The range the app lets a borrower pay today (generate-vcode checks it): never above what settles the loan.
    amount = Math.min(amount, kind === 'repay' ? payableRange(state, day).maxAmount : at.outstandingAmount);
    if (amount <= 0) continue;
    const posting = postPayment(state, kind, amount, day, day);
    state = {
      ...state,
      rolloverCount: posting.order.rollover_count ?? 0,
      rolledOverChargesAmount: posting.order.rolled_over_charges_amount ?? 0,
      periodStartOn: posting.order.period_start_on ?? null,
      carriedFeesAmount: posting.order.carried_fees_amount ?? 0,
      principalRepaidAmount: posting.order.principal_repaid_amount ?? 0,
      penaltyCharged: posting.order.penalty_charged ?? false,
      penaltyWaivedAmount: posting.order.penalty_waived_amount ?? 0,
      settledOn: posting.order.settled_on ?? null,
      instalmentsPaid: JSON.parse(posting.order.instalments_paid as string) as LoanState['instalmentsPaid'],
    };
    postings.push({
      kind: posting.kind,
      purpose,
      amount,
      day: daysBetween(REFERENCE_DAY, day),
      lines: JSON.stringify(posting.lines),
      appliedAmount: posting.appliedAmount,
      remainderAmount: posting.remainderAmount,
      balanceAfter: posting.balanceAfter,
    });
    states.push(relative(state));
    lastDay = day;
  }
  const last = postings.at(-1);
  return {
    key,
    postings,
    states,
    settles: last !== undefined && accrue(state, lastDay).outstandingAmount === 0,
    length: last?.day ?? 0,
  };
}

export type LoanAt = {
  disbursedOn: string;
  instalmentsPaidText: string;
  state: LoanState;
  /** The postings made before the business date, in order. */
  postings: Posted[];
  settled: boolean;
};

/** The loan of a template paid out `age` days before the business date, as it stands on that date. */
export function loanAt(template: LifeTemplate, age: number, businessDate: string): LoanAt {
  const disbursedOn = shiftDay(businessDate, -age);
  let k = 0;
  while (k < template.postings.length && template.postings[k]!.day < age) k++;
  const { periodStartDay, settledDay, instalmentsPaidText, ...rest } = template.states[k]!;
  return {
    disbursedOn,
    instalmentsPaidText,
    state: {
      ...rest,
      disbursedOn,
      periodStartOn: periodStartDay === null ? null : shiftDay(disbursedOn, periodStartDay),
      settledOn: settledDay === null ? null : shiftDay(disbursedOn, settledDay),
    },
    postings: template.postings.slice(0, k),
    settled: template.settles && k === template.postings.length,
  };
}

const figures = new Map<string, { status: number; dueAmount: number; overdueSince: string | null }>();

/**
 * The status and amount due on the business date (what order details shows, through the engine), and the day days
 * past due count from (orders.overdue_since, as updateOrder keeps it), worked out once per template, age and date;
 * a settled loan is finished (200) without the engine.
 */
export function loanFigures(template: LifeTemplate, age: number, loan: LoanAt, businessDate: string) {
  if (loan.settled) return { status: 200, dueAmount: 0, overdueSince: null };
  const key = `${template.key}|${age}|${businessDate}`;
  let known = figures.get(key);
  if (!known) {
    known = {
      status: orderStatus(loan.state, businessDate),
      dueAmount: accrue(loan.state, businessDate).dueAmount,
      overdueSince: overdueSince(loan.state),
    };
    figures.set(key, known);
  }
  return known;
}
