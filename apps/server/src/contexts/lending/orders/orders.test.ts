// @module-tag database: two scores in flight together record one
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails, OrderList } from '@pautang/contract/loans';
import type { Home } from '@pautang/contract/origination';
import { formatPeso } from '@pautang/contract/format/money';
import { buildTestApp, readyToSign, type TestApp } from '../../../test-helper';

let t: TestApp;
let maria: string;
let jose: string;
let ana: string;
beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: 'orders-test', delaySeconds: 5 } });
  maria = await t.signIn('10001', 100000);
  jose = await t.signIn('10002', 100000);
  ana = await t.signIn('10003', 100000);
});
afterAll(() => t.close());

const details = async (sessionId: string, orderId: string) => {
  const res = await t.call('loanDetails', { sessionId, query: { orderId } });
  return res;
};
const data = async (sessionId: string, orderId: string) =>
  (await details(sessionId, orderId)).body.data as OrderDetails;
const row = (d: OrderDetails, text: string) => d.userOrderDetail.detail.find((r) => r.text === text)?.value;
const moveDate = (body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: body });
const runPayouts = async () =>
  (await t.inject({ method: 'POST', url: '/attempt/dev/payouts' })).json() as {
    data: { settled: number; retried: number };
  };

describe('order details of the seeded orders', () => {
  it.each([
    ['PT0000000021', 'jose', 21, 0, 'Under review'],
    ['PT0000000151', 'jose', 151, 0, 'Approved, disbursing'],
    ['PT0000000110', 'jose', 110, 0, 'Loan application failed'],
    ['PT0000000170', 'jose', 170, 0, 'Repayment processing'],
    ['PT0000000174', 'jose', 174, 0, 'To be repaid'],
    ['PT0000001741', 'maria', 174, 1, 'To be repaid'],
    ['PT0000000180', 'maria', 180, 1, 'Overdue'],
    ['PT0000000200', 'jose', 200, 0, 'Loan settled'],
  ] as const)('%s of %s has status %i, isDelay %i', async (orderId, who, status, isDelay, text) => {
    const d = await data(who === 'jose' ? jose : maria, orderId);
    expect(d.orderStatus).toBe(status);
    expect(d.isDelay).toBe(isDelay);
    expect(d.noticeStatusText).toBe(text);
    const stored = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(status);
  });

  it('recommends what Home offers, with Home’s ranges, and no Apply the borrower cannot take now', async () => {
    // Issue 40: "₱10,000 - ₱20,000" and "Apply now" while Home said ₱10,000.00 to ₱10,000.00 and a second loan was
    // refused. Jose has loans open: every offer is grey and says why; the ranges are Home's, from the engine.
    const home = (await t.call('homePage', { sessionId: jose })).body.data as Home;
    const failed = await data(jose, 'PT0000000110');
    const recs = failed.recProducts;
    const homeIds = home.products.map((p) => p.productId).filter((id) => id !== failed.productId);
    expect(recs.map((r) => r.productId)).toEqual(homeIds);
    for (const rec of recs) {
      const p = home.products.find((h) => h.productId === rec.productId)!;
      expect(rec.range).toBe(
        p.maxAmount > p.minAmount
          ? `${formatPeso(p.minAmount)} - ${formatPeso(p.maxAmount)}`
          : formatPeso(p.minAmount),
      );
      expect(rec).toMatchObject({ enabled: 0, buttonText: 'Repay your loan first' });
    }
    expect(home.products.every((p) => p.available === 0)).toBe(true);
  });

  it('shows recommended products only where there are no action buttons', async () => {
    expect((await data(jose, 'PT0000000110')).recProducts.length).toBeGreaterThan(0);
    expect((await data(jose, 'PT0000000174')).recProducts).toEqual([]);
  });

  it('caps the late charges of the uncovered ₱20,000 loan 10 days late under the lender’s policy', async () => {
    const d = await data(maria, 'PT0000000180');
    // 5% a month of the unpaid amount (₱24,500) for 10 days = ₱408.33, all taken by the ₱1,000 penalty.
    expect(row(d, 'Late penalty')).toBe(40833);
    expect(row(d, 'Days overdue')).toBe(10);
    expect(d.inside).toBe('');
    expect(d.repayAmount).toBe(2450000 + 40833);
  });

  it('charges the seed late figures on that loan when it was signed without the policy (new client)', async () => {
    await t.db
      .updateTable('orders')
      .set({ caps_all_loans: false })
      .where('id', '=', 'PT0000000180')
      .execute();
    const d = await data(maria, 'PT0000000180');
    expect(row(d, 'Late penalty')).toBe(100000);
    // 5% a day of the unpaid amount (₱24,500) for 10 days = ₱12,250.
    expect(row(d, 'Late interest')).toBe(1225000);
    expect(d.repayAmount).toBe(2450000 + 100000 + 1225000);
    await t.db.updateTable('orders').set({ caps_all_loans: true }).where('id', '=', 'PT0000000180').execute();
  });

  it('gives the redirect, the card prompt, kind tips and the score flag', async () => {
    const redirect = await data(maria, 'PT0000000301');
    expect(redirect.playeduL).toMatch(
      /^http:\/\/.+\/loanAgreement\?kind=disclosure-statement&productId=prod-flex-12k&orderId=PT0000000301$/,
    );
    const card = await data(maria, 'PT0000000302');
    expect(card).toMatchObject({
      cardNeedPop: 1,
      cardPopTitle: expect.any(String),
      cardPopMsg: expect.any(String),
    });
    expect((await data(jose, 'PT0000000303')).KindTipsMsg).not.toBe('');
    expect((await data(jose, 'PT0000000304')).isScore).toBe('1');
  });

  it('answers another borrower’s order exactly like a missing one', async () => {
    const other = await details(jose, 'PT0000000180');
    const missing = await details(jose, 'PT0000099999');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body).toEqual({
      code: ErrorCode.NotFound,
      message: 'We could not find this order.',
      data: null,
      success: false,
    });
  });
});

describe('order list', () => {
  const list = async (sessionId: string) => (await t.call('orderList', { sessionId })).body.data as OrderList;
  const storedIds = async (userId: string) =>
    (
      await t.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id);

  it("gives each borrower their own orders, newest first, and nobody else's", async () => {
    const [mine, joses] = [await list(maria), await list(jose)];
    expect(mine.list.map((o) => o.orderId)).toEqual(await storedIds('10001'));
    expect(joses.list.map((o) => o.orderId)).toEqual(await storedIds('10002'));
    expect(joses.list.map((o) => o.orderId)).toEqual(
      expect.arrayContaining(['PT0000000021', 'PT0000000174', 'PT0000000200']),
    );
    expect(mine.list.map((o) => o.orderId)).not.toContain('PT0000000174');
  });

  it('states each order as its details page does: status, words, amounts due, and a link to it', async () => {
    for (const order of (await list(jose)).list) {
      const d = await data(jose, order.orderId);
      expect(order).toMatchObject({
        orderStatus: d.orderStatus,
        statusText: d.noticeStatusText,
        repayAmount: d.repayAmount,
        repayDate: d.repayDate,
        productName: d.productName,
      });
      expect(order.outstandingAmount).toBe(row(d, 'Outstanding amount') ?? 0);
      const url = new URL(order.lendDetailsUrl);
      expect(url.origin).toBe(t.config.publicOrigin);
      expect(url.searchParams.get('orderId')).toBe(order.orderId);
    }
    const due = (await list(jose)).list.find((o) => o.orderId === 'PT0000000174');
    expect(due?.outstandingAmount).toBeGreaterThan(0);
    expect(due?.loanAmount).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const res = await t.call('orderList', {});
    expect(res.body.code).toBe(ErrorCode.SessionMissing);
  });
});

describe('score and card prompt', () => {
  it.each([0, 6, 'x'])('refuses a score of %s and changes nothing', async (score) => {
    const res = await t.call('googleScore', { sessionId: jose, body: { orderId: 'PT0000000304', score } });
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.message).toMatch(/^Invalid score/);
    const stored = await t.db
      .selectFrom('orders')
      .select(['score', 'is_score'])
      .where('id', '=', 'PT0000000304')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ score: null, is_score: '1' });
  });

  it('refuses a score on another borrower’s order', async () => {
    const res = await t.call('googleScore', {
      sessionId: maria,
      body: { orderId: 'PT0000000304', score: 5 },
    });
    expect(res.body.code).toBe(ErrorCode.NotFound);
  });

  it('stores the borrower’s real pick once', async () => {
    const res = await t.call('googleScore', { sessionId: jose, body: { orderId: 'PT0000000304', score: 3 } });
    expect(res.body).toEqual({ code: 0, message: 'success', data: null, success: true });
    const stored = await t.db
      .selectFrom('orders')
      .select(['score', 'is_score'])
      .where('id', '=', 'PT0000000304')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ score: 3, is_score: '0' });
    expect((await data(jose, 'PT0000000304')).isScore).toBe('0');
  });

  it('accepts a score only once, and only on an order that asks for one', async () => {
    // Again on the scored order, and on one that never asked (order-200): refused, nothing changes.
    for (const orderId of ['PT0000000304', 'PT0000000200']) {
      const res = await t.call('googleScore', { sessionId: jose, body: { orderId, score: 5 } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: ErrorCode.Conflict,
        message: 'This order is not asking for a rating.',
        data: null,
        success: false,
      });
    }
    const stored = await t.db
      .selectFrom('orders')
      .select(['id', 'score'])
      .where('id', 'in', ['PT0000000304', 'PT0000000200'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: 'PT0000000200', score: null },
      { id: 'PT0000000304', score: 3 },
    ]);
  });

  it('records one score when two arrive at once', async () => {
    await t.db
      .updateTable('orders')
      .set({ is_score: '1', score: null })
      .where('id', '=', 'PT0000000304')
      .execute();
    const answers = await Promise.all(
      [2, 4].map((score) =>
        t.call('googleScore', { sessionId: jose, body: { orderId: 'PT0000000304', score } }),
      ),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.Conflict]);
  });

  it('closing the card prompt sets it to 0 on the server, for the owner only, stamped with the clock', async () => {
    expect(
      (await t.call('cardPopClose', { sessionId: jose, body: { orderId: 'PT0000000302' } })).body.code,
    ).toBe(ErrorCode.NotFound);
    expect((await data(maria, 'PT0000000302')).cardNeedPop).toBe(1);
    expect(
      (await t.call('cardPopClose', { sessionId: maria, body: { orderId: 'PT0000000302' } })).body.code,
    ).toBe(0);
    expect((await data(maria, 'PT0000000302')).cardNeedPop).toBe(0);
    // updated_at comes from the app's clock (the test's is days behind the wall clock), like every order update.
    const stored = await t.db
      .selectFrom('orders')
      .select('updated_at')
      .where('id', '=', 'PT0000000302')
      .executeTakeFirstOrThrow();
    expect(new Date(stored.updated_at).toISOString()).toBe(t.clock.now.toISOString());
  });
});

describe('status transitions through the payout sandbox and the business date', () => {
  const pushFor = (
    productId: string,
    amount: number,
    periods: number,
    requestId: string,
    sessionId: string = ana,
  ) =>
    t.call('loanDetailPush', {
      sessionId,
      body: {
        productId,
        amount,
        periods,
        termUnit: 1,
        channel: 'h5',
        agreed: 1,
        agreementIds: ['loan-agreement', 'disclosure-statement'],
        requestId,
      },
    });

  it('151 once sent to Ana’s GCash → 174 when the sandbox pays → 180 past due, with the covered loan’s charges capped', async () => {
    await readyToSign(t, '10003', 'prod-quick-5k');
    const pushed = await pushFor('prod-quick-5k', 500000, 91, '00000000-0000-0000-0000-000000000001');
    const orderId = (pushed.body.data as { orderId: string }).orderId;
    expect((await data(ana, orderId)).orderStatus).toBe(151);
    t.clock.now = new Date(t.clock.now.getTime() + 6000);
    // Reads never write: past the delay, reading leaves the order as stored until the payout's postback.
    const before = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect((await data(ana, orderId)).orderStatus).toBe(151);
    expect(
      await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await runPayouts()).data).toEqual({ settled: 1, retried: 0 });
    expect((await runPayouts()).data).toEqual({ settled: 0, retried: 0 });
    const disbursed = await data(ana, orderId);
    expect(disbursed.orderStatus).toBe(174);
    expect(disbursed.inside).toMatch(/covered by the SEC caps/);

    // Due after 91 days; 10 days late.
    expect((await moveDate({ days: 101 })).statusCode).toBe(200);
    const late = await data(ana, orderId);
    expect(late.orderStatus).toBe(180);
    const charges = Number(row(late, 'Late penalty') ?? 0) + Number(row(late, 'Late interest') ?? 0);
    // Seed figures would be ₱1,000 + 10 × 5% × ₱5,882.50; the cap allows 5% a month of ₱5,882.50 pro rata: ₱98.04.
    expect(charges).toBe(9804);
    await moveDate({ reset: true });
    expect((await data(ana, orderId)).orderStatus).toBe(174);
  });

  it('refuses a business date in the past or malformed', async () => {
    const past = await moveDate({ businessDate: '2020-01-01' });
    expect(past.json()).toMatchObject({ code: ErrorCode.Validation });
    const bad = await moveDate({ days: -3 });
    expect(bad.json()).toMatchObject({ code: ErrorCode.Validation });
  });

  // The year 9999 was taken, and every confirmation after it failed with a 500.
  it('refuses a business date after 2099, however it is reached', async () => {
    const far = await moveDate({ businessDate: '9999-12-31' });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({
      code: ErrorCode.Validation,
      message: 'Invalid businessDate: must be 2099-12-31 or earlier',
      data: null,
      success: false,
    });
    expect((await moveDate({ businessDate: '2099-12-31' })).statusCode).toBe(200);
    expect((await moveDate({ days: 1 })).json()).toMatchObject({ code: ErrorCode.Validation });
    const ana = await t.signIn('10003');
    // Approved on that far date: an approval is signable for 7 days.
    await readyToSign(t, '10003', 'prod-quick-5k');
    const confirm = await t.call('loanDetailConfirm', {
      sessionId: ana,
      body: { productId: 'prod-quick-5k' },
    });
    expect(confirm.body.code).toBe(0);
    await moveDate({ reset: true });
  });
});

describe('early payoff on order details', () => {
  it('says when prepayment opens, then shows today’s payoff with interest only to date (₱345.00 on day 46)', async () => {
    // order-174-delay: ₱5,000 for 91 days, disbursed 20 days before the business date (2026-11-01).
    const before = await data(maria, 'PT0000001741');
    expect(row(before, 'Early repayment from')).toBe('2026-12-17');
    expect(row(before, 'To pay off today')).toBeUndefined();

    expect((await moveDate({ days: 26 })).statusCode).toBe(200);
    const day46 = await data(maria, 'PT0000001741');
    // ₱5,000 + ₱345.00 of interest for 46 days + ₱200 of fees, instead of ₱5,882.50.
    expect(row(day46, 'To pay off today')).toBe(554_500);
    expect(row(day46, 'Interest you save by paying off today')).toBe(33_750);
    expect(row(day46, 'Outstanding amount')).toBe(588_250);
    await moveDate({ reset: true });
  });
});
