// @module-tag wire: the session parameter's wire name must be redacted too
// Security suite (issue 12): no log line holds a session id. The host opens pages with the session in the query,
// and every call carries it there too; the logger keeps a URL's path and parameter names only (redact.ts). Here a
// borrower's day is driven through the app with logging at its most talkative, and every line is searched for the
// token — as given, and as the signed-in answer hands it out.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@pautang/contract/endpoints';
import { buildTestApp, type TestApp } from '../test-helper';

const root = path.resolve(import.meta.dirname, '../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

const lines: string[] = [];
let t: TestApp;
let maria: string;

beforeAll(async () => {
  // The pages are rendered too, when the H5 is built (npm test builds it before the server tests).
  const built = existsSync(path.join(h5ServerDist, 'entry-server.js'));
  t = await buildTestApp(
    { logLevel: 'trace', ...(built ? { h5Dist, h5ServerDist } : {}) },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  maria = await t.signIn('10001');
});
afterAll(() => t.close());

describe('no log line holds a session id', () => {
  it('through pages, calls, refusals, files and a sign-in by code', async () => {
    const session = `sessionId=${maria}&userId=10001&deviceId=test-device-10001&appName=Pautang`;
    // Pages, as the host opens them (the session in the query), and one that fails its data.
    for (const url of [
      `/loanDetail?orderId=PT0000000180&productId=prod-plus-20k&${session}`,
      `/customerService?${session}`,
      `/loanDetail?orderId=PT0000000174&${session}`,
      `/complaintList?${session}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    // Calls: answered, refused for input, refused for ownership, and an unknown one.
    await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000000180' } });
    await t.call('loanDetails', { sessionId: maria, query: { orderId: '' } });
    await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000000174' } });
    await t.call('problemList', { sessionId: maria, body: {} });
    await t.inject({ method: 'POST', url: `/attempt/v9/no-such-call?sessionId=${maria}` });
    // Malformed JSON carrying the session in the body, and a file that is not hers.
    await t.inject({
      method: 'POST',
      url: `/attempt${t.wire.pathToWire(endpoints.problemDetail.path)}?sessionId=${maria}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"sessionId":"${maria}",`,
    });
    await t.app.inject({ method: 'GET', url: `/files/complaints/nope.jpg?sessionId=${maria}` });
    // Signing in by code hands out a new session: it must not be logged either.
    await t.call('smsCode', { body: { phone: '09171234501' } });
    const login = await t.call('login', {
      body: {
        phone: '09171234501',
        smsCode: await t.lastCode('09171234501'),
        deviceId: 'logs-device',
        appName: 'Pautang',
      },
    });
    const issued = (login.body.data as { sessionId?: string } | null)?.sessionId ?? '';
    expect(issued).not.toBe('');
    await t.call('logout', { sessionId: issued, body: {} });

    // The log did record the traffic (so an empty log cannot pass), and no token is in it.
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((l) => l.includes('/loanDetail?') && l.includes('sessionId=[redacted]'))).toBe(true);
    for (const token of [maria, issued]) {
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    }
  });
});
