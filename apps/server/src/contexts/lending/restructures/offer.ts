// The repayment plan open on an order (issue 42), as its page and its statement read it: a module of its own, so
// order details read it without the restructure's commands.
import { RESTRUCTURE_PLAN_KIND } from '@pautang/contract/constants';
import type { OrderDetails } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { quoteRestructure, type LateChargeRule, type RestructureQuote } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { agreementUrl } from '../agreements/agreement-url';
import { loanStateOf } from '../orders/loan-state';
import type { OrderRow } from '../orders/orders.repository';
import { findRestructure, type RestructureRow } from './restructures.repository';

/** An offer still open on the day: offered, not answered, not past its last day. */
export const isOpen = (offer: RestructureRow | undefined, businessDate: string): offer is RestructureRow =>
  offer !== undefined && offer.status === 'offered' && offer.expires_on >= businessDate;

/** The offer open on the borrower's order today, with the day's figures; undefined when none is. */
export async function openRestructureOffer(
  db: Db,
  order: OrderRow,
  businessDate: string,
): Promise<{ offer: RestructureRow; quote: RestructureQuote } | undefined> {
  if (!order.restructure_offer_id) return undefined;
  const offer = await findRestructure(db, order.restructure_offer_id);
  if (!isOpen(offer, businessDate)) return undefined;
  const quote = quoteRestructure(loanStateOf(order), businessDate, {
    instalmentCount: offer.instalment_count,
    lateCharges: offer.late_charges,
  });
  return quote.allowed ? { offer, quote } : undefined;
}

/** The offer on the order's page, in a sentence (platform/i18n translates it as a template). */
export const planOfferText = (
  count: number,
  total: number,
  firstDueOn: string,
  rule: LateChargeRule,
  expiresOn: string,
): string =>
  `We can turn this loan into a repayment plan of ${count} instalments, ${formatPeso(total)} in all, the first ` +
  `due ${formatDate(firstDueOn, { dateOnly: true })}. Your late charges are ${rule === 'waive' ? 'waived' : 'frozen'}, ` +
  `and no new late charges are added. Read the disclosure statement, then accept or decline by ` +
  `${formatDate(expiresOn, { dateOnly: true })}.`;

/** The order page's offer: its sentence, its total (what the borrower accepts) and its statement's address. */
export async function planOfferOf(
  db: Db,
  order: OrderRow,
  businessDate: string,
  origin: string,
): Promise<OrderDetails['planOffer']> {
  const open = await openRestructureOffer(db, order, businessDate);
  if (!open) return null;
  const { offer, quote } = open;
  return {
    text: planOfferText(
      offer.instalment_count,
      quote.totalAmount,
      quote.schedule!.instalments[0]!.dueOn,
      offer.late_charges,
      offer.expires_on,
    ),
    totalAmount: quote.totalAmount,
    disclosureUrl: agreementUrl(origin, RESTRUCTURE_PLAN_KIND, order.product_id, order.id),
  };
}
