// The Dragonpay adapter against a local fake of Dragonpay's collection API (not the sandbox): the paths, the
// Basic auth, the JSON it sends and reads, and the postback digest.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragonpayGateway } from './dragonpay';
import { GatewayError, postbackDigest } from './gateway';

type Seen = { method: string; url: string; auth: string; body: unknown };
let server: Server;
let base: string;
let seen: Seen[];
let statusAnswer: { code: number; body: unknown };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: body ? JSON.parse(body) : undefined,
    });
    const expected = `Basic ${Buffer.from('MERCH1:s3cret').toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401).end();
      return;
    }
    const post = /^\/api\/collect\/v1\/([^/]+)\/post$/.exec(req.url ?? '');
    if (req.method === 'POST' && post) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          RefNo: 'ABCD1234',
          Status: 'S',
          Message: 'https://test.dragonpay.ph/Pay.aspx?tokenid=tok1',
          Url: 'https://test.dragonpay.ph/Pay.aspx?tokenid=tok1',
        }),
      );
      return;
    }
    if (req.method === 'GET' && /^\/api\/collect\/v1\/txnid\/[^/]+$/.test(req.url ?? '')) {
      res
        .writeHead(statusAnswer.code, { 'content-type': 'application/json' })
        .end(JSON.stringify(statusAnswer.body));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/collect/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = (password = 's3cret') =>
  dragonpayGateway({
    kind: 'dragonpay',
    merchantId: 'MERCH1',
    password,
    baseUrl: base,
    postbackSignature: 'sha1',
  });

describe('Dragonpay adapter', () => {
  it('opens a payment with Basic auth and the amount in pesos, and returns the payer’s URL', async () => {
    seen = [];
    const created = await gateway().createPayment({
      txnId: 'PTX000000000123',
      amount: 123450,
      description: 'Pautang loan PT1',
      email: 'support@pautang.ph',
      channel: 'GCSH',
      expiresAt: new Date('2026-11-22T02:00:00.000Z'),
      returnUrl: 'http://localhost/loanDetail',
    });
    expect(created).toEqual({ refNo: 'ABCD1234', payUrl: 'https://test.dragonpay.ph/Pay.aspx?tokenid=tok1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/collect/v1/PTX000000000123/post' });
    expect(seen[0]?.body).toMatchObject({
      Amount: '1234.50',
      Currency: 'PHP',
      Description: 'Pautang loan PT1',
      Email: 'support@pautang.ph',
      ProcId: 'GCSH',
    });
  });

  it('reads the status call: status letter, refno and amount in centavos', async () => {
    seen = [];
    statusAnswer = {
      code: 200,
      body: { RefNo: 'ABCD1234', TxnId: 'PTX1', Status: 'S', Amount: 1234.5, Currency: 'PHP' },
    };
    expect(await gateway().fetchStatus('PTX1')).toEqual({ refNo: 'ABCD1234', status: 'S', amount: 123450 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/collect/v1/txnid/PTX1' });
    statusAnswer = { code: 200, body: { RefNo: 'X', Status: 'Z', Amount: 'n/a' } };
    const odd = await gateway().fetchStatus('PTX1');
    expect(odd.status).toBe('U');
    expect(Number.isNaN(odd.amount)).toBe(true);
  });

  it('turns a refusal, an HTTP error and a wrong key into a GatewayError', async () => {
    statusAnswer = { code: 500, body: {} };
    await expect(gateway().fetchStatus('PTX1')).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway('wrong').fetchStatus('PTX1')).rejects.toThrow('HTTP 401');
    await expect(
      dragonpayGateway({
        kind: 'dragonpay',
        merchantId: 'M',
        password: 'p',
        baseUrl: 'http://127.0.0.1:1',
        postbackSignature: 'sha1',
      }).fetchStatus('X'),
    ).rejects.toThrow('unreachable');
  });

  it('checks a postback’s digest against the merchant’s key', () => {
    const p = { txnid: 'PTX1', refno: 'ABCD1234', status: 'S', message: 'Payment received' };
    const digest = postbackDigest(p, 's3cret');
    expect(digest).toMatch(/^[0-9a-f]{40}$/);
    expect(gateway().verifyPostback({ ...p, digest })).toBe(true);
    expect(gateway().verifyPostback({ ...p, digest: digest.toUpperCase() })).toBe(true);
    expect(gateway().verifyPostback({ ...p, status: 'F', digest })).toBe(false);
    expect(gateway().verifyPostback({ ...p, digest: 'short' })).toBe(false);
    expect(gateway('other').verifyPostback({ ...p, digest })).toBe(false);
  });
});
