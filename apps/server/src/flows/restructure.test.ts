// @module-tag database: a plan proposed, approved, offered and accepted or declined, with the books after each
// Restructuring (issue 42), as collections, finance and the borrower do it: a collector previews and proposes a
// repayment plan for Maria's overdue loan, finance approves it, and Maria finds it on her order's page with its
// disclosure statement. Accepting it closes the loan into a plan order, each naming the other, and the books
// agree with the engine after; declining leaves the loan as it was; an offer past its last day is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementDocument, OrderDetails } from '@pautang/contract/loans';
import type { BooksCheck, TrialBalance } from '@pautang/contract/ledger';
import type { BorrowerFile } from '@pautang/contract/borrower-file';
import type { PortfolioReport } from '@pautang/contract/reports';
import type { RestructureQuote } from '@pautang/contract/restructure';
import { ErrorCode } from '@pautang/contract/errors';
import { accrue } from '@pautang/loan-engine';
import { resetDemoOrder } from '../contexts/demo/index';
import { loanStateOf } from '../contexts/lending/index';
import { getBusinessDate, setBusinessDate } from '../contexts/staff/index';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../test-helper';
import { approveAs } from '../testing/approvals';

let t: TestApp;
let collector: string;
let finance: string;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  collector = await staffCookie(t, 'collector');
  finance = await staffCookie(t, 'finance');
  maria = await t.signIn('10001');
});
afterAll(() => t?.close());

const ORDER = 'PT0000000180';
const PRODUCT = async () =>
  (await t.db.selectFrom('orders').select('product_id').where('id', '=', ORDER).executeTakeFirstOrThrow())
    .product_id;
const businessDate = () => getBusinessDate(t.db, t.clock.now);

async function details(orderId: string, session = maria): Promise<OrderDetails> {
  const res = await t.call('loanDetails', { sessionId: session, query: { orderId } });
  expect(res.body.code, res.body.message).toBe(0);
  return res.body.data as OrderDetails;
}
const row = (d: OrderDetails, text: string) => d.userOrderDetail.detail.find((r) => r.text === text)?.value;
const decide = (body: { orderId: string; accept: 0 | 1; totalAmount: number }, session = maria) =>
  t.call('restructureDecide', { sessionId: session, body });

/** A plan previewed, proposed by the collector and approved by finance: the offer's figures. */
async function offer(plan: {
  instalmentCount: number;
  lateCharges: 'freeze' | 'waive';
}): Promise<RestructureQuote> {
  const preview = await staffCall(t, collector, 'consoleRestructureQuote', { id: ORDER, ...plan });
  expect(preview.code, preview.message).toBe(0);
  const proposed = await staffCall(t, collector, 'consoleProposeRestructure', {
    id: ORDER,
    ...plan,
    reason: 'Lost her job in October',
  });
  expect(proposed.data).toMatchObject({ status: 'pending' });
  await approveAs(t, finance, (proposed.data as { approvalId: string }).approvalId);
  return preview.data as RestructureQuote;
}

async function expectBooksAgree() {
  const check = await staffCall(t, finance, 'consoleBooksCheck', {});
  expect((check.data as BooksCheck).differences).toEqual([]);
  const tb = (await staffCall(t, finance, 'consoleTrialBalance', {})).data as TrialBalance;
  expect(tb.debitTotal).toBe(tb.creditTotal);
}

describe('a repayment plan', () => {
  it('previewed, proposed and approved, is offered on the order; accepted, the loan closes into the plan', async () => {
    await resetDemoOrder(t.db, 'order-180', await businessDate());
    const before = await details(ORDER);
    expect(before.orderStatus).toBe(180);
    expect(before.planOffer).toBeNull();

    const quote = await offer({ instalmentCount: 3, lateCharges: 'waive' });
    expect(quote.instalments).toHaveLength(3);
    expect(quote.waivedAmount).toBeGreaterThan(0);
    expect(quote.principalAmount + quote.carriedAmount + quote.waivedAmount).toBe(quote.settledAmount);
    expect(quote.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(quote.totalAmount);
    // A second proposal waits for the borrower's answer.
    const again = await staffCall(t, collector, 'consoleProposeRestructure', {
      id: ORDER,
      instalmentCount: 2,
      lateCharges: 'freeze',
      reason: 'Again',
    });
    expect(again.code).toBe(ErrorCode.Conflict);

    // Maria is told (the event's subscriber files her message), once.
    await t.deliverEvents();
    await t.deliverEvents();
    const told = await t.db
      .selectFrom('notifications')
      .select(['title', 'body', 'link'])
      .where('user_id', '=', '10001')
      .where('event', '=', 'plan-offered')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('A repayment plan for your loan');
    expect(told[0]!.body).toContain(`order ${ORDER} into a repayment plan`);
    const offered = await details(ORDER);
    expect(offered.planOffer).toMatchObject({ totalAmount: quote.totalAmount });
    expect(offered.planOffer!.text).toContain('repayment plan of 3 instalments');
    expect(offered.planOffer!.text).toContain('Your late charges are waived');
    const url = new URL(offered.planOffer!.disclosureUrl);
    expect(url.searchParams.get('kind')).toBe('restructure-plan');

    // Its disclosure statement: the balance carried is the amount financed, the interest its finance charge.
    const productId = await PRODUCT();
    const read = await t.call('agreement', {
      sessionId: maria,
      body: { kind: 'restructure-plan', productId, orderId: ORDER },
    });
    expect(read.body.code, read.body.message).toBe(0);
    const doc = read.body.data as AgreementDocument;
    expect(doc.plan).toMatchObject({
      fromOrderNo: ORDER,
      lateCharges: 'waive',
      waivedAmount: quote.waivedAmount,
    });
    expect(doc.principalAmount).toBe(quote.principalAmount + quote.carriedAmount);
    expect(doc.financeChargeAmount).toBe(quote.interestAmount);
    expect(doc.totalAmount).toBe(quote.totalAmount);
    expect(doc.repay_plans).toHaveLength(3);
    expect(doc.penaltyAmount).toBe(0);

    // Somebody else's order reads as missing; a total not the one shown is refused.
    const ana = await t.signIn('10003');
    expect((await decide({ orderId: ORDER, accept: 1, totalAmount: quote.totalAmount }, ana)).body.code).toBe(
      ErrorCode.NotFound,
    );
    const moved = await decide({ orderId: ORDER, accept: 1, totalAmount: quote.totalAmount + 1 });
    expect(moved.body).toMatchObject({ code: ErrorCode.Conflict });
    expect(moved.body.message).toContain('figures changed today');

    const disbursedToday = async () => {
      const r = (await staffCall(t, finance, 'consolePortfolioReport', {})).data as PortfolioReport;
      return r.days.find((d) => d.day === r.to)?.disbursedAmount ?? 0;
    };
    const disbursedBefore = await disbursedToday();
    const accepted = await decide({ orderId: ORDER, accept: 1, totalAmount: quote.totalAmount });
    expect(accepted.body.code, accepted.body.message).toBe(0);
    const planId = (accepted.body.data as { orderId: string }).orderId;
    expect(planId).not.toBe(ORDER);

    // The plan lends no money: the day's disbursements are as they were.
    expect(await disbursedToday()).toBe(disbursedBefore);
    const closed = await details(ORDER);
    expect(closed.orderStatus).toBe(200);
    expect(closed.planOffer).toBeNull();
    expect(row(closed, 'Closed into repayment plan')).toBe(planId);
    const plan = await details(planId);
    expect(plan.orderStatus).toBe(174);
    expect(row(plan, 'Repayment plan of order')).toBe(ORDER);
    expect(row(plan, 'Outstanding amount')).toBe(quote.totalAmount);
    const planRow = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(accrue(loanStateOf(planRow), await businessDate()).outstandingAmount).toBe(quote.totalAmount);

    // The plan order's own disclosure statement is the one accepted, now signed.
    const own = (
      await t.call('agreement', {
        sessionId: maria,
        body: { kind: 'disclosure-statement', productId, orderId: planId },
      })
    ).body.data as AgreementDocument;
    expect(own).toMatchObject({ kind: 'restructure-plan', orderNo: planId, totalAmount: quote.totalAmount });
    expect(own.agreedAt).not.toBeNull();

    // The staff's file and the statement of account name both ways too.
    const file = (await staffCall(t, collector, 'consoleBorrowerFile', { id: '10001' })).data as BorrowerFile;
    expect(file.orders.find((o) => o.orderId === ORDER)).toMatchObject({
      restructuredInto: planId,
      plan: { status: 'accepted', instalmentCount: 3, lateCharges: 'waive' },
    });
    expect(file.orders.find((o) => o.orderId === planId)).toMatchObject({ restructuredFrom: ORDER });
    const statement = await t.call('orderStatement', { sessionId: maria, query: { orderId: ORDER } });
    expect(statement.body.data).toMatchObject({ restructuredInto: planId, balanceAmount: 0 });

    // The books moved the loan to the plan, the waived late charges to waivers; they agree with the engine.
    await expectBooksAgree();
    const entry = await t.db
      .selectFrom('gl_entries')
      .select('id')
      .where('kind', '=', 'restructure')
      .where('order_id', '=', planId)
      .executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('gl_lines').selectAll().where('entry_id', '=', entry.id).execute();
    expect(lines.find((l) => l.account_code === '4090')?.debit).toBe(quote.waivedAmount);
    expect(lines.find((l) => l.account_code === '1100' && l.order_id === planId)?.debit).toBe(
      quote.principalAmount,
    );

    // Neither can be restructured again: the old loan is settled, the plan is a plan.
    for (const id of [ORDER, planId]) {
      const refused = await staffCall(t, collector, 'consoleRestructureQuote', {
        id,
        instalmentCount: 2,
        lateCharges: 'freeze',
      });
      expect(refused.code).toBe(ErrorCode.Conflict);
    }
  });

  it('declined, leaves the loan as it was; past its last day, it is gone', async () => {
    await resetDemoOrder(t.db, 'order-180', await businessDate());
    // The demo put the order back, and the plan it was closed into is gone with it.
    const plans = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', '10001')
      .where('restructured', '=', true)
      .execute();
    expect(plans).toEqual([]);
    const quote = await offer({ instalmentCount: 2, lateCharges: 'freeze' });
    expect(quote.waivedAmount).toBe(0);
    const declined = await decide({ orderId: ORDER, accept: 0, totalAmount: quote.totalAmount });
    expect(declined.body.code, declined.body.message).toBe(0);
    const after = await details(ORDER);
    expect(after.orderStatus).toBe(180);
    expect(after.planOffer).toBeNull();
    expect(row(after, 'Closed into repayment plan')).toBeUndefined();
    expect((await decide({ orderId: ORDER, accept: 1, totalAmount: quote.totalAmount })).body.code).toBe(
      ErrorCode.NotFound,
    );
    await expectBooksAgree();

    await offer({ instalmentCount: 4, lateCharges: 'waive' });
    const start = await businessDate();
    await setBusinessDate(t.db, t.clock.now, '2099-01-01');
    try {
      expect((await details(ORDER)).planOffer).toBeNull();
      const late = await decide({ orderId: ORDER, accept: 1, totalAmount: 1 });
      expect(late.body).toMatchObject({ code: ErrorCode.Conflict });
      expect(late.body.message).toContain('expired');
    } finally {
      await setBusinessDate(t.db, t.clock.now, start);
    }
  });
});
