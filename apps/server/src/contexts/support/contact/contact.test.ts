// @module-tag wire: the form-encoded client, whose body the server renames
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.signIn('10001');
});
afterAll(() => t.close());

describe('contact-kf-info', () => {
  it('returns the service e-mail, WhatsApp and phone in the envelope', async () => {
    const res = await t.call('contactKfInfo', { sessionId: token, body: { overall: 30 } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      code: 0,
      message: 'success',
      data: { email: 'support@pautang.ph', smWa: '639171234567', telephone: '+63 2 8123 4567' },
      success: true,
    });
  });

  it('accepts the form-encoded client too', async () => {
    const res = await t.call('contactKfInfo', { sessionId: token, form: { overall: 30 } });
    expect(res.body.code).toBe(0);
  });

  it.each([
    [{}, 'Invalid overall'],
    [{ overall: 31 }, 'Invalid overall: overall must be 30'],
    [{ overall: 'abc' }, 'Invalid overall'],
  ])('names the field when the input is bad: %o', async (body, message) => {
    const res = await t.call('contactKfInfo', { sessionId: token, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.message).toContain(message);
    expect(res.body.data).toBeNull();
  });
});
