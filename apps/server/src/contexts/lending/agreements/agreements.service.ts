// The loan agreement and the disclosure statement (spec 2 §2.5 agreements, scene 3): the list, the links, and the
// figures each document is rendered from (the wording lives in the H5's catalogue).
import type { AgreementKind } from '@pautang/contract/constants';
import { AGREEMENT_KINDS } from '@pautang/contract/constants';
import type { AgreementDocument, ContractList } from '@pautang/contract/loans';
import {
  buildSchedule,
  businessDateFromInstant,
  capsOf,
  effectiveInterestRate,
  lateChargesCap,
  MAX_ROLLOVER_DAYS_LATE,
  prepaymentWindow,
  rangeIssues,
  simpleAnnualRateBp,
  totalChargesCap,
  type LoanState,
  type Schedule,
} from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { invalid, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { agreementTitles } from '../loans/loan-texts';
import { findOrderForUser, type OrderRow } from '../orders/orders.repository';
import { loanStateOf, ORDER_NOT_FOUND } from '../orders/orders.service';
import { findProductById } from '../products/products.repository';
import {
  offerOf,
  offerOfPair,
  plansOf,
  PRODUCT_NOT_FOUND,
  requireProduct,
} from '../products/products.service';
import { signableDecision } from '../credit/decisions';
import { borrowerIdentity } from '../../identity/index';
import { findUser } from '../../identity/index';
import { agreementUrl } from './agreement-url';
import { renewalEntries, renewalUrl } from './renewal-statements';

export async function agreementList(
  deps: Deps,
  userId: string,
  productId: string,
  orderId?: string,
): Promise<ContractList> {
  await requireProduct(deps.db, productId);
  const order = orderId ? await findOrderForUser(deps.db, orderId, userId) : undefined;
  if (orderId && !order) throw notFound(ORDER_NOT_FOUND);
  const agreements = AGREEMENT_KINDS.map((kind) => ({ id: kind, title: agreementTitles[kind] }));
  // An order's documents: after the agreements, one renewal statement per posted rollover.
  const renewals = order && order.product_id === productId ? await renewalEntries(deps, order) : [];
  return { data: [...agreements, ...renewals] };
}

export async function agreementJump(
  deps: Deps,
  userId: string,
  input: { productId: string; position: number; orderId?: string | undefined },
  origin: string,
): Promise<string> {
  const { data } = await agreementList(deps, userId, input.productId, input.orderId);
  const agreement = data[input.position];
  if (!agreement) throw invalid('Invalid position: no agreement at this position');
  const renewal = input.position - AGREEMENT_KINDS.length + 1;
  if (renewal > 0 && input.orderId) return renewalUrl(origin, input.productId, input.orderId, renewal);
  return agreementUrl(origin, agreement.id as AgreementKind, input.productId, input.orderId);
}

/** The figures an agreement shows: the order's own when there is one, else the offer as of today. */
export async function agreementDocument(
  deps: Deps,
  userId: string,
  input: { productId: string; orderId?: string | undefined; kind: AgreementKind },
): Promise<AgreementDocument> {
  let order: OrderRow | undefined;
  if (input.orderId) {
    order = await findOrderForUser(deps.db, input.orderId, userId);
    if (!order || order.product_id !== input.productId) throw notFound(ORDER_NOT_FOUND);
  }
  // A signed order keeps its agreement even if the product is later withdrawn; an offer must still be lawful.
  const product = order
    ? await findProductById(deps.db, input.productId)
    : await requireProduct(deps.db, input.productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const user = await findUser(deps.db, userId);
  if (!user) throw notFound(ORDER_NOT_FOUND);
  const today = await getBusinessDate(deps.db, deps.clock());
  // Before an order: the borrower's approved offer (its amount and term) when there is one, else the product's.
  const decision = order ? undefined : await signableDecision(deps.db, userId, product.id, today);
  const offer =
    decision && rangeIssues(product.definition, decision.offer_amount, decision.offer_term_days).length === 0
      ? offerOfPair(product, decision.offer_amount, decision.offer_term_days)
      : offerOf(product);
  // The order's terms snapshot decides every figure, late charges included; before an order, the offer's.
  const loan: LoanState = order
    ? loanStateOf(order)
    : {
        ...offer,
        clientType: user.client_type,
        disbursedOn: null,
        capsAllLoans: deps.config.capsAllLoans,
      };
  const startOn = order ? (order.disbursed_on ?? businessDateFromInstant(order.created_at)) : today;
  // Who signs: as the order kept them when signed; before an order (or on one from before 0020), the profile's.
  const identity = order?.borrower_identity ?? (await borrowerIdentity(deps.db, userId));
  const schedule = buildSchedule(loan, startOn);
  const eir = effectiveInterestRate(schedule);
  const { covered, capped } = capsOf(loan);
  const { lateCharges } = loan.terms;
  const company = deps.config.company;
  return {
    kind: input.kind,
    title: agreementTitles[input.kind],
    orderNo: order?.id ?? '',
    lenderName: company.legalName,
    secRegistrationNo: company.secRegistrationNo,
    certificateOfAuthorityNo: company.certificateOfAuthorityNo,
    borrowerName: identity?.fullName || user.full_name,
    borrowerAddress: identity?.address ?? '',
    borrowerIdType: identity?.idType ?? '',
    borrowerIdNumber: identity?.idNumber ?? '',
    productName: product.definition.name,
    ...scheduleFigures(schedule),
    interestRateBpPerDay: loan.terms.interestRateBpPerDay,
    interestMethod: loan.terms.interestMethod,
    termDays: loan.termDays,
    disbursedOn: loan.disbursedOn,
    eirMonthlyBp: eir.monthlyBp,
    eirAnnualBp: eir.annualBp,
    simpleAnnualRateBp: simpleAnnualRateBp(schedule),
    covered,
    capsPolicy: loan.capsAllLoans === true,
    penaltyAmount: lateCharges.penaltyAmount[loan.clientType],
    lateInterestTiers: lateCharges.interestTiers.map((tier, i) => {
      const next = lateCharges.interestTiers[i + 1];
      return {
        fromDay: tier.fromDay,
        toDay: next ? next.fromDay - 1 : null,
        rateBpPerDay: tier.rateBpPerDay,
      };
    }),
    lateChargesCapPer30DaysAmount: capped ? lateChargesCap(schedule.totalAmount, 30) : null,
    chargesCapAmount: capped ? totalChargesCap(loan.principalAmount) : null,
    prepaymentFromDay: prepaymentWindow(loan, startOn).fromDay,
    prepaymentFromOn: prepaymentWindow(loan, startOn).fromOn,
    maxRollovers: loan.terms.instalmentCount === 1 ? loan.terms.maxRollovers : 0,
    rolloverMaxDaysLate: MAX_ROLLOVER_DAYS_LATE,
    agreedAt: order?.agreed_at ?? null,
  };
}

/**
 * A document's figures that come from its schedule alone: the amounts, the period and the plan. The disclosure of
 * the loan and the statement of each renewal (renewal-document.ts) both state them.
 */
export function scheduleFigures(schedule: Schedule) {
  return {
    principalAmount: schedule.principalAmount,
    netProceedsAmount: schedule.principalAmount,
    interestAmount: schedule.interestAmount,
    feesAmount: schedule.feesAmount,
    financeChargeAmount: schedule.interestAmount + schedule.feesAmount,
    totalAmount: schedule.totalAmount,
    startOn: schedule.startOn,
    maturityOn: schedule.maturityOn,
    fees: schedule.fees.map((f) => ({ text: f.label, amount: f.amount })),
    repay_plans: plansOf(schedule),
  } satisfies Partial<AgreementDocument>;
}
