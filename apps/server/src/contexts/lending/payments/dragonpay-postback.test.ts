// @module-tag once: postbacks in the gateway's own names, in sequence
// A Dragonpay postback through our HTTP route, with the Dragonpay adapter against a local fake of its collection
// API: the code is opened there, its keys are published there, and the postback is signed as Dragonpay signs it
// now (RSA-SHA256 over txnid:refno:status:message:merchantid:param1:param2:amount). What the borrower's payment
// becomes is read from the database: the ledger and the payment.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalPesos } from '@pautang/contract/format/money';
import type { GenerateVcode } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import { dragonpayGateway } from '../../../platform/payment-gateway/dragonpay';
import { postbackDigest } from '../../../platform/payment-gateway/gateway';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';
import { POSTBACK_PATH } from './gateway.routes';

const MERCHANT = 'PAUTANG';
const dragonpayKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const forgerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const order180 = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };

// The fake's side: codes opened (their amount), and whether its keys endpoint answers.
const opened = new Map<string, number>();
let keysUp = true;
let keyFetches = 0;
let fake: Server;
let f: TestApp;
let session: string;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const url = req.url ?? '';
      const post = /^\/api\/collect\/v1\/([^/]+)\/post$/.exec(url);
      if (req.method === 'POST' && post?.[1]) {
        const txnid = decodeURIComponent(post[1]);
        opened.set(txnid, Math.round(Number((JSON.parse(body) as { Amount: string }).Amount) * 100));
        return json(200, {
          RefNo: `R${txnid.slice(-6)}`,
          Status: 'S',
          Url: `https://test.dragonpay.ph/Pay.aspx?t=${txnid}`,
        });
      }
      const status = /^\/api\/collect\/v1\/txnid\/([^/]+)$/.exec(url);
      if (req.method === 'GET' && status?.[1]) {
        const txnid = decodeURIComponent(status[1]);
        return json(200, {
          RefNo: `R${txnid.slice(-6)}`,
          Status: 'S',
          Amount: (opened.get(txnid) ?? 0) / 100,
        });
      }
      if (req.method === 'GET' && url === '/api/collect/v1/keys/callback') {
        keyFetches += 1;
        if (!keysUp) return json(503, {});
        const value = dragonpayKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
        return json(200, [{ value, status: 'Active' }]);
      }
      return json(404, {});
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/collect/v1`;
  const gateway = dragonpayGateway({
    kind: 'dragonpay',
    merchantId: MERCHANT,
    password: 'dp-secret',
    baseUrl: base,
    postbackSignature: 'rsa-sha256',
  });
  f = await buildTestApp({}, { gateway });
  session = await f.signIn('10001');
});
afterAll(async () => {
  await f.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

async function code(): Promise<GenerateVcode> {
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
  expect(res.body.message).toBe('success');
  return res.body.data as GenerateVcode;
}

/** The postback's form fields (with `signed` changed before signing), signed by `key` over what Dragonpay signs. */
function signedFields(c: GenerateVcode, key: { privateKey: KeyObject }, signed: Record<string, string> = {}) {
  const fields = {
    txnid: c.referenceNo,
    refno: `R${c.referenceNo.slice(-6)}`,
    status: 'S',
    message: 'Payment received',
    merchantid: MERCHANT,
    param1: '',
    param2: '',
    amount: decimalPesos(c.amount),
    procid: 'BOG',
    ccy: 'PHP',
    ...signed,
  };
  const text = [
    fields.txnid,
    fields.refno,
    fields.status,
    fields.message,
    fields.merchantid,
    fields.param1,
    fields.param2,
    fields.amount,
  ].join(':');
  return { ...fields, signatures: sign('sha256', Buffer.from(text), key.privateKey).toString('base64') };
}

const send = (fields: Record<string, string>) =>
  f.app.inject({
    method: 'POST',
    url: POSTBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const posted = async (paymentId: string) =>
  (await f.db.selectFrom('ledger_entries').selectAll().execute()).filter((e) => e.payment_id === paymentId);
const paymentStatus = async (id: string) =>
  (await f.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('a Dragonpay postback signed with RSA-SHA256', () => {
  it('refuses a forged or tampered one and moves nothing; the one Dragonpay signed pays the code once', async () => {
    const c = await code();
    const forged = signedFields(c, forgerKey);
    expect((await send(forged)).body).toBe('result=FAIL_DIGEST_MISMATCH');
    // Signed by Dragonpay for a failure, or for one peso, then changed on the way.
    for (const tampered of [
      { ...signedFields(c, dragonpayKey, { status: 'F' }), status: 'S' },
      { ...signedFields(c, dragonpayKey, { amount: '1.00' }), amount: decimalPesos(c.amount) },
    ]) {
      expect((await send(tampered)).body).toBe('result=FAIL_DIGEST_MISMATCH');
    }
    // The legacy SHA-1 digest alone is not accepted unless the merchant is set to it.
    const legacy = { txnid: c.referenceNo, refno: `R${c.referenceNo.slice(-6)}`, status: 'S', message: 'ok' };
    expect((await send({ ...legacy, digest: postbackDigest(legacy, 'dp-secret') })).body).toBe(
      'result=FAIL_DIGEST_MISMATCH',
    );
    expect(await posted(c.referenceNo)).toHaveLength(0);
    expect(await paymentStatus(c.referenceNo)).toBe('pending');

    const genuine = signedFields(c, dragonpayKey);
    expect((await send(genuine)).body).toBe('result=OK');
    expect((await send(genuine)).body).toBe('result=OK');
    const entries = await posted(c.referenceNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.amount).toBe(c.amount);
    expect(await paymentStatus(c.referenceNo)).toBe('paid');
    // Every postback above was checked against keys fetched once.
    expect(keyFetches).toBe(1);
  });

  describe('with keys not fetched yet', () => {
    // An app of its own (its gateway has fetched no key), built before the test: inside it, the build took more
    // than the test's time on a busy machine.
    let g: TestApp;
    beforeAll(async () => {
      const fresh = dragonpayGateway({
        kind: 'dragonpay',
        merchantId: MERCHANT,
        password: 'dp-secret',
        baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/collect/v1`,
        postbackSignature: 'rsa-sha256',
      });
      g = await buildTestApp({}, { gateway: fresh });
    });
    afterAll(() => g?.close());

    it('answers 503 while no key can be fetched, so Dragonpay sends it again; then it pays', async () => {
      try {
        const s = await g.signIn('10001');
        const row = await g.db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', order180.orderId)
          .executeTakeFirstOrThrow();
        const due = accrue(loanStateOf(row), await getBusinessDate(g.db, g.clock.now)).dueAmount;
        const res = await g.call('generateVcode', {
          sessionId: s,
          body: { ...order180, amount: due, channelNumber: 'BOG' },
        });
        const c = res.body.data as GenerateVcode;
        const fields = signedFields(c, dragonpayKey);
        const sendTo = (body: Record<string, string>) =>
          g.app.inject({
            method: 'POST',
            url: POSTBACK_PATH,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(body).toString(),
          });
        keysUp = false;
        const down = await sendTo(fields);
        expect(down.statusCode).toBe(503);
        expect(down.body).toBe('result=FAIL_KEYS_UNAVAILABLE');
        keysUp = true;
        expect((await sendTo(fields)).body).toBe('result=OK');
        const paid = await g.db
          .selectFrom('payments')
          .select('status')
          .where('id', '=', c.referenceNo)
          .executeTakeFirstOrThrow();
        expect(paid.status).toBe('paid');
      } finally {
        keysUp = true;
      }
    });
  });
});
