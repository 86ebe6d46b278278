// A repayment plan's disclosure statement (issue 42, RA 3765): the disclosure of the loan it restructures (lender,
// borrower, the SEC caps), with the plan's own figures. The amount financed is the balance the plan carries, its
// finance charge its interest, and no late charge accrues on it. Offered: the figures of today's quote, on the old
// order. Accepted: the plan order's own (its disclosure statement reads this too).
import { RESTRUCTURE_PLAN_KIND } from '@pautang/contract/constants';
import type { AgreementDocument } from '@pautang/contract/loans';
import {
  capsOf,
  lateChargesCap,
  planDisclosure,
  simpleAnnualRateBp,
  totalChargesCap,
  type LoanState,
} from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { agreementDocument, scheduleFigures } from '../agreements/agreements.service';
import { loanStateOf } from '../orders/loan-state';
import { findOrderForUser } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { acceptedPlanOf } from './restructures.repository';
import { openRestructureOffer } from './offer';
import { RESTRUCTURE_TEXTS } from './restructures.service';

type Accepted = { settledAmount: number; carriedAmount: number; waivedAmount: number };

/**
 * The plan's statement for the borrower's order: the plan order's own, or the one offered on an old order; undefined
 * when `orderId` is neither (an ordinary disclosure statement then). `offered` asks for the offer only.
 */
export async function planDocument(
  deps: Deps,
  userId: string,
  input: { productId: string; orderId?: string | undefined; offered: boolean },
): Promise<AgreementDocument | undefined> {
  const order = input.orderId ? await findOrderForUser(deps.db, input.orderId, userId) : undefined;
  if (!order || order.product_id !== input.productId) {
    if (input.offered) throw notFound(ORDER_NOT_FOUND);
    return undefined;
  }
  let plan: LoanState;
  let figures: Omit<NonNullable<AgreementDocument['plan']>, 'lateCharges'>;
  let rule: 'freeze' | 'waive';
  let from = order;
  if (order.restructured && !input.offered) {
    const accepted = await acceptedPlanOf(deps.db, order.id);
    const old = order.restructured_from
      ? await findOrderForUser(deps.db, order.restructured_from, userId)
      : undefined;
    if (!accepted || !old) return undefined;
    const kept = accepted.accepted as Accepted;
    plan = loanStateOf(order);
    rule = accepted.late_charges;
    from = old;
    figures = {
      fromOrderNo: old.id,
      settledAmount: kept.settledAmount,
      carriedAmount: kept.carriedAmount,
      waivedAmount: kept.waivedAmount,
      expiresOn: null,
    };
  } else {
    if (!input.offered) return undefined;
    const open = await openRestructureOffer(deps.db, order, await getBusinessDate(deps.db, deps.clock()));
    if (!open) throw notFound(RESTRUCTURE_TEXTS.noOffer);
    plan = open.quote.loan!;
    rule = open.offer.late_charges;
    figures = {
      fromOrderNo: order.id,
      settledAmount: open.quote.settledAmount,
      carriedAmount: open.quote.carriedAmount,
      waivedAmount: open.quote.waivedAmount,
      expiresOn: open.offer.expires_on,
    };
  }
  // Lender, borrower and the loan's own terms come from the loan restructured.
  const base = await agreementDocument(deps, userId, {
    productId: from.product_id,
    orderId: from.id,
    kind: 'disclosure-statement',
  });
  const { schedule, rate } = planDisclosure(plan);
  const { capped } = capsOf(plan);
  return {
    ...base,
    kind: RESTRUCTURE_PLAN_KIND,
    title: RESTRUCTURE_TEXTS.planTitle,
    orderNo: order.restructured ? order.id : '',
    ...scheduleFigures(schedule),
    interestMethod: plan.terms.interestMethod,
    termDays: plan.termDays,
    disbursedOn: plan.disbursedOn,
    eirMonthlyBp: rate.monthlyBp,
    eirAnnualBp: rate.annualBp,
    simpleAnnualRateBp: simpleAnnualRateBp(schedule),
    // No late charge accrues on a plan: a missed instalment is a collections matter.
    penaltyAmount: 0,
    lateInterestTiers: [],
    lateChargesCapPer30DaysAmount: capped ? lateChargesCap(schedule.totalAmount, 30) : null,
    // The caps count over the first loan's life: on its principal.
    chargesCapAmount: capped ? totalChargesCap(plan.capBaseAmount ?? plan.principalAmount) : null,
    prepaymentFromDay: 0,
    prepaymentFromOn: null,
    maxRollovers: 0,
    agreedAt: order.restructured ? order.agreed_at : null,
    plan: { ...figures, lateCharges: rule },
  };
}
