// @module-tag wire: spells each mode's wire paths by hand
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from './test-helper';
import { redactUrl } from './platform/http/redact';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('envelope and error path', () => {
  it('answers an unknown call with the envelope, not a stack', async () => {
    const res = await t.inject({ method: 'POST', url: `${API_PREFIX}/v9/nothing-here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: ErrorCode.UnknownCall,
      message: 'This service is not available.',
      data: null,
      success: false,
    });
  });

  it('answers malformed JSON with a clear message', async () => {
    const token = await t.signIn('10001');
    const res = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}${t.wire.pathToWire('/v3/personal-center/contact-kf-info')}?${t.wire.keyToWire('sessionId')}=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"overall": 30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, data: null });
    expect(res.body).not.toMatch(/at .*\.js|stack/i);
  });

  it('only answers wire names of its own mode, however the path is escaped', async () => {
    for (const url of [
      `${API_PREFIX}/v3/personal-center/contact-kf-info`,
      // The router reads %61 as 'a': the escaped path must meet the same rules as the plain one.
      `/%61ttempt/v3/personal-center/contact-kf-info`,
    ]) {
      const logical = await t.inject({ method: 'POST', url });
      if (t.wire.mode === 'obfuscated') {
        expect(logical.json().code).toBe(ErrorCode.UnknownCall);
      } else {
        expect(logical.json().code).toBe(ErrorCode.SessionMissing);
      }
    }
  });

  it('keeps sessionId and every other query value out of logged URLs', () => {
    const url = `/attempt/x?${t.wire.keyToWire('sessionId')}=secret&userId=1`;
    expect(redactUrl(url)).not.toContain('secret');
    expect(redactUrl('/attempt/x?mobilePhone=09171234501&orderId=PT1')).toBe(
      '/attempt/x?mobilePhone=[redacted]&orderId=[redacted]',
    );
  });
});

describe('demo scenarios', () => {
  it('lists scenarios at a fixed path in both wire modes, linked from the public origin', async () => {
    const res = await t.inject({ method: 'GET', url: '/attempt/dev/scenarios' });
    const list = res.json() as { name: string; url: string; userId: string }[];
    expect(list.map((s) => s.name)).toEqual(
      expect.arrayContaining(['customer-service', 'about-us', 'privacy-policy']),
    );
    expect(new Set(list.map((s) => s.userId)).size).toBeGreaterThan(1);
    expect(list[0]?.url).toBe('http://localhost/attempt/dev/scenarios/customer-service');
  });

  it('opens a scenario by POST with a fresh, working session', async () => {
    const res = await t.inject({ method: 'POST', url: '/attempt/dev/scenarios/customer-service' });
    expect(res.statusCode).toBe(200);
    const target = new URL((res.json() as { data: { url: string } }).data.url);
    expect(target.origin).toBe('http://localhost');
    expect(target.pathname).toBe('/customerService');
    expect(target.searchParams.get('userId')).toBe('10001');
    const sessionId = target.searchParams.get('sessionId') ?? '';
    const contact = await t.call('contactKfInfo', { sessionId, body: { overall: 30 } });
    expect(contact.body.code).toBe(0);
  });

  it('never changes state on a GET: opening a scenario by GET is not a call', async () => {
    const before = await t.db
      .selectFrom('sessions')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    const res = await t.inject({ method: 'GET', url: '/attempt/dev/scenarios/order-180' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.UnknownCall });
    const after = await t.db
      .selectFrom('sessions')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('refuses an unknown scenario', async () => {
    const res = await t.inject({ method: 'POST', url: '/attempt/dev/scenarios/nope' });
    expect(res.json()).toMatchObject({ code: ErrorCode.NotFound });
  });

  it('has no demo calls outside demo mode', async () => {
    // On this file's database: only the configuration differs.
    const prod = await buildTestApp({ demo: false }, { database: t.database });
    try {
      const res = await prod.inject({ method: 'GET', url: '/attempt/dev/scenarios' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(ErrorCode.UnknownCall);
      // Nor the developer page (spec 2 §2.15), which the demo serves.
      expect((await prod.inject({ method: 'GET', url: '/testPreview' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/testPreview' })).statusCode).not.toBe(404);
    } finally {
      await prod.close();
    }
  });
});
