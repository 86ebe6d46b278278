// @module-tag once: the back office speaks plain names in both modes
// Who reads the SMS outbox: agents, in the back office. Outside demo mode they must not see live codes (with one, an
// agent could sign in as the borrower); the demo and its browser tests read the codes there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@pautang/contract/calls';
import { DEMO_AGENT, DEMO_STAFF } from '../../demo/index';
import { buildTestApp, testDatabase, type TestApp, type TestDatabase } from '../../../test-helper';
import { maskCodes } from './outbox.service';

// One database for the file; each test builds the app of its mode on it, and texts a borrower of its own (a second
// text to one phone within the minute would be refused).
let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function outboxAfterSignInText(demo: boolean, phone = demo ? '09171234502' : '09171234501') {
  const t = await buildTestApp({ demo }, { database });
  apps.push(t);
  expect((await t.call('smsCode', { body: { phone } })).body.code).toBe(0);
  const code = await t.lastCode(phone);
  const signIn = await t.inject({
    method: 'POST',
    url: '/attempt/console/sign-in',
    payload: { username: DEMO_AGENT.username, password: DEMO_AGENT.password },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
  const res = await t.inject({ method: 'GET', url: '/attempt/console/sms-outbox', headers: { cookie } });
  const data = res.json().data as { masked: boolean; messages: { phone: string; body: string }[] };
  return { t, code, data, phone };
}

describe('the SMS outbox', () => {
  it('outside demo mode shows an agent a sign-in text with its code masked, never the code', async () => {
    const { code, data, phone, t } = await outboxAfterSignInText(false);
    expect(code).toMatch(/^\d{6}$/);
    const text = data.messages.find((m) => m.phone === phone);
    expect(text?.body).toBe(
      'Pautang: ****** is your sign-in code. It expires in 5 minutes. Never share it with anyone.',
    );
    expect(JSON.stringify(data)).not.toContain(code);
    expect(data.masked).toBe(true);
    // The code itself still works for the borrower it was sent to.
    const login = await t.call('login', {
      body: { phone, smsCode: code, deviceId: 'd-1', appName: 'Pautang' },
    });
    expect(login.body.code).toBe(0);
  });

  it('in demo mode shows the code, which the demo and its browser tests read', async () => {
    const { code, data, phone } = await outboxAfterSignInText(true);
    expect(data.messages.find((m) => m.phone === phone)?.body).toContain(`${code} is your sign-in code`);
    expect(data.masked).toBe(false);
  });

  it('outside demo mode, no role sees a code: the roles the outbox allows see it masked, the others are refused', async () => {
    const { code, t } = await outboxAfterSignInText(false, '09171234503');
    for (const person of [DEMO_AGENT, ...DEMO_STAFF]) {
      const signIn = await t.inject({
        method: 'POST',
        url: '/attempt/console/sign-in',
        payload: { username: person.username, password: person.password },
      });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
      const res = await t.inject({ method: 'GET', url: '/attempt/console/sms-outbox', headers: { cookie } });
      expect(res.body, person.username).not.toContain(code);
      const allowed = person.roles.some((role) => calls.consoleSmsOutbox.roles.includes(role));
      if (allowed) {
        expect(res.json().data.masked, person.username).toBe(true);
        expect(res.json().data.messages.length).toBeGreaterThan(0);
      } else {
        expect(res.statusCode, person.username).toBe(403);
      }
    }
  });

  it('masks every code of 4 digits or more, and leaves amounts as they are', () => {
    expect(maskCodes('Pautang: 123456 is your code to pay ₱1,500.00 (₱12500.00) from your account.')).toBe(
      'Pautang: ****** is your code to pay ₱1,500.00 (₱12500.00) from your account.',
    );
    expect(maskCodes('Your Pautang code is 0045.')).toBe('Your Pautang code is ****.');
  });
});
