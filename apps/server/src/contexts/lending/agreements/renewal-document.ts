// A renewal's disclosure statement: the order's disclosure statement (lender, borrower, terms, late charges,
// caps) with the figures of the renewed period in place of the original ones, and the rollover's own.
import type { AgreementDocument, AgreementDocumentRequest } from '@pautang/contract/loans';
import { lateChargesCap, simpleAnnualRateBp, type RenewalStatement } from '@pautang/loan-engine';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { renewalTexts, renewalTitle } from '../loans/loan-texts';
import { findOrderForUser } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { agreementDocument, scheduleFigures } from './agreements.service';
import { issuedRenewals, quotedRenewal } from './renewal-statements';

export async function renewalDocument(
  deps: Deps,
  userId: string,
  input: Pick<AgreementDocumentRequest, 'productId' | 'orderId' | 'renewal'>,
): Promise<AgreementDocument> {
  const order = input.orderId ? await findOrderForUser(deps.db, input.orderId, userId) : undefined;
  if (!order || order.product_id !== input.productId) throw notFound(ORDER_NOT_FOUND);
  const number = input.renewal === undefined ? undefined : Number(input.renewal);
  let statement: RenewalStatement | null | undefined;
  if (number === undefined) {
    statement = quotedRenewal(order, await getBusinessDate(deps.db, deps.clock()));
    if (!statement) throw new AppError(ErrorCode.Conflict, renewalTexts.refused);
  } else {
    statement = (await issuedRenewals(deps, order))[number - 1];
    if (!statement) throw notFound(renewalTexts.notFound);
  }
  const base = await agreementDocument(deps, userId, {
    productId: order.product_id,
    orderId: order.id,
    kind: 'disclosure-statement',
  });
  return renewedDocument(base, statement, number === undefined);
}

/** The disclosure's figures of the renewed period; the loan's own terms (rates, late charges, caps) stay. */
export function renewedDocument(
  base: AgreementDocument,
  s: RenewalStatement,
  quote: boolean,
): AgreementDocument {
  const { schedule } = s;
  return {
    ...base,
    kind: 'renewal-statement',
    title: quote ? renewalTexts.quoteTitle : renewalTitle(s.number),
    // A renewal lends on the principal still owed: no money changes hands, nothing is deducted from it.
    ...scheduleFigures(schedule),
    eirMonthlyBp: s.rate.monthlyBp,
    eirAnnualBp: s.rate.annualBp,
    covered: s.covered,
    simpleAnnualRateBp: simpleAnnualRateBp(schedule),
    // Capped as the loan is (the SEC caps, or the lender's policy the order was signed under), on the renewed total.
    lateChargesCapPer30DaysAmount:
      base.lateChargesCapPer30DaysAmount === null ? null : lateChargesCap(schedule.totalAmount, 30),
    // Accepted by paying the rollover, on the day it was paid; a quote is not accepted yet.
    agreedAt: null,
    renewal: {
      number: s.number,
      quote,
      rolledOverOn: s.rolledOverOn,
      previousDueOn: s.previousDueOn,
      priceAmount: s.priceAmount,
      interestAmount: s.interestAmount,
      penaltyAmount: s.penaltyAmount,
      lateInterestAmount: s.lateInterestAmount,
      rolloversLeft: s.rolloversLeft,
    },
  };
}
