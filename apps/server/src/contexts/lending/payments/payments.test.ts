// @module-tag database: 50 postbacks in flight together post once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { GenerateVcode, PaymentRecords } from '@pautang/contract/repayment';
import { accrue, quoteRollover } from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import {
  postbackDigest,
  type GatewayStatus,
  type PaymentGateway,
  type Postback,
} from '../../../platform/payment-gateway/gateway';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';
import { POSTBACK_PATH } from './gateway.routes';

const SECRET = 'pautang-sandbox-gateway';
let t: TestApp;
let maria: string;
let jose: string;

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
});
afterAll(() => t.close());

const order180 = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };

async function dueToday(orderId: string) {
  const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const bd = await getBusinessDate(t.db, t.clock.now);
  return { loan: loanStateOf(row), bd, due: accrue(loanStateOf(row), bd).dueAmount };
}

const vcode = (session: string, body: Record<string, unknown>) =>
  t.call('generateVcode', { sessionId: session, body: { channelNumber: 'GCSH', ...body } });

async function newCode(session: string, body: Record<string, unknown>): Promise<GenerateVcode> {
  const res = await vcode(session, body);
  expect(res.body.message).toBe('success');
  return res.body.data as GenerateVcode;
}

const sandbox = (
  txnid: string,
  action: string,
  from: Record<string, string> = { origin: t.config.publicOrigin },
) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...from },
    payload: new URLSearchParams({ txnid, action }).toString(),
  });

async function postback(p: Omit<Postback, 'digest'>, digest = postbackDigest(p, SECRET)) {
  const res = await t.app.inject({
    method: 'POST',
    url: POSTBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...p, digest }).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

const ledger = (orderId: string) =>
  t.db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).execute();
const payment = (id: string) =>
  t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sandboxRow = (txnId: string) =>
  t.db.selectFrom('sandbox_transactions').selectAll().where('txn_id', '=', txnId).executeTakeFirstOrThrow();

describe('generate-vcode', () => {
  it('opens a code for the exact amount due, once per double tap, with the gateway’s page', async () => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const { due } = await dueToday(order180.orderId);
    expect(due).toBeGreaterThan(0);
    const first = await newCode(maria, { ...order180, amount: due });
    const again = await newCode(maria, { ...order180, amount: due });
    expect(again.referenceNo).toBe(first.referenceNo);
    expect(first.amount).toBe(due);
    expect(first.payUrl).toBe(`${t.config.publicOrigin}${SANDBOX_PAGE}?txnid=${first.referenceNo}`);
    expect(Date.parse(first.expiresAt) - t.clock.now.getTime()).toBe(24 * 3_600_000);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(first.payUrl).pathname + new URL(first.payUrl).search,
    });
    expect(page.body).toContain(first.referenceNo);
    expect(page.body).toContain('Pay ₱');
  });

  it('refuses a wrong amount, an unknown channel, and another borrower’s order like a missing one', async () => {
    const { due } = await dueToday(order180.orderId);
    expect((await vcode(maria, { ...order180, amount: due + 1 })).body.code).toBe(ErrorCode.Validation);
    expect((await vcode(maria, { ...order180, amount: due, channelNumber: 'NOPE' })).body.code).toBe(
      ErrorCode.Validation,
    );
    const foreign = await vcode(jose, { ...order180, amount: due });
    const missing = await vcode(jose, { ...order180, orderId: 'PT9999999999', amount: due });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
  });
});

describe('the sandbox page’s buttons', () => {
  // Pages are sent with Referrer-Policy no-referrer, so the browser posts the page's own form with Origin null.
  it.each([
    ['a foreign page', { origin: 'https://evil.example' }, 403],
    ['a null Origin a browser marks cross-site', { origin: 'null', 'sec-fetch-site': 'cross-site' }, 403],
    ['a null Origin alone', { origin: 'null' }, 403],
    ['its own page under no-referrer', { origin: 'null', 'sec-fetch-site': 'same-origin' }, 303],
  ])('pressed from %s: %i', async (_from, headers, status) => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const before = await dueToday(order180.orderId);
    const code = await newCode(maria, { ...order180, amount: before.due });
    const res = await sandbox(code.referenceNo, 'fail', headers);
    expect(res.statusCode).toBe(status);
    expect((await sandboxRow(code.referenceNo)).status).toBe(status === 303 ? 'F' : 'P');
  });
});

describe('the money path through the sandbox', () => {
  it('sends the borrower back to order details with the session query they came with, never the session id', async () => {
    // Issue 40: the web view came back to /loanDetail?orderId=…&productId=… only, so the page lost its language.
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const { due } = await dueToday(order180.orderId);
    const res = await t.call('generateVcode', {
      sessionId: maria,
      query: { lang: 'fil', clientType: 'android' },
      body: { channelNumber: 'GCSH', ...order180, amount: due },
    });
    const code = res.body.data as GenerateVcode;
    const paid = await sandbox(code.referenceNo, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/loanDetail');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      orderId: 'PT0000000180',
      productId: 'prod-plus-20k',
      lang: 'fil',
      userId: '10001',
      clientType: 'android',
    });
    expect(back.searchParams.get('deviceId')).toBeTruthy();
    expect(back.searchParams.has('sessionId')).toBe(false);
  });

  it('pays on the sandbox page: the postback is verified, confirmed and posted once through the engine', async () => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order180.orderId).execute();
    const before = await dueToday(order180.orderId);
    const code = await newCode(maria, { ...order180, amount: before.due });
    const res = await sandbox(code.referenceNo, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('/loanDetail?orderId=PT0000000180');

    const entries = await ledger(order180.orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: before.due, applied_amount: before.due, remainder_amount: 0 });
    expect((await payment(code.referenceNo)).status).toBe('paid');
    const after = await dueToday(order180.orderId);
    expect(after.due).toBe(0);
    expect(entries[0]?.balance_after).toBe(accrue(after.loan, after.bd).outstandingAmount);

    // A replay of the same signed postback, and the sandbox pressed again: nothing more moves.
    const row = await sandboxRow(code.referenceNo);
    const replay = await postback({
      txnid: row.txn_id,
      refno: row.ref_no,
      status: 'S',
      message: 'Payment received',
    });
    expect(replay).toEqual({ status: 200, body: 'result=OK' });
    await sandbox(code.referenceNo, 'pay');
    expect(await ledger(order180.orderId)).toHaveLength(1);

    // A late failure after the success changes nothing.
    await t.db
      .updateTable('sandbox_transactions')
      .set({ status: 'F' })
      .where('txn_id', '=', row.txn_id)
      .execute();
    const late = await postback({
      txnid: row.txn_id,
      refno: row.ref_no,
      status: 'F',
      message: 'Payment failed',
    });
    expect(late.body).toBe('result=OK');
    expect((await payment(code.referenceNo)).status).toBe('paid');
    expect(await ledger(order180.orderId)).toHaveLength(1);
    const outcomes = await t.db
      .selectFrom('payment_postbacks')
      .select('outcome')
      .where('payment_id', '=', code.referenceNo)
      .orderBy('id')
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['posted', 'duplicate', 'ignored-after-success']);
  });

  it('the sandbox page finds no payment for a txnid none can have (a NUL reached PostgreSQL as a 500)', async () => {
    const pressed = await sandbox('PTX1\u0000', 'pay');
    expect([pressed.statusCode, pressed.body]).toEqual([404, 'No such payment.']);
    const page = await t.app.inject({ method: 'GET', url: `${SANDBOX_PAGE}?txnid=PTX1%00` });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a tampered digest and a postback for an unknown payment, moving nothing', async () => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const { due } = await dueToday(order180.orderId);
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order180.orderId).execute();
    const code = await newCode(maria, { ...order180, amount: due });
    const row = await sandboxRow(code.referenceNo);
    await t.db
      .updateTable('sandbox_transactions')
      .set({ status: 'S' })
      .where('txn_id', '=', row.txn_id)
      .execute();
    const p = { txnid: row.txn_id, refno: row.ref_no, status: 'S', message: 'Payment received' };
    const tampered = await postback(p, postbackDigest(p, 'not-our-secret'));
    expect(tampered).toEqual({ status: 400, body: 'result=FAIL_DIGEST_MISMATCH' });
    const unknown = await postback({ ...p, txnid: 'PTX999999999999' });
    expect(unknown.status).toBe(404);
    expect(await ledger(order180.orderId)).toHaveLength(0);
    expect((await payment(code.referenceNo)).status).toBe('pending');
  });

  it('a code past its expiry cannot be paid', async () => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    const { due } = await dueToday(order180.orderId);
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order180.orderId).execute();
    const code = await newCode(maria, { ...order180, amount: due, channelNumber: 'QRPH' });
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 2 * 3_600_000);
    try {
      await sandbox(code.referenceNo, 'pay');
      expect((await sandboxRow(code.referenceNo)).status).toBe('V');
      expect((await payment(code.referenceNo)).status).toBe('expired');
      expect(await ledger(order180.orderId)).toHaveLength(0);
      // A new code can be generated for the same payment (a new session: the old one has expired meanwhile).
      const fresh = await newCode(await t.signIn('10001'), {
        ...order180,
        amount: due,
        channelNumber: 'QRPH',
      });
      expect(fresh.referenceNo).not.toBe(code.referenceNo);
    } finally {
      t.clock.now = saved;
    }
  });

  it('a rollover is priced by the engine and rolls the loan over', async () => {
    await resetDemoOrder(t.db, 'order-174-delay', await getBusinessDate(t.db, t.clock.now));
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', '10001')
      .where('rollover_count', '=', 0)
      .where('id', '!=', 'PT0000000180')
      .execute();
    const today = await getBusinessDate(t.db, t.clock.now);
    const candidates = row.filter((r) => quoteRollover(loanStateOf(r), today).allowed);
    const target = candidates[0];
    expect(target, 'an order of Maria that may be rolled over').toBeDefined();
    if (!target) return;
    const bd = await getBusinessDate(t.db, t.clock.now);
    const quote = quoteRollover(loanStateOf(target), bd);
    expect(
      (
        await vcode(maria, {
          orderId: target.id,
          productId: target.product_id,
          amount: quote.delayAmount + 1,
          isDelay: 1,
        })
      ).body.code,
    ).toBe(ErrorCode.Validation);
    const code = await newCode(maria, {
      orderId: target.id,
      productId: target.product_id,
      amount: quote.delayAmount,
      isDelay: 1,
    });
    await sandbox(code.referenceNo, 'pay');
    const after = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after.rollover_count).toBe(1);
    const entries = await ledger(target.id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'rollover',
      amount: quote.delayAmount,
      remainder_amount: 0,
    });

    // Its receipt: the reference the gateway gave the borrower, what the price paid for, and the new due date.
    const records = (
      await t.call('paymentRecords', {
        sessionId: maria,
        body: { orderId: target.id, productId: target.product_id },
      })
    ).body.data as PaymentRecords;
    const receipt = records.records.find((r) => r.referenceNo === code.referenceNo);
    const gatewayRef = (await sandboxRow(code.referenceNo))?.ref_no;
    expect(gatewayRef).toMatch(/^[0-9A-F]{8}$/);
    expect(receipt).toMatchObject({ kind: 'rollover', payCode: gatewayRef, newDueOn: quote.newDueOn });
    expect(receipt?.lines).toEqual(
      [
        { label: 'Rollover: interest to the old due date', amount: quote.interestAmount },
        { label: 'Rollover: late penalty', amount: quote.penaltyAmount },
        { label: 'Rollover: late interest', amount: quote.lateInterestAmount },
      ].filter((l) => l.amount > 0),
    );
    expect(receipt?.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(quote.delayAmount);
  });
});

describe('payment status and receipts', () => {
  it('a lost postback: asking for the status confirms with the gateway and posts once; receipts add up', async () => {
    await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order180.orderId).execute();
    const { due } = await dueToday(order180.orderId);
    const code = await newCode(maria, { ...order180, amount: due, channelNumber: 'PYMY' });
    const ask = () => t.call('paymentStatus', { sessionId: maria, body: { referenceNo: code.referenceNo } });
    expect(((await ask()).body.data as { status: string }).status).toBe('pending');
    // The gateway took the money, but its postback never arrived.
    await t.db
      .updateTable('sandbox_transactions')
      .set({ status: 'S' })
      .where('txn_id', '=', code.referenceNo)
      .execute();
    const paid = (await ask()).body.data as { status: string; channelName: string; paidAt: string | null };
    expect(paid).toMatchObject({ status: 'paid', channelName: 'Maya' });
    expect(paid.paidAt).not.toBeNull();
    await ask();
    const entries = await ledger(order180.orderId);
    expect(entries).toHaveLength(1);

    const records = (await t.call('paymentRecords', { sessionId: maria, body: order180 })).body.data as {
      records: {
        referenceNo: string;
        payCode: string;
        amount: number;
        appliedAmount: number;
        lines: { amount: number }[];
        balanceAfter: number;
      }[];
      pending: unknown[];
    };
    expect(records.records).toHaveLength(1);
    const receipt = records.records[0];
    expect(receipt?.referenceNo).toBe(code.referenceNo);
    // The borrower holds the gateway's reference (their e-wallet shows it), not ours.
    expect(receipt?.payCode).toBe((await sandboxRow(code.referenceNo))?.ref_no);
    expect(receipt?.amount).toBe(due);
    expect(receipt?.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(receipt?.appliedAmount);
    expect(receipt?.balanceAfter).toBe(entries[0]?.balance_after);
    expect(records.pending).toEqual([]);
  });

  it('another borrower’s payment reads like a missing one', async () => {
    const ref = (
      await t.db.selectFrom('payments').select('id').where('user_id', '=', '10001').executeTakeFirstOrThrow()
    ).id;
    const foreign = await t.call('paymentStatus', { sessionId: jose, body: { referenceNo: ref } });
    const missing = await t.call('paymentStatus', {
      sessionId: jose,
      body: { referenceNo: 'PTX999999999998' },
    });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
  });
});

describe('postbacks the gateway does not confirm', () => {
  let f: TestApp;
  let fakeStatus: { status: GatewayStatus; amount: number | undefined };
  const FAKE_SECRET = 'fake-dragonpay-secret';
  const created = new Map<string, number>();
  const gateway: PaymentGateway = {
    name: 'dragonpay',
    settledTransactions: async () => [],
    async createPayment(input) {
      created.set(input.txnId, input.amount);
      return {
        refNo: `R${input.txnId.slice(-6)}`,
        payUrl: `https://test.dragonpay.ph/Pay.aspx?tokenid=${input.txnId}`,
      };
    },
    async fetchStatus(txnId) {
      return {
        refNo: `R${txnId.slice(-6)}`,
        status: fakeStatus.status,
        amount: fakeStatus.amount ?? created.get(txnId) ?? 0,
      };
    },
    verifyPostback: (p) => p.digest === postbackDigest(p, FAKE_SECRET),
    async voidPayment() {},
  };
  let session: string;

  beforeAll(async () => {
    f = await buildTestApp({}, { gateway });
    session = await f.signIn('10001');
  });
  afterAll(() => f.close());

  async function code() {
    const row = await f.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order180.orderId)
      .executeTakeFirstOrThrow();
    const due = accrue(loanStateOf(row), await getBusinessDate(f.db, f.clock.now)).dueAmount;
    const res = await f.call('generateVcode', {
      sessionId: session,
      body: { ...order180, amount: due, channelNumber: 'BOG' },
    });
    return res.body.data as GenerateVcode;
  }
  const send = (p: Omit<Postback, 'digest'>) =>
    f.app.inject({
      method: 'POST',
      url: POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...p, digest: postbackDigest(p, FAKE_SECRET) }).toString(),
    });
  const entries = () => f.db.selectFrom('ledger_entries').selectAll().execute();

  it('a success the status call contradicts, and a wrong amount, move nothing', async () => {
    const c = await code();
    const p = { txnid: c.referenceNo, refno: `R${c.referenceNo.slice(-6)}`, status: 'S', message: 'ok' };
    fakeStatus = { status: 'P', amount: undefined };
    expect((await send(p)).body).toBe('result=OK');
    fakeStatus = { status: 'S', amount: c.amount - 100 };
    expect((await send(p)).body).toBe('result=OK');
    expect(await entries()).toHaveLength(0);
    const outcomes = await f.db.selectFrom('payment_postbacks').select('outcome').orderBy('id').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['pending', 'amount-mismatch']);
  });

  it('50 concurrent identical postbacks make exactly one payment', async () => {
    const c = await code();
    fakeStatus = { status: 'S', amount: undefined };
    const p = { txnid: c.referenceNo, refno: `R${c.referenceNo.slice(-6)}`, status: 'S', message: 'ok' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(p)));
    expect(answers.every((a) => a.body === 'result=OK')).toBe(true);
    const posted = (await entries()).filter((e) => e.payment_id === c.referenceNo);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.amount).toBe(c.amount);
  });
});
