// @module-tag wire: pages' embedded data against the API's, in wire names
// The page's embedded first data equals the API's answer to the same call, in the wire mode under test, and the
// page's HTML shows it. Uses the H5's real server build (npm test builds it before the server tests).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

let t: TestApp;
let maria: string;
beforeAll(async () => {
  if (!existsSync(path.join(h5ServerDist, 'entry-server.js'))) {
    throw new Error('The H5 is not built: run npm run build (npm test builds it before these tests).');
  }
  t = await buildTestApp({ h5Dist, h5ServerDist });
  maria = await t.signIn('10001');
});
afterAll(() => t?.close());

async function page(pathname: string, query: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `${pathname}?${new URLSearchParams(query)}` });
  const json = /<script type="application\/json" id="first-data">(.*?)<\/script>/s.exec(res.body)?.[1];
  return { res, data: JSON.parse(json ?? 'null') as Record<string, unknown> | null };
}

describe('server-rendered pages', () => {
  it('embed exactly what the API answers for the same call', async () => {
    const session = { sessionId: maria, userId: '10001', deviceId: 'test-device-10001' };
    const order = await page('/loanDetail', {
      ...session,
      orderId: 'PT0000000180',
      productId: 'prod-plus-20k',
    });
    const api = await t.app.inject({
      method: 'GET',
      url: `/attempt${t.wire.pathToWire('/v3/loan-details/loan-details')}?${new URLSearchParams({
        [t.wire.keyToWire('sessionId')]: maria,
        [t.wire.keyToWire('userId')]: '10001',
        [t.wire.keyToWire('deviceId')]: 'test-device-10001',
        [t.wire.keyToWire('orderId')]: 'PT0000000180',
        [t.wire.keyToWire('productId')]: 'prod-plus-20k',
      })}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const key = 'loanDetails:{"orderId":"PT0000000180","productId":"prod-plus-20k"}';
    expect(order.data?.[key]).toEqual(api.json());
    expect(order.res.headers['cache-control']).toBe('private, no-store');
    // In obfuscated mode the embedded data reads in wire names too.
    const embeddedKeys = Object.keys((order.data?.[key] as { data: object }).data);
    if (t.wire.mode === 'obfuscated') expect(embeddedKeys).not.toContain('orderStatus');
    else expect(embeddedKeys).toContain('orderStatus');
    // And the HTML already shows it.
    expect(order.res.body).toContain('Overdue');
    expect(order.res.body).toContain('PT0000000180');
  });

  it('embed the same envelope as the API for a foreign order and for a missing one', async () => {
    const session = { sessionId: maria, userId: '10001', deviceId: 'test-device-10001' };
    const foreign = await page('/loanDetail', { ...session, orderId: 'PT0000000174' });
    const missing = await page('/loanDetail', { ...session, orderId: 'PT4040404040' });
    const f = Object.values(foreign.data ?? {})[0];
    const m = Object.values(missing.data ?? {})[0];
    expect(f).toEqual({ code: 1005, message: 'We could not find this order.', data: null, success: false });
    expect(f).toEqual(m);
    expect(foreign.res.statusCode).toBe(200);
  });

  it('embed for a copied session id without its device the same refusal as for an unknown session', async () => {
    const embedded = async (query: Record<string, string>) =>
      Object.values((await page('/customerService', query)).data ?? {})[0];
    const copied = await embedded({ sessionId: maria, userId: '10001' });
    expect(copied).toEqual(await embedded({ sessionId: 'x'.repeat(43), userId: '10001' }));
    expect(copied).toMatchObject({ code: 1003, data: null });
    expect(
      await embedded({ sessionId: maria, userId: '10001', deviceId: 'test-device-10001' }),
    ).toMatchObject({
      code: 0,
    });
  });

  it('embed the session refusal for a page without a session, never a 500', async () => {
    const res = await page('/customerService', {});
    expect(res.res.statusCode).toBe(200);
    expect(Object.values(res.data ?? {})[0]).toMatchObject({ code: 1002, data: null });
  });
});

describe('the official site', () => {
  const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;

  it('states the lending range of the catalogue as stored, in the page and its description', async () => {
    const html = await home();
    // Pautang Quick lends from ₱1,000, Pautang Plus up to ₱20,000 (the partner's product is not ours).
    expect(html).toContain('Borrow ₱1,000 to ₱20,000 from your phone.');
    expect(html).toContain('content="Borrow ₱1,000 to ₱20,000 from your phone with one valid ID.');
    expect(html).toContain('Repay at 7-Eleven, GCash, Maya or your bank');
    expect(html).not.toContain('choose the amount and term');
    await t.db.updateTable('products').set({ active: false }).where('id', '=', 'prod-plus-20k').execute();
    try {
      // Then Pautang Flex's ₱12,000 is the most we lend: the partner's ₱15,000 is another lender's.
      expect(await home()).toContain('Borrow ₱1,000 to ₱12,000 from your phone.');
    } finally {
      await t.db.updateTable('products').set({ active: true }).where('id', '=', 'prod-plus-20k').execute();
    }
    expect(await home()).toContain('Borrow ₱1,000 to ₱20,000 from your phone.');
  });
});
