// @module-tag once: the adapter against a fake Dragonpay
// The Dragonpay adapter against a local fake of Dragonpay's collection API (not the sandbox): the paths, the
// Basic auth, the JSON it sends and reads, and the postback's signature: RSA-SHA256 with the keys the fake
// publishes at its keys endpoint (key pairs made here, as Dragonpay holds its private keys), or the legacy SHA-1
// digest when the merchant is still on it.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragonpayGateway, KEYS_REFETCH_MIN_MS, KEYS_TTL_MS } from './dragonpay';
import { GatewayError, postbackDigest, type Postback } from './gateway';

type Seen = { method: string; url: string; auth: string; body: unknown };
let server: Server;
let base: string;
let seen: Seen[];
let statusAnswer: { code: number; body: unknown };

// Dragonpay's key pairs: A and B are published over time; C is nobody's.
const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const [keyA, keyB, keyC] = [pair(), pair(), pair()];
const published = (key: { publicKey: KeyObject }, status = 'Active') => ({
  value: key.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  status,
});
let keysAnswer: { code: number; body: unknown };
let keyFetches = 0;

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
    if (req.method === 'GET' && req.url === '/api/collect/v1/keys/callback') {
      keyFetches += 1;
      res
        .writeHead(keysAnswer.code, { 'content-type': 'application/json' })
        .end(JSON.stringify(keysAnswer.body));
      return;
    }
    if (req.method === 'GET' && /^\/api\/collect\/v1\/void\/[^/]+$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"Status":0,"Message":"Voided"}');
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

  it('with DRAGONPAY_POSTBACK_SIGNATURE=sha1 only: checks the legacy digest against the merchant’s key', async () => {
    const p = { txnid: 'PTX1', refno: 'ABCD1234', status: 'S', message: 'Payment received' };
    const digest = postbackDigest(p, 's3cret');
    expect(digest).toMatch(/^[0-9a-f]{40}$/);
    keyFetches = 0;
    await gateway().preparePostback?.({ ...p, digest });
    expect(keyFetches).toBe(0);
    expect(gateway().verifyPostback({ ...p, digest })).toBe(true);
    expect(gateway().verifyPostback({ ...p, digest: digest.toUpperCase() })).toBe(true);
    expect(gateway().verifyPostback({ ...p, status: 'F', digest })).toBe(false);
    expect(gateway().verifyPostback({ ...p, digest: 'short' })).toBe(false);
    expect(gateway('other').verifyPostback({ ...p, digest })).toBe(false);

    // The same digest under the default (RSA-SHA256) is no signature at all.
    keysAnswer = { code: 200, body: [published(keyA)] };
    const rsa = rsaGateway();
    await rsa.preparePostback?.({ ...p, digest });
    expect(rsa.verifyPostback({ ...p, digest })).toBe(false);
    expect(rsa.verifyPostback({ ...p, digest, merchantid: 'MERCH1', amount: '1234.50' })).toBe(false);
  });

  it('voids a payment with GET {base}/void/{txnid} and Basic auth; an HTTP error is a GatewayError', async () => {
    seen = [];
    await gateway().voidPayment('PTX000000000123');
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/collect/v1/void/PTX000000000123',
        auth: `Basic ${Buffer.from('MERCH1:s3cret').toString('base64')}`,
        body: undefined,
      },
    ]);
    await expect(gateway('wrong').voidPayment('PTX1')).rejects.toThrow('HTTP 401');
  });
});

/** A postback as Dragonpay sends it now: the fields, and `signatures` by the given key over the signed text. */
function signed(key: { privateKey: KeyObject }, fields: Partial<Postback> = {}): Postback {
  const p: Postback = {
    txnid: 'PTX000000000123',
    refno: 'ABCD1234',
    status: 'S',
    message: 'Payment received',
    merchantid: 'MERCH1',
    param1: 'order PT0000000180',
    param2: '',
    amount: '1234.50',
    digest: '',
    ...fields,
  };
  const text = [p.txnid, p.refno, p.status, p.message, p.merchantid, p.param1, p.param2, p.amount].join(':');
  return { ...p, signatures: sign('sha256', Buffer.from(text), key.privateKey).toString('base64') };
}

const rsaGateway = (clock = { now: 1_000_000 }) =>
  dragonpayGateway(
    {
      kind: 'dragonpay',
      merchantId: 'MERCH1',
      password: 's3cret',
      baseUrl: base,
      postbackSignature: 'rsa-sha256',
    },
    fetch,
    () => clock.now,
  );

/** What the postback route does: the keys first, then the synchronous check. */
async function verified(g: ReturnType<typeof rsaGateway>, p: Postback): Promise<boolean> {
  await g.preparePostback?.(p);
  return g.verifyPostback(p);
}

describe('Dragonpay’s RSA-SHA256 postback signature (the default)', () => {
  it('accepts a postback signed with Dragonpay’s active key, fetching the keys once for every postback', async () => {
    keysAnswer = { code: 200, body: [published(keyA)] };
    keyFetches = 0;
    const g = rsaGateway();
    // Nothing fetched yet: the synchronous check alone refuses.
    expect(g.verifyPostback(signed(keyA))).toBe(false);
    // Many at once share one fetch; later ones use the keys held.
    const first = await Promise.all(Array.from({ length: 5 }, () => verified(g, signed(keyA))));
    expect(first).toEqual([true, true, true, true, true]);
    expect(await verified(g, signed(keyA, { status: 'P', amount: '10.00' }))).toBe(true);
    expect(keyFetches).toBe(1);
    // The fetch went to the keys endpoint with the merchant's Basic auth.
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/collect/v1/keys/callback' });
  });

  it('refuses a postback with any signed field changed after signing', async () => {
    keysAnswer = { code: 200, body: [published(keyA)] };
    const g = rsaGateway();
    const good = signed(keyA);
    expect(await verified(g, good)).toBe(true);
    const changes: Partial<Postback>[] = [
      { txnid: 'PTX000000000124' },
      { refno: 'ABCD1235' },
      { status: 'F' },
      { message: 'Payment received!' },
      { merchantid: 'MERCH2' },
      { param1: 'order PT0000000181' },
      { param2: 'x' },
      { amount: '1234.51' },
      { amount: '12345.00' },
      { amount: 'lots' },
      { signatures: '' },
      { signatures: 'bm90IGEgc2lnbmF0dXJl' },
    ];
    for (const change of changes) {
      expect(g.verifyPostback({ ...good, ...change }), JSON.stringify(change)).toBe(false);
    }
    // The amount is signed with two decimals, however Dragonpay writes it in the form.
    expect(g.verifyPostback({ ...good, amount: '1234.5' })).toBe(true);
    expect(g.verifyPostback(signed(keyA, { amount: '100.00' }))).toBe(true);
    expect(g.verifyPostback({ ...signed(keyA, { amount: '100.00' }), amount: '100' })).toBe(true);
    // A '+' of the base64 that came through the form as a space still verifies.
    const spaced = { ...good, signatures: (good.signatures ?? '').replace(/\+/g, ' ') };
    expect(g.verifyPostback(spaced)).toBe(true);
  });

  it('refuses another merchant’s postback, however well Dragonpay signed it', async () => {
    keysAnswer = { code: 200, body: [published(keyA)] };
    const g = rsaGateway();
    expect(await verified(g, signed(keyA, { merchantid: 'SOMEONE' }))).toBe(false);
  });

  it('fetches the keys again for a key it does not hold (a rotation), at most once a minute', async () => {
    const clock = { now: 5_000_000 };
    const g = rsaGateway(clock);
    keysAnswer = { code: 200, body: [published(keyA)] };
    keyFetches = 0;
    expect(await verified(g, signed(keyA))).toBe(true);
    expect(keyFetches).toBe(1);

    // Dragonpay rotates: B is active, A revoked. Within the minute, B is not fetched yet: refused (and retried).
    keysAnswer = { code: 200, body: [published(keyA, 'Revoked'), published(keyB)] };
    clock.now += KEYS_REFETCH_MIN_MS - 1;
    expect(await verified(g, signed(keyB))).toBe(false);
    expect(keyFetches).toBe(1);
    // A minute after the last fetch, a postback signed by a key not held fetches them again, and verifies.
    clock.now += 1;
    expect(await verified(g, signed(keyB))).toBe(true);
    expect(keyFetches).toBe(2);
    // The revoked key verifies nothing any more.
    expect(await verified(g, signed(keyA))).toBe(false);

    // A forger's key (C) gets one fetch a minute, however many postbacks it sends.
    clock.now += KEYS_REFETCH_MIN_MS;
    for (let i = 0; i < 5; i++) expect(await verified(g, signed(keyC))).toBe(false);
    expect(keyFetches).toBe(3);
    // Malformed postbacks (no signature, another merchant) fetch nothing.
    clock.now += KEYS_REFETCH_MIN_MS;
    expect(await verified(g, { ...signed(keyC), signatures: '' })).toBe(false);
    expect(await verified(g, signed(keyC, { merchantid: 'SOMEONE' }))).toBe(false);
    expect(keyFetches).toBe(3);
  });

  it('fetches the keys again after an hour, and keeps the old ones while Dragonpay cannot answer', async () => {
    const clock = { now: 9_000_000 };
    const g = rsaGateway(clock);
    keysAnswer = { code: 200, body: [published(keyA)] };
    keyFetches = 0;
    expect(await verified(g, signed(keyA))).toBe(true);
    clock.now += KEYS_TTL_MS;
    keysAnswer = { code: 500, body: {} };
    expect(await verified(g, signed(keyA))).toBe(true);
    expect(keyFetches).toBe(2);
    keysAnswer = { code: 200, body: [published(keyA, 'Revoked'), published(keyB)] };
    clock.now += KEYS_TTL_MS;
    expect(await verified(g, signed(keyA))).toBe(false);
    expect(await verified(g, signed(keyB))).toBe(true);
  });

  it('with no keys to check against, says so (the route answers 503 and Dragonpay sends it again)', async () => {
    keysAnswer = { code: 500, body: {} };
    const g = rsaGateway();
    await expect(g.preparePostback?.(signed(keyA))).rejects.toBeInstanceOf(GatewayError);
    expect(g.verifyPostback(signed(keyA))).toBe(false);
    keysAnswer = { code: 200, body: { not: 'a list' } };
    await expect(g.preparePostback?.(signed(keyA))).rejects.toThrow('not a list');
  });
});
