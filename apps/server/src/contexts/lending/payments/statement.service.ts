// A loan's statement of account (issue 42): what the disclosure states (lender, borrower, figures), the schedule
// as the engine accrues it on the day, and every payment, charge, waiver and refund, as the borrower's own screens
// show them. The borrower reads their own; staff read any order's from the borrower's file.
import type { Statement } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { agreementDocument } from '../agreements/agreements.service';
import { findOrder, findOrderForUser, type OrderRow } from '../orders/orders.repository';
import { loanStateOf, ORDER_NOT_FOUND } from '../orders/orders.service';
import { BUCKET_LABELS, paymentRecords } from './receipts.service';

/** An instalment's buckets (principal, interest, fees, late charges) summed. */
const total = (buckets: object) =>
  Object.values(buckets as Record<string, number>).reduce((t, a) => t + a, 0);

/** The charges a loan's instalments carry, by kind, in the order the borrower reads them. */
const CHARGE_KINDS = [
  ['interestAmount', BUCKET_LABELS.interest],
  ['feesAmount', BUCKET_LABELS.fees],
  ['penaltyAmount', BUCKET_LABELS.penalty],
  ['lateInterestAmount', BUCKET_LABELS.lateInterest],
] as const;

/** The statement of the borrower's own order; a foreign or unknown order (or product) reads as not found, alike. */
export async function orderStatement(
  deps: Deps,
  orderId: string,
  owner: { userId: string; productId?: string | undefined },
): Promise<Statement> {
  const order = await findOrderForUser(deps.db, orderId, owner.userId);
  if (!order || (owner.productId !== undefined && owner.productId !== order.product_id)) {
    throw notFound(ORDER_NOT_FOUND);
  }
  return statementOf(deps, order);
}

/** Any order's statement, for staff, with the borrower it belongs to. */
export async function staffOrderStatement(
  deps: Deps,
  orderId: string,
): Promise<{ statement: Statement; userId: string }> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { statement: await statementOf(deps, order), userId: order.user_id };
}

async function statementOf(deps: Deps, order: OrderRow): Promise<Statement> {
  const request = { orderId: order.id, productId: order.product_id };
  const [disclosure, records, asOf] = await Promise.all([
    agreementDocument(deps, order.user_id, { ...request, kind: 'disclosure-statement' }),
    paymentRecords(deps, order.user_id, order.id, order.product_id),
    getBusinessDate(deps.db, deps.clock()),
  ]);
  const loan = loanStateOf(order);
  const accrual = accrue(loan, asOf);
  const charged = (bucket: (typeof CHARGE_KINDS)[number][0]) =>
    accrual.instalments.reduce((t, i) => t + i.charged[bucket], 0);
  const charges = [
    ...CHARGE_KINDS.map(([bucket, label]) => ({ label, amount: charged(bucket) })),
    {
      label: BUCKET_LABELS.legalCharges,
      amount: accrual.owed.legalChargesAmount + (loan.legalChargesPaidAmount ?? 0),
    },
    {
      label: BUCKET_LABELS.enforcementCosts,
      amount: accrual.owed.enforcementCostsAmount + (loan.enforcementCostsPaidAmount ?? 0),
    },
    { label: ROLLOVER_CHARGES, amount: loan.rolledOverChargesAmount ?? 0 },
  ].filter((c) => c.amount > 0);
  return {
    orderNo: order.id,
    restructuredInto: order.restructured_into,
    restructuredFrom: order.restructured_from,
    productName: disclosure.productName,
    borrowerName: disclosure.borrowerName,
    lenderName: disclosure.lenderName,
    secRegistrationNo: disclosure.secRegistrationNo,
    certificateOfAuthorityNo: disclosure.certificateOfAuthorityNo,
    asOf,
    disbursedOn: order.disbursed_on,
    principalAmount: disclosure.principalAmount,
    financeChargeAmount: disclosure.financeChargeAmount,
    // Before the payout the engine has no instalments yet: the schedule is the disclosure's, nothing paid.
    schedule:
      accrual.instalments.length > 0
        ? accrual.instalments.map((i) => ({
            title: i.title,
            dueOn: i.dueOn,
            chargedAmount: total(i.charged),
            paidAmount: total(i.paid),
            owedAmount: i.owedAmount,
          }))
        : disclosure.repay_plans.map((p) => ({
            title: p.title,
            dueOn: p.pay_time,
            chargedAmount: p.amount,
            paidAmount: 0,
            owedAmount: p.amount,
          })),
    payments: records.records,
    charges,
    waivers: records.waivers,
    refunds: records.refunds,
    refundAmount: records.refundAmount,
    balanceAmount: accrual.outstandingAmount,
  };
}

/** Earlier periods' interest and late charges, paid with each rollover's price. */
const ROLLOVER_CHARGES = 'Rollover charges paid';
