// An order row as the loan engine reads it, and the day its days past due count from (orders.overdue_since, issue
// 31). A file of its own: the orders repository keeps overdue_since with every write, and the service reads loans.
import { overdueSince, type LoanState } from '@pautang/loan-engine';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../../platform/db/schema';

export type LoanRow = Pick<
  Selectable<OrdersTable>,
  | 'terms'
  | 'principal_amount'
  | 'term_days'
  | 'client_type'
  | 'disbursed_on'
  | 'disbursement_failed'
  | 'rollover_count'
  | 'period_start_on'
  | 'carried_fees_amount'
  | 'principal_repaid_amount'
  | 'penalty_charged'
  | 'penalty_waived_amount'
  | 'settled_on'
  | 'late_charges_stopped_on'
  | 'covered'
  | 'caps_all_loans'
  | 'rolled_over_charges_amount'
  | 'rolled_over_periods'
  | 'instalments_paid'
  | 'restructured'
  | 'cap_base_amount'
  | 'prior_charges_amount'
  | 'carried_charges_amount'
>;

/** The columns the engine reads: a write that sets none of them leaves overdue_since as it was. */
export const LOAN_COLUMNS = [
  'terms',
  'principal_amount',
  'term_days',
  'client_type',
  'disbursed_on',
  'disbursement_failed',
  'rollover_count',
  'period_start_on',
  'carried_fees_amount',
  'principal_repaid_amount',
  'penalty_charged',
  'penalty_waived_amount',
  'settled_on',
  'late_charges_stopped_on',
  'covered',
  'caps_all_loans',
  'rolled_over_charges_amount',
  'rolled_over_periods',
  'instalments_paid',
  'restructured',
  'cap_base_amount',
  'prior_charges_amount',
  'carried_charges_amount',
] as const satisfies readonly (keyof LoanRow)[];

export function loanStateOf(row: LoanRow): LoanState {
  return {
    terms: row.terms,
    principalAmount: row.principal_amount,
    termDays: row.term_days,
    clientType: row.client_type,
    disbursedOn: row.disbursed_on,
    disbursementFailed: row.disbursement_failed,
    rolloverCount: row.rollover_count,
    periodStartOn: row.period_start_on,
    carriedFeesAmount: row.carried_fees_amount,
    principalRepaidAmount: row.principal_repaid_amount,
    penaltyCharged: row.penalty_charged,
    penaltyWaivedAmount: row.penalty_waived_amount,
    settledOn: row.settled_on,
    lateChargesStoppedOn: row.late_charges_stopped_on,
    covered: row.covered,
    capsAllLoans: row.caps_all_loans,
    rolledOverChargesAmount: row.rolled_over_charges_amount,
    rolledOverPeriods: row.rolled_over_periods,
    instalmentsPaid: row.instalments_paid,
    restructured: row.restructured,
    capBaseAmount: row.cap_base_amount,
    priorChargesAmount: row.prior_charges_amount,
    carriedChargesAmount: row.carried_charges_amount,
  };
}

/** The stored day days past due count from: the engine's, from the row's loan. */
export const overdueSinceOf = (row: LoanRow): string | null => overdueSince(loanStateOf(row));
