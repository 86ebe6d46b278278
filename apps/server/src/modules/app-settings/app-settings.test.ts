// @module-tag once: the back office speaks plain names in both modes
// The environment config (spec 2 §3) as one server-side setting: agents read and save it, every field is
// checked, and what reads it (the pages' runtime configuration, contact info, order details) follows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails } from '@pautang/contract/loans';
import { buildTestApp, type TestApp } from '../../test-helper';
import { h5RuntimeConfig } from '../../plugins/static';
import { appSettings, defaultAppSettings } from './app-settings.service';

let t: TestApp;
let cookie: string;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  maria = await t.signIn('10001');
  const res = await t.inject({
    method: 'POST',
    url: '/attempt/console/sign-in',
    payload: { username: 'agent', password: 'pautang-support' },
  });
  cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
});
afterAll(() => t.close());

const save = (body: unknown, withCookie = true) =>
  t.inject({
    method: 'POST',
    url: '/attempt/console/app-settings',
    headers: withCookie ? { cookie } : {},
    payload: body as Record<string, unknown>,
  });

describe('app settings', () => {
  it('starts from the server configuration, and only agents read or save it', async () => {
    const res = await t.inject({ method: 'GET', url: '/attempt/console/app-settings', headers: { cookie } });
    expect(res.json().data).toEqual({ settings: defaultAppSettings(t.config), updatedAt: '', updatedBy: '' });
    const anonymous = await t.inject({ method: 'GET', url: '/attempt/console/app-settings' });
    expect(anonymous.json().code).toBe(ErrorCode.SessionMissing);
    expect((await save(defaultAppSettings(t.config), false)).json().code).toBe(ErrorCode.SessionMissing);
  });

  it('a save reaches the pages, contact info and order details at once, and records who saved it', async () => {
    const changed = {
      ...defaultAppSettings(t.config),
      backgroundColor: '#0B5FD7',
      fontColor: '#FFFFEE',
      servicePhone: '+63 2 8999 0000',
      appSchemeUrl: 'pautangph://home',
      appStoreId: 'ph.pautang.lending',
      appName: 'Pautang PH',
    };
    const res = await save(changed);
    expect(res.json()).toMatchObject({ code: 0, data: { settings: changed, updatedBy: 'agent' } });

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

    await save(defaultAppSettings(t.config));
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
