// @module-tag once: the adapter against a fake Semaphore
// The Semaphore adapter against a local fake of Semaphore's API: the path, the form fields it sends, what it
// reads back, failures, and the masked line it leaves in the outbox.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-helper';
import { semaphoreSender, SmsError } from './semaphore';

let server: Server;
let base: string;
let seen: { method: string; url: string; type: string; form: Record<string, string> }[];
let answer: { status: number; body: string };
let t: TestApp;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  t = await buildTestApp();
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      type: req.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const sender = () =>
  semaphoreSender({ apiKey: 'KEY1', senderName: 'PAUTANG', baseUrl: base }, t.db, () => t.clock.now);
const lastOutbox = () =>
  t.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

describe('Semaphore SMS adapter', () => {
  it('posts the form Semaphore reads, and keeps a masked line in the outbox', async () => {
    seen = [];
    answer = {
      status: 200,
      body: JSON.stringify([
        { message_id: 1, recipient: '639171234501', status: 'Queued', network: 'Globe' },
      ]),
    };
    // The provider's state and message id come back: the notifications keep them as the delivery state.
    expect(await sender().send('09171234501', 'Pautang: 123456 is your code.')).toEqual({
      status: 'queued',
      ref: '1',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v4/messages',
        type: 'application/x-www-form-urlencoded',
        form: {
          apikey: 'KEY1',
          number: '09171234501',
          message: 'Pautang: 123456 is your code.',
          sendername: 'PAUTANG',
        },
      },
    ]);
    expect(await lastOutbox()).toMatchObject({
      phone: '09171234501',
      body: 'Pautang: •••••• is your code.',
      provider: 'semaphore',
      status: 'queued',
    });
  });

  it('a refusal or an unreachable provider is an SmsError, recorded as failed', async () => {
    seen = [];
    answer = { status: 401, body: JSON.stringify({ apikey: ['The apikey is invalid.'] }) };
    await expect(sender().send('09171234501', 'code 654321')).rejects.toBeInstanceOf(SmsError);
    expect(await lastOutbox()).toMatchObject({ status: 'failed', body: 'code ••••••' });
    answer = { status: 200, body: '{"not":"an array"}' };
    await expect(sender().send('09171234501', 'code 111111')).rejects.toBeInstanceOf(SmsError);
    const down = semaphoreSender(
      { apiKey: 'K', senderName: 'S', baseUrl: 'http://127.0.0.1:9/api/v4' },
      t.db,
      () => t.clock.now,
    );
    await expect(down.send('09171234501', 'x')).rejects.toBeInstanceOf(SmsError);
  });
});
