// @module-tag once: the Dragonpay payout adapter against a local fake of its Payout API, in sequence
// Dragonpay's Payout API as a small Fastify app (the fake keeps payouts as Dragonpay does on its side: queued, then
// paid, failed or voided when the test says so). First the adapter alone: the paths, the Bearer key, the JSON it
// sends and reads, the digest it checks. Then the whole path through our app: a signed loan is posted to the fake,
// and the fake's postback, confirmed by its status call, pays the order out or sends it back; a rail that cannot
// be reached leaves the payout to the sweep, which asks before it sends again.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@pautang/contract/loans';
import type { PayoutConfig } from '../../../platform/config';
import { dragonpayPayoutRail, payoutProcId, splitName } from '../../../platform/payout/dragonpay-payout';
import { PayoutError } from '../../../platform/payout/payout';
import { buildTestApp, readyToSign, signLoan, testProfile, type TestApp } from '../../../test-helper';
import { PAYOUT_POSTBACK_PATH } from './payout-rail.routes';

const MERCHANT = 'PAUTANG';
const KEY = 'payout-api-key';
const PASSWORD = 'dp-secret-key';

type FakePayout = { refNo: string; status: string; message: string; body: Record<string, unknown> };
const payouts = new Map<string, FakePayout>();
const seen: { method: string; url: string; auth: string }[] = [];
/** 'up'; 'down': every call answers 503; 'lose': a payout is queued but its answer is a 503. */
let mode: 'up' | 'down' | 'lose' = 'up';
let refuseWith = '';
let fake: FastifyInstance;
let config: Extract<PayoutConfig, { kind: 'dragonpay' }>;

beforeAll(async () => {
  fake = Fastify();
  fake.addHook('onRequest', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, auth: request.headers.authorization ?? '' });
    if (request.headers.authorization !== `Bearer ${KEY}`)
      return reply.status(401).send({ Code: -1, Message: 'Unauthorized' });
    if (mode === 'down') return reply.status(503).send({ Code: -1, Message: 'Service unavailable' });
  });
  fake.post<{ Params: { merchant: string }; Body: Record<string, unknown> }>(
    '/api/payout/merchant/v1/:merchant/post',
    async (request, reply) => {
      const txnId = String(request.body.TxnId);
      if (refuseWith) return { Code: -5, Message: refuseWith };
      if (payouts.has(txnId)) return { Code: -2, Message: `Duplicate transaction ID: ${txnId}` };
      const refNo = `DP${String(payouts.size + 1).padStart(6, '0')}`;
      payouts.set(txnId, { refNo, status: 'Q', message: 'Queued', body: request.body });
      if (mode === 'lose') return reply.status(503).send({ Code: -1, Message: 'Gateway time-out' });
      return { Code: 0, Message: refNo };
    },
  );
  fake.get<{ Params: { merchant: string; txnid: string } }>(
    '/api/payout/merchant/v1/:merchant/:txnid',
    async (request, reply) => {
      const payout = payouts.get(request.params.txnid);
      if (!payout) return reply.status(404).send({ Status: -1, Message: 'Transaction not found' });
      return { RefNo: payout.refNo, Status: payout.status, Message: payout.message };
    },
  );
  const address = await fake.listen({ port: 0, host: '127.0.0.1' });
  config = {
    kind: 'dragonpay',
    merchantId: MERCHANT,
    apiKey: KEY,
    password: PASSWORD,
    baseUrl: `${address}/api/payout/merchant/v1`,
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  mode = 'up';
  refuseWith = '';
  seen.length = 0;
});

/** Dragonpay's payout postback digest: SHA-1 of merchanttxnid:refno:status:message:secret key, hex. */
const digestOf = (p: { txnid: string; refno: string; status: string; message: string }, key = PASSWORD) =>
  createHash('sha1').update(`${p.txnid}:${p.refno}:${p.status}:${p.message}:${key}`).digest('hex');

const request = (txnId: string) => ({
  txnId,
  amount: 500000,
  account: { kind: 'ewallet' as const, code: 'GCASH', number: '09171234503', holder: 'Ana Dela Cruz' },
  description: 'Pautang loan PT1',
  email: 'support@pautang.ph',
  mobileNo: '09171234503',
  runDate: '2026-11-21',
});

describe('the Dragonpay payout adapter', () => {
  it('posts the payout with the Bearer key, the amount in pesos and the account, and reads the reference', async () => {
    const rail = dragonpayPayoutRail(config);
    expect(await rail.submit(request('PPO000000000001'))).toEqual({
      refNo: expect.stringMatching(/^DP\d{6}$/),
    });
    expect(seen).toEqual([
      { method: 'POST', url: `/api/payout/merchant/v1/${MERCHANT}/post`, auth: `Bearer ${KEY}` },
    ]);
    expect(payouts.get('PPO000000000001')?.body).toEqual({
      TxnId: 'PPO000000000001',
      FirstName: 'Ana Dela',
      LastName: 'Cruz',
      Amount: '5000.00',
      Currency: 'PHP',
      Description: 'Pautang loan PT1',
      ProcId: 'GCSH',
      ProcDetail: '09171234503',
      RunDate: '2026-11-21',
      Email: 'support@pautang.ph',
      MobileNo: '09171234503',
    });
    expect([payoutProcId('MAYA'), payoutProcId('BDO'), splitName('Cher').last]).toEqual([
      'PYMY',
      'BDO',
      'Cher',
    ]);
  });

  it('tells a refusal (Code ≠ 0, the borrower’s to fix) from a rail it cannot reach (sent again later)', async () => {
    const rail = dragonpayPayoutRail(config);
    refuseWith = 'Invalid account number';
    await expect(rail.submit(request('PPO000000000002'))).rejects.toEqual(
      new PayoutError('Invalid account number', 'refused'),
    );
    refuseWith = '';
    mode = 'down';
    await expect(rail.submit(request('PPO000000000003'))).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(rail.fetchStatus('PPO000000000001')).rejects.toMatchObject({ kind: 'unreachable' });
    const nowhere = dragonpayPayoutRail({ ...config, baseUrl: 'http://127.0.0.1:1/api/payout/merchant/v1' });
    await expect(nowhere.submit(request('PPO000000000004'))).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(
      dragonpayPayoutRail({ ...config, apiKey: 'wrong' }).submit(request('PPO000000000005')),
    ).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('reads the status call: pending, paid, failed (the account’s to fix), voided (final), unknown', async () => {
    const rail = dragonpayPayoutRail(config);
    const txnId = 'PPO000000000001';
    const refNo = payouts.get(txnId)!.refNo;
    expect(await rail.fetchStatus(txnId)).toEqual({ refNo, status: 'Q', message: 'Queued' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: `/api/payout/merchant/v1/${MERCHANT}/${txnId}` });
    payouts.set(txnId, { ...payouts.get(txnId)!, status: 'F', message: 'Account name mismatch' });
    expect(await rail.fetchStatus(txnId)).toMatchObject({ status: 'F', failure: 'account' });
    payouts.set(txnId, { ...payouts.get(txnId)!, status: 'V', message: 'Voided' });
    expect(await rail.fetchStatus(txnId)).toMatchObject({ status: 'V', failure: 'final' });
    payouts.set(txnId, { ...payouts.get(txnId)!, status: 'S', message: 'Credited' });
    expect(await rail.fetchStatus(txnId)).toEqual({ refNo, status: 'S', message: 'Credited' });
    expect(await rail.fetchStatus('PPO000000009999')).toBeUndefined();
  });

  it('checks the postback’s SHA-1 digest keyed by the merchant’s secret key', () => {
    const rail = dragonpayPayoutRail(config);
    const p = { txnid: 'PPO000000000001', refno: 'DP000001', status: 'S', message: 'Credited' };
    expect(rail.verifyPostback({ ...p, digest: digestOf(p) })).toBe(true);
    expect(rail.verifyPostback({ ...p, digest: digestOf(p).toUpperCase() })).toBe(true);
    expect(rail.verifyPostback({ ...p, status: 'F', digest: digestOf(p) })).toBe(false);
    expect(rail.verifyPostback({ ...p, digest: digestOf(p, 'another-key') })).toBe(false);
    expect(rail.verifyPostback({ ...p, digest: '' })).toBe(false);
  });
});

describe('a loan paid out through Dragonpay (the fake), end to end', () => {
  let t: TestApp;
  let ana: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { payout: dragonpayPayoutRail(config) });
    ana = await t.signIn('10003');
  });
  afterAll(() => t.close());

  let requests = 0;
  const push = async (productId: string, amount: number, periods: number) => {
    await readyToSign(t, '10003', productId, { amount, termDays: periods });
    const res = await signLoan(
      t,
      ana,
      { productId, amount, periods },
      `00000000-0000-4000-9000-${String(++requests).padStart(12, '0')}`,
    );
    return (res.body.data as { orderId: string }).orderId;
  };
  const status = async (orderId: string) =>
    ((await t.call('loanDetails', { sessionId: ana, query: { orderId } })).body.data as OrderDetails)
      .orderStatus;
  const payoutOf = (orderId: string) =>
    t.db.selectFrom('payouts').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  /** Dragonpay settles the payout on its side, then posts back as it does. */
  const settle = async (txnid: string, status: string, message: string) => {
    const payout = payouts.get(txnid)!;
    payouts.set(txnid, { ...payout, status, message });
    const p = { txnid, refno: payout.refNo, status, message };
    const res = await t.app.inject({
      method: 'POST',
      url: PAYOUT_POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        merchanttxnid: p.txnid,
        refno: p.refno,
        status: p.status,
        message: p.message,
        digest: digestOf(p),
      }).toString(),
    });
    return res.body;
  };

  it('success: posted to Dragonpay at signing (151), paid when its postback is confirmed (174)', async () => {
    const orderId = await push('prod-quick-5k', 500000, 91);
    expect(await status(orderId)).toBe(151);
    const payout = await payoutOf(orderId);
    expect(payout).toMatchObject({ status: 'pending', gateway: 'dragonpay', amount: 500000 });
    expect(payouts.get(payout.id)?.body).toMatchObject({
      ProcId: 'GCSH',
      ProcDetail: '09171234503',
      Amount: '5000.00',
    });
    expect(payout.gateway_ref).toBe(payouts.get(payout.id)?.refNo);
    // Dragonpay says S in a postback while its status call still says queued: nothing moves yet.
    payouts.set(payout.id, { ...payouts.get(payout.id)!, status: 'Q' });
    const early = await t.app.inject({
      method: 'POST',
      url: PAYOUT_POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        merchanttxnid: payout.id,
        refno: payout.gateway_ref,
        status: 'S',
        message: 'Credited',
        digest: digestOf({ txnid: payout.id, refno: payout.gateway_ref, status: 'S', message: 'Credited' }),
      }).toString(),
    });
    expect(early.body).toBe('result=OK');
    expect(await status(orderId)).toBe(151);
    expect(await settle(payout.id, 'S', 'Credited')).toBe('result=OK');
    expect(await status(orderId)).toBe(174);
    expect((await payoutOf(orderId)).status).toBe('paid');
  });

  it('failure: Dragonpay fails the payout, and the order goes back to the borrower with its reason', async () => {
    // One loan at a time: Ana's first loan (the test above) is repaid before she signs this one.
    await t.db
      .updateTable('orders')
      .set({ status: 200, settled_on: '2026-11-21' })
      .where('user_id', '=', '10003')
      .where('status', '=', 174)
      .execute();
    const orderId = await push('prod-plus-20k', 2000000, 180);
    const payout = await payoutOf(orderId);
    expect(await settle(payout.id, 'F', 'Account name mismatch')).toBe('result=OK');
    const d = (await t.call('loanDetails', { sessionId: ana, query: { orderId } })).body.data as OrderDetails;
    expect(d.orderStatus).toBe(21);
    expect(d.noticeDesText).toBe(
      'We could not send your loan to GCash **** 4503: Account name mismatch. Please bind another account in your name, and we will send it again.',
    );
    expect(d.cardNeedPop).toBe(1);
    expect(await payoutOf(orderId)).toMatchObject({ status: 'failed', failure_kind: 'account' });
  });

  it('a payout that could not be sent waits for the sweep, which asks Dragonpay before it sends again', async () => {
    const { id: userId } = { id: '20901' };
    await t.db
      .insertInto('users')
      .values({ id: userId, mobile_phone: '09180020901', full_name: 'Mila Sy', client_type: 'new' })
      .execute();
    const mila = await t.signIn(userId);
    await t.call('bindCardNew', {
      sessionId: mila,
      form: {
        cardType: '2',
        bankCode: 'BDO',
        bankAccount: '001234560901',
        accountName: 'Mila Sy',
        product_id: 'prod-quick-5k',
      },
    });
    // The profile in the name the account is in: a payout checks the account is the borrower's (issue 40).
    await readyToSign(t, userId, 'prod-quick-5k', {
      account: false,
      profile: testProfile(userId, { basic: { firstName: 'Mila', middleName: '', lastName: 'Sy' } }),
    });
    mode = 'down';
    const pushed = await signLoan(
      t,
      mila,
      { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
      '00000000-0000-4000-9000-000000000901',
    );
    const orderId = (pushed.body.data as { orderId: string }).orderId;
    // The borrower's signing stands: the loan is approved and waits to be sent.
    expect(pushed.body.code).toBe(0);
    expect(await payoutOf(orderId)).toMatchObject({ status: 'unsent', attempts: 1 });
    const sweep = async () =>
      ((await t.inject({ method: 'POST', url: '/attempt/dev/payouts' })).json() as { data: unknown }).data;
    expect(await sweep()).toEqual({ settled: 0, retried: 1 });
    expect(await payoutOf(orderId)).toMatchObject({ status: 'unsent', attempts: 2 });

    // Dragonpay is back but loses the answer: the payout reached it, the sweep finds it there and posts nothing twice.
    mode = 'lose';
    expect(await sweep()).toEqual({ settled: 0, retried: 1 });
    const lost = await payoutOf(orderId);
    expect(lost).toMatchObject({ status: 'unsent', attempts: 3 });
    expect(payouts.get(lost.id)?.body).toMatchObject({
      ProcId: 'BDO',
      ProcDetail: '001234560901',
      FirstName: 'Mila',
      LastName: 'Sy',
    });
    mode = 'up';
    seen.length = 0;
    expect(await sweep()).toEqual({ settled: 0, retried: 1 });
    expect(seen.map((s) => s.method)).toEqual(['GET']);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'pending',
      attempts: 4,
      gateway_ref: payouts.get(lost.id)?.refNo,
    });
    expect(await settle(lost.id, 'S', 'Credited')).toBe('result=OK');
    expect(
      ((await t.call('loanDetails', { sessionId: mila, query: { orderId } })).body.data as OrderDetails)
        .orderStatus,
    ).toBe(174);
  });

  it('a payout whose postback never comes is settled by the sweep asking Dragonpay, after 30 minutes and once', async () => {
    const userId = '20902';
    await t.db
      .insertInto('users')
      .values({ id: userId, mobile_phone: '09180020902', full_name: 'Nilo Tan', client_type: 'new' })
      .execute();
    const nilo = await t.signIn(userId);
    await t.call('bindCardNew', {
      sessionId: nilo,
      form: { cardType: '1', channelNumber: '90006', walletAccount: '09175550902', accountName: 'Nilo Tan' },
    });
    await readyToSign(t, userId, 'prod-quick-5k', {
      account: false,
      profile: testProfile(userId, { basic: { firstName: 'Nilo', middleName: '', lastName: 'Tan' } }),
    });
    const pushed = await signLoan(
      t,
      nilo,
      { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
      '00000000-0000-4000-9000-000000000902',
    );
    const orderId = (pushed.body.data as { orderId: string }).orderId;
    const payout = await payoutOf(orderId);
    expect(payout.status).toBe('pending');
    // Dragonpay credits the wallet, and its postback is lost on the way.
    payouts.set(payout.id, { ...payouts.get(payout.id)!, status: 'S', message: 'Credited' });
    const orderStatus = async () =>
      ((await t.call('loanDetails', { sessionId: nilo, query: { orderId } })).body.data as OrderDetails)
        .orderStatus;
    const sweep = () => t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
    const started = t.clock.now;
    t.clock.now = new Date(started.getTime() + 29 * 60_000);
    await sweep();
    expect(await orderStatus()).toBe(151);
    t.clock.now = new Date(started.getTime() + 31 * 60_000);
    await sweep();
    expect(await orderStatus()).toBe(174);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'paid',
      gateway_ref: payouts.get(payout.id)?.refNo,
    });
    // The postback arriving late changes nothing more.
    expect(await settle(payout.id, 'S', 'Credited')).toBe('result=OK');
    expect(await payoutOf(orderId)).toMatchObject({ status: 'paid' });
    t.clock.now = started;
  });
});
