// A disclosure statement for every renewal (issue 25): each posted rollover's statement is rebuilt from the
// ledger (the order's posted payments, in order) through the engine, so it holds the figures of the day it was
// paid and no later payment changes it; the rollover page's quote is the statement a rollover paid today gives.
import { RENEWAL_STATEMENT_KIND } from '@pautang/contract/constants';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { Agreement } from '@pautang/contract/loans';
import { renewalStatement, renewalStatements, type RenewalStatement } from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import type { OrderRow } from '../orders/orders.repository';
import { loanStateOf } from '../orders/orders.service';
import { renewalTitle } from '../loans/loan-texts';
import { postedPaymentsOf } from './agreements.repository';

/** The statements of the order's posted rollovers: the first is number 1. */
export async function issuedRenewals(deps: Deps, order: OrderRow): Promise<RenewalStatement[]> {
  if (order.rollover_count === 0) return [];
  const payments = await postedPaymentsOf(deps.db, order.id);
  return renewalStatements(
    loanStateOf(order),
    payments.map((p) => ({ kind: p.kind, amount: p.amount, businessDate: p.business_date })),
  );
}

/** The statement of a rollover paid on `businessDate`, or null when the loan may not be rolled over. */
export const quotedRenewal = (order: OrderRow, businessDate: string): RenewalStatement | null =>
  renewalStatement(loanStateOf(order), businessDate);

/** The order's renewal statements as the agreements list shows them, after the agreements. */
export async function renewalEntries(deps: Deps, order: OrderRow): Promise<Agreement[]> {
  const issued = await issuedRenewals(deps, order);
  return issued.map((s) => ({ id: `${RENEWAL_STATEMENT_KIND}-${s.number}`, title: renewalTitle(s.number) }));
}

/** The H5 page of a renewal statement: number n, or without a number the statement of a rollover paid today. */
export function renewalUrl(origin: string, productId: string, orderId: string, number?: number): string {
  const query = new URLSearchParams({
    kind: RENEWAL_STATEMENT_KIND,
    ...(number ? { renewal: String(number) } : {}),
    productId,
    orderId,
  });
  return `${origin}${H5_PATHS.loanAgreement}?${query}`;
}
