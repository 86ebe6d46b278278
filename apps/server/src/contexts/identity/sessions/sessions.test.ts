// @module-tag once: calls through the call runner; no writes race
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('session resolution', () => {
  const contact = (options: Parameters<TestApp['call']>[1]) =>
    t.call('contactKfInfo', { body: { overall: 30 }, ...options });

  it('refuses a call without a session, with no data', async () => {
    const res = await contact({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: ErrorCode.SessionMissing,
      message: 'Please sign in to continue.',
      data: null,
      success: false,
    });
  });

  it('refuses an unknown session', async () => {
    const res = await contact({ sessionId: 'x'.repeat(43) });
    expect(res.body.code).toBe(ErrorCode.SessionExpired);
    expect(res.body.data).toBeNull();
  });

  it('refuses an expired session', async () => {
    const token = await t.signIn('10001', 5);
    const ok = await contact({ sessionId: token });
    expect(ok.body.code).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    const res = await contact({ sessionId: token });
    expect(res.body).toMatchObject({
      code: ErrorCode.SessionExpired,
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('refuses a copied session id sent without its device or user, exactly like an unknown session', async () => {
    const token = await t.signIn('10001');
    const unknown = await contact({ sessionId: 'x'.repeat(43) });
    const refusals = await Promise.all([
      contact({ sessionId: token, query: { userId: '10001', deviceId: '' } }),
      contact({ sessionId: token, query: { userId: '', deviceId: 'test-device-10001' } }),
      contact({ sessionId: token, query: { userId: '', deviceId: '' } }),
      contact({ sessionId: token, query: { userId: '10001', deviceId: 'another-phone' } }),
      // A different user on a different device says nothing about the token either.
      contact({ sessionId: token, query: { userId: '10002', deviceId: 'another-phone' } }),
    ]);
    for (const res of refusals) {
      expect(res.status).toBe(unknown.status);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body).toMatchObject({ code: ErrorCode.SessionExpired, data: null });
    const withBoth = await contact({
      sessionId: token,
      query: { userId: '10001', deviceId: 'test-device-10001' },
    });
    expect(withBoth.body.code).toBe(0);
  });

  it('never uses userId for access: a mismatch is refused', async () => {
    const token = await t.signIn('10001');
    const res = await contact({ sessionId: token, query: { userId: '10002' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ErrorCode.SessionMismatch);
    const same = await contact({ sessionId: token, query: { userId: '10001' } });
    expect(same.body.code).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn('10003');
    const rows = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', '10003')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
  });
});
