// @module-tag once: the back office speaks plain names in both modes
// The environment config (spec 2 §3) as one server-side setting: admins read it and propose a change, every field
// is checked when proposed, a second admin approves it (maker-checker, issue 28), and what reads it (the pages'
// runtime configuration, contact info, order details) follows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails } from '@pautang/contract/loans';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';
import { h5RuntimeConfig } from '../../../platform/http/static';
import { approveAs, DEMO_ADMIN } from '../../../testing/approvals';
import { appSettings, defaultAppSettings } from './app-settings.service';

let t: TestApp;
let cookie: string;
let admin: string;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  maria = await t.signIn('10001');
  cookie = await staffCookie(t);
  admin = await staffCookie(t, DEMO_ADMIN);
});
afterAll(() => t.close());

const save = (body: unknown, withCookie = true) =>
  t.inject({
    method: 'POST',
    url: '/attempt/console/app-settings',
    headers: withCookie ? { cookie } : {},
    payload: body as Record<string, unknown>,
  });

/** Proposed by the demo agent and approved by the second admin: the change as it reaches the pages. */
async function saveApproved(settings: Record<string, unknown>) {
  const proposed = (await save(settings)).json();
  expect(proposed).toMatchObject({ code: 0, data: { status: 'pending' } });
  return approveAs(t, admin, proposed.data.approvalId);
}

describe('app settings', () => {
  it('starts from the server configuration, and only agents read or save it', async () => {
    const res = await t.inject({ method: 'GET', url: '/attempt/console/app-settings', headers: { cookie } });
    expect(res.json().data).toEqual({ settings: defaultAppSettings(t.config), updatedAt: '', updatedBy: '' });
    const anonymous = await t.inject({ method: 'GET', url: '/attempt/console/app-settings' });
    expect(anonymous.json().code).toBe(ErrorCode.SessionMissing);
    expect((await save(defaultAppSettings(t.config), false)).json().code).toBe(ErrorCode.SessionMissing);
  });

  it('an approved change reaches the pages, contact info and order details at once, with the checker as who saved it', async () => {
    const changed = {
      ...defaultAppSettings(t.config),
      backgroundColor: '#0B5FD7',
      fontColor: '#FFFFEE',
      servicePhone: '+63 2 8999 0000',
      appSchemeUrl: 'pautangph://home',
      appStoreId: 'ph.pautang.lending',
      appName: 'Pautang PH',
    };
    // Proposed, nothing changes yet; approved, everything reads it.
    const proposed = (await save(changed)).json();
    expect(proposed).toEqual({
      code: 0,
      message: 'success',
      data: { status: 'pending', approvalId: expect.stringMatching(/^AP/) },
      success: true,
    });
    expect(await appSettings({ db: t.db, config: t.config })).toEqual(defaultAppSettings(t.config));
    await approveAs(t, admin, proposed.data.approvalId);
    const entry = await t.inject({
      method: 'GET',
      url: '/attempt/console/app-settings',
      headers: { cookie },
    });
    expect(entry.json().data).toMatchObject({ settings: changed, updatedBy: DEMO_ADMIN.username });

    const runtime = h5RuntimeConfig(t.config, await appSettings({ db: t.db, config: t.config }));
    expect(runtime).toMatchObject({
      backgroundColor: '#0B5FD7',
      fontColor: '#FFFFEE',
      servicePhone: '+63 2 8999 0000',
      appSchemeUrl: 'pautangph://home',
      appStoreId: 'ph.pautang.lending',
      appName: 'Pautang PH',
    });
    const contact = await t.call('contactKfInfo', { sessionId: maria, body: { overall: 30 } });
    expect(contact.body.data).toMatchObject({ telephone: '+63 2 8999 0000' });
    const order = await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000000180' } });
    expect(order.body.code).toBe(0);
    expect((order.body.data as OrderDetails).telephone).toBe('+63 2 8999 0000');

    await saveApproved(defaultAppSettings(t.config));
    const back = await t.call('contactKfInfo', { sessionId: maria, body: { overall: 30 } });
    expect(back.body.data).toMatchObject({ telephone: defaultAppSettings(t.config).servicePhone });
  });

  it('refuses a bad value with a sentence that names the field, and keeps the last good settings', async () => {
    const base = defaultAppSettings(t.config);
    const cases: [Record<string, unknown>, string][] = [
      [{ backgroundColor: 'blue' }, 'Background colour: use # and six hex digits, like #3D5AFF.'],
      [{ servicePhone: 'call us' }, 'Service phone: digits, spaces and dashes, 7 to 20 characters.'],
      [{ appSchemeUrl: 'javascript://alert' }, 'App scheme URL: this scheme is not allowed.'],
      [{ appStoreId: 'not a package' }, 'App id: the Play Store package name, like ph.pautang.app.'],
      [{ appName: ' ' }, 'App name cannot be empty.'],
    ];
    for (const [change, message] of cases) {
      expect((await save({ ...base, ...change })).json()).toMatchObject({
        code: ErrorCode.Validation,
        message,
      });
    }
    expect(await appSettings({ db: t.db, config: t.config })).toEqual(base);
  });
});
