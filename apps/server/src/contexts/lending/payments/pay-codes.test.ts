// @module-tag database: 20 taps in flight together, and the database's one-live-code constraint
// Issue 25, pay codes: one live code per debt (held by the database, under taps really in flight together on
// PostgreSQL), other codes die when the debt changes, a code paid after its debt is gone becomes a refund and never
// a second rollover or payoff, a code's amount holds until it expires, and a failed payment tells the borrower.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefundOwed } from '@pautang/contract/back-office';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import type { AgreementDocument, OrderDetails } from '@pautang/contract/loans';
import type { GenerateVcode, PaymentRecords } from '@pautang/contract/repayment';
import { accrue, quoteRollover } from '@pautang/loan-engine';
import { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from '../../demo/index';
import { DEMO_AGENT } from '../../demo/index';
import { resetDemoOrder } from '../../demo/index';
import { postbackDigest } from '../../../platform/payment-gateway/gateway';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';
import { POSTBACK_PATH } from './gateway.routes';

const SECRET = 'pautang-sandbox-gateway';
let t: TestApp;
let maria: string;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OVERDUE = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };
const ROLLABLE = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };

beforeEach(async () => {
  // A day later each test: codes of one test never meet another's, and the session outlives the clock moves.
  t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
  const bd = await getBusinessDate(t.db, t.clock.now);
  await resetDemoOrder(t.db, 'order-180', bd);
  await resetDemoOrder(t.db, 'order-174-delay', bd);
  maria = await t.signIn('10001', 60 * 24 * 7);
});

async function orderRow(orderId: string) {
  return t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function figures(orderId: string) {
  const row = await orderRow(orderId);
  const bd = await getBusinessDate(t.db, t.clock.now);
  return { row, bd, accrual: accrue(loanStateOf(row), bd), rollover: quoteRollover(loanStateOf(row), bd) };
}

const vcode = (body: Record<string, unknown>) =>
  t.call('generateVcode', { sessionId: maria, body: { channelNumber: 'GCSH', ...body } });

async function newCode(body: Record<string, unknown>): Promise<GenerateVcode> {
  const res = await vcode(body);
  expect(res.body.message).toBe('success');
  return res.body.data as GenerateVcode;
}

const codesOf = (orderId: string) =>
  t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
const payment = (id: string) =>
  t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledger = (orderId: string) =>
  t.db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).execute();
const gatewayStatus = async (txnId: string) =>
  (
    await t.db
      .selectFrom('sandbox_transactions')
      .select('status')
      .where('txn_id', '=', txnId)
      .executeTakeFirstOrThrow()
  ).status;

const pressPay = (txnid: string, action = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
    payload: new URLSearchParams({ txnid, action }).toString(),
  });

/**
 * The payer paid at the gateway before our void reached it: the gateway says S, and its signed postback arrives.
 */
async function paidAnyway(txnId: string): Promise<string> {
  await t.db.updateTable('sandbox_transactions').set({ status: 'S' }).where('txn_id', '=', txnId).execute();
  const row = await t.db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('txn_id', '=', txnId)
    .executeTakeFirstOrThrow();
  const p = { txnid: row.txn_id, refno: row.ref_no, status: 'S', message: 'Payment received' };
  const res = await t.app.inject({
    method: 'POST',
    url: POSTBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...p, digest: postbackDigest(p, SECRET) }).toString(),
  });
  return res.body;
}

async function orderDetails(orderId: string, productId: string): Promise<OrderDetails> {
  const res = await t.call('loanDetails', { sessionId: maria, query: { orderId, productId } });
  expect(res.body.code).toBe(0);
  return res.body.data as OrderDetails;
}

describe('one live code per order and purpose', () => {
  it('20 taps at once open one code, and every tap answers it', async () => {
    const { accrual } = await figures(OVERDUE.orderId);
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => vcode({ ...OVERDUE, amount: accrual.dueAmount })),
    );
    expect(taps.map((r) => r.body.message)).toEqual(Array(20).fill('success'));
    const refs = new Set(taps.map((r) => (r.body.data as GenerateVcode).referenceNo));
    expect(refs.size).toBe(1);
    const codes = await codesOf(OVERDUE.orderId);
    expect(codes.map((c) => c.status)).toEqual(['pending']);
    // The gateway was asked once.
    const atGateway = await t.db
      .selectFrom('sandbox_transactions')
      .select('txn_id')
      .where('description', 'like', `%${OVERDUE.orderId}%`)
      .where('status', '=', 'P')
      .execute();
    expect(atGateway.map((r) => r.txn_id)).toEqual([...refs]);
  });

  it('taps for two channels at once leave one live code; the other is cancelled at the gateway too', async () => {
    const { accrual } = await figures(OVERDUE.orderId);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        vcode({ ...OVERDUE, amount: accrual.dueAmount, channelNumber: i % 2 ? 'GCSH' : 'PYMY' }),
      ),
    );
    const codes = await codesOf(OVERDUE.orderId);
    const live = codes.filter((c) => c.status === 'pending' || c.status === 'opening');
    expect(live).toHaveLength(1);
    for (const dead of codes.filter((c) => c.status === 'cancelled')) {
      expect(await gatewayStatus(dead.id)).toBe('V');
    }
  });

  it('the database refuses a second live code whatever the code does', async () => {
    const { accrual } = await figures(OVERDUE.orderId);
    const code = await newCode({ ...OVERDUE, amount: accrual.dueAmount });
    const row = await payment(code.referenceNo);
    await expect(
      t.db
        .insertInto('payments')
        .values({ ...row, id: 'PTX-SECOND', created_at: row.created_at, updated_at: row.updated_at })
        .execute(),
    ).rejects.toThrow(/payments_one_live_code|unique/i);
  });
});

describe('when a debt changes, its other codes die', () => {
  it('a stale rollover code paid anyway goes to the refund balance, never to a second rollover', async () => {
    const { rollover } = await figures(ROLLABLE.orderId);
    expect(rollover.allowed).toBe(true);
    const first = await newCode({ ...ROLLABLE, amount: rollover.delayAmount, isDelay: 1 });
    const second = await newCode({
      ...ROLLABLE,
      amount: rollover.delayAmount,
      isDelay: 1,
      channelNumber: 'PYMY',
    });
    expect((await payment(first.referenceNo)).status).toBe('cancelled');
    expect(await gatewayStatus(first.referenceNo)).toBe('V');

    await pressPay(second.referenceNo);
    expect((await orderRow(ROLLABLE.orderId)).rollover_count).toBe(1);
    expect(await paidAnyway(first.referenceNo)).toBe('result=OK');

    expect((await orderRow(ROLLABLE.orderId)).rollover_count).toBe(1);
    expect(await ledger(ROLLABLE.orderId)).toHaveLength(1);
    expect(await payment(first.referenceNo)).toMatchObject({
      status: 'paid',
      refund_amount: rollover.delayAmount,
      refunded_at: null,
    });
    const details = await orderDetails(ROLLABLE.orderId, ROLLABLE.productId);
    expect(details.refundMsg).toBe(`${formatPeso(rollover.delayAmount)} will be returned to you.`);
    const records = (await t.call('paymentRecords', { sessionId: maria, body: ROLLABLE })).body
      .data as PaymentRecords;
    expect(records.refundAmount).toBe(rollover.delayAmount);
    expect(records.refunds.map((r) => r.referenceNo)).toEqual([first.referenceNo]);
    expect(records.records).toHaveLength(1);

    // Staff see it in the list of refunds owed; a borrower's session or no cookie sees nothing.
    const agent = await t.inject({
      method: 'POST',
      url: '/attempt/console/sign-in',
      payload: { username: DEMO_AGENT.username, password: DEMO_AGENT.password },
    });
    const cookie = String(agent.headers['set-cookie']).split(';')[0] ?? '';
    const list = await t.inject({ method: 'GET', url: '/attempt/console/refunds', headers: { cookie } });
    const refunds = (list.json() as { data: { refunds: RefundOwed[] } }).data.refunds;
    expect(refunds.find((r) => r.referenceNo === first.referenceNo)).toMatchObject({
      userId: '10001',
      orderId: ROLLABLE.orderId,
      amount: rollover.delayAmount,
      refundAmount: rollover.delayAmount,
      reason: 'stale',
      channelName: 'GCash',
    });
    const anonymous = await t.inject({ method: 'GET', url: '/attempt/console/refunds' });
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.SessionMissing, data: null });
  });

  it('a card debit settles the order: its live code is voided, and paid anyway it is refunded whole', async () => {
    await resetDemoBankAccounts(t.db, '10001', DEMO_AUTHORIZED_ACCOUNT, t.clock.now.toISOString());
    const { accrual } = await figures(OVERDUE.orderId);
    const code = await newCode({ ...OVERDUE, amount: accrual.dueAmount, channelNumber: 'CEBL' });

    const way = (
      await t.call('repaymentWay', {
        sessionId: maria,
        query: { orderId: OVERDUE.orderId },
        body: { orderId: OVERDUE.orderId },
      })
    ).body.data as { repayToken: string; bankCards: { id: string }[] };
    const commit = await t.call('repaymentCommit', {
      sessionId: maria,
      body: {
        orderId: OVERDUE.orderId,
        couponId: null,
        amount: accrual.dueAmount,
        cardId: DEMO_AUTHORIZED_ACCOUNT,
        repayToken: way.repayToken,
        sendMsg: 0,
      },
    });
    expect(commit.body).toMatchObject({ code: 0, data: { needValid: 0 } });
    expect((await payment(code.referenceNo)).status).toBe('cancelled');
    expect(await gatewayStatus(code.referenceNo)).toBe('V');
    const settled = await figures(OVERDUE.orderId);
    expect(settled.accrual.dueAmount).toBe(0);

    expect(await paidAnyway(code.referenceNo)).toBe('result=OK');
    const after = await figures(OVERDUE.orderId);
    expect(after.accrual).toEqual(settled.accrual);
    expect(await ledger(OVERDUE.orderId)).toHaveLength(1);
    expect((await payment(code.referenceNo)).refund_amount).toBe(accrual.dueAmount);
    expect((await orderDetails(OVERDUE.orderId, OVERDUE.productId)).refundMsg).toBe(
      `${formatPeso(accrual.dueAmount)} will be returned to you.`,
    );
  });
});

describe('a code keeps its promise', () => {
  it('an overdue order’s 48-hour code paid the next day settles what it quoted, with no late interest after', async () => {
    const before = await figures(OVERDUE.orderId);
    expect(before.accrual.dueAmount).toBeGreaterThan(0);
    const code = await newCode({ ...OVERDUE, amount: before.accrual.dueAmount, channelNumber: 'CEBL' });
    expect(Date.parse(code.expiresAt) - t.clock.now.getTime()).toBe(48 * 3_600_000);

    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
    const nextDay = await figures(OVERDUE.orderId);
    expect(nextDay.accrual.dueAmount).toBeGreaterThan(before.accrual.dueAmount);
    // The repayment page still offers the live code, with its own amount.
    const page = await t.call('loanPlayDetail', { sessionId: maria, body: OVERDUE });
    expect(page.body.data).toMatchObject({
      defDetail: { referenceNo: code.referenceNo, amount: before.accrual.dueAmount },
    });

    await pressPay(code.referenceNo);
    const after = await figures(OVERDUE.orderId);
    expect(after.accrual.dueAmount).toBe(0);
    expect(after.row.status).not.toBe(180);
    const [entry] = await ledger(OVERDUE.orderId);
    expect(entry).toMatchObject({ amount: before.accrual.dueAmount, remainder_amount: 0 });
    expect((await orderDetails(OVERDUE.orderId, OVERDUE.productId)).refundMsg).toBe('');
  });
  it('a rollover code paid the day after its quote rolls over as quoted, and renewal statement 1 says so', async () => {
    const quoted = await figures(ROLLABLE.orderId);
    const quotedStatement = (
      await t.call('agreement', { sessionId: maria, body: { ...ROLLABLE, kind: 'renewal-statement' } })
    ).body.data as AgreementDocument;
    const code = await newCode({
      ...ROLLABLE,
      amount: quoted.rollover.delayAmount,
      isDelay: 1,
      channelNumber: 'CEBL',
    });

    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
    await pressPay(code.referenceNo);
    const after = await orderRow(ROLLABLE.orderId);
    expect(after.rollover_count).toBe(1);
    expect(after.period_start_on).toBe(quoted.bd);
    const [entry] = await ledger(ROLLABLE.orderId);
    expect(entry).toMatchObject({ kind: 'rollover', business_date: quoted.bd, remainder_amount: 0 });
    const issued = (
      await t.call('agreement', {
        sessionId: maria,
        body: { ...ROLLABLE, kind: 'renewal-statement', renewal: 1 },
      })
    ).body.data as AgreementDocument;
    expect(issued.maturityOn).toBe(quoted.rollover.newDueOn);
    expect(issued.maturityOn).toBe(quotedStatement.maturityOn);
    expect(issued.renewal).toMatchObject({
      rolledOverOn: quoted.bd,
      priceAmount: quoted.rollover.delayAmount,
    });
  });
});

describe('a payment that did not go through tells the borrower', () => {
  it('after “Fail the payment” the order page says what happened and what to do', async () => {
    const { accrual } = await figures(OVERDUE.orderId);
    const code = await newCode({ ...OVERDUE, amount: accrual.dueAmount });
    expect((await orderDetails(OVERDUE.orderId, OVERDUE.productId)).paymentNotice).toBe('');
    await pressPay(code.referenceNo, 'fail');
    const details = await orderDetails(OVERDUE.orderId, OVERDUE.productId);
    expect(details.paymentNotice).toBe(
      `Your payment of ${formatPeso(accrual.dueAmount)} through GCash did not go through, and nothing was taken. Tap Repayment to choose a payment method and try again.`,
    );
    // A new code replaces the notice.
    await newCode({ ...OVERDUE, amount: accrual.dueAmount, channelNumber: 'PYMY' });
    expect((await orderDetails(OVERDUE.orderId, OVERDUE.productId)).paymentNotice).toBe('');
  });

  it('an expired code says so', async () => {
    const { accrual } = await figures(OVERDUE.orderId);
    const code = await newCode({ ...OVERDUE, amount: accrual.dueAmount, channelNumber: 'PYMY' });
    await pressPay(code.referenceNo, 'expire');
    expect((await orderDetails(OVERDUE.orderId, OVERDUE.productId)).paymentNotice).toMatch(
      /^Your Maya code for ₱[\d.,]+ expired before it was paid, and nothing was taken\. Tap Repayment to get a new code\.$/,
    );
  });
});
