// @module-tag wire: every page and API answer, wire paths spelled by hand
// Security suite (issue 12): the same headers on every page and every answer — each H5 route (server-rendered
// from the real build when it is there), the back office and the host simulator, static files, the public site's
// robots and sitemap, API answers that succeed and that refuse, uploads, and the refusals of the guards.
// A strict CSP (no inline script but the H5 page's own entry, by its hash; object-src 'none', base-uri 'none',
// frame-ancestors set), nosniff, no referrer; Strict-Transport-Security when the public origin is https.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@pautang/contract/endpoints';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { pageEntryHashes } from '../platform/http/page-entry';
import { buildTestApp, type TestApp } from '../test-helper';

const root = path.resolve(import.meta.dirname, '../../../..');
const built = existsSync(path.join(root, 'apps/h5/dist-server/entry-server.js'));
/** The one inline script a policy may allow: the H5 page's entry, by its hash (platform/http/page-entry.ts). */
const entryHashes = built ? pageEntryHashes(path.join(root, 'apps/h5/dist')) : [];

let t: TestApp;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp(
    built
      ? {
          h5Dist: path.join(root, 'apps/h5/dist'),
          h5ServerDist: path.join(root, 'apps/h5/dist-server'),
          consoleDist: path.join(root, 'apps/console/dist'),
        }
      : {},
  );
  maria = await t.signIn('10001');
});
afterAll(() => t.close());

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectStrictHeaders(headers: Record<string, unknown>, what: string) {
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], what).toBe("'self'");
  for (const source of scripts.slice(1)) expect(entryHashes, what).toContain(source);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

const session = () => `sessionId=${maria}&userId=10001&orderId=PT0000000180&productId=prod-plus-20k`;

describe('headers on every page and answer', () => {
  it.each(Object.values(H5_PATHS).filter((p, i, all) => all.indexOf(p) === i))(
    'the H5 route %s, with and without a session',
    async (route) => {
      for (const url of [`${route}?${session()}`, route]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        expectStrictHeaders(res.headers, url);
      }
    },
  );

  it.each([
    '/console',
    '/console/index.html',
    '/host',
    '/index.html',
    '/robots.txt',
    '/sitemap.xml',
    '/sw.js',
  ])('the page or file %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBeLessThan(500);
    expectStrictHeaders(res.headers, url);
  });

  it('API answers: a success, a refusal, an unknown call, an image not found, and the guards’ refusals', async () => {
    const answers = [
      await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000000180' } }),
      await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT9999999999' } }),
      await t.call('contactKfInfo', { body: { overall: 30 } }),
    ];
    for (const a of answers) {
      expectStrictHeaders(a.headers, JSON.stringify(a.body).slice(0, 60));
      // A JSON answer needs none of the pages' image and frame hosts (platform/http/security-headers.ts).
      expect(String(a.headers['content-security-policy'])).not.toContain('https://');
      // Nor the page entry's hash: an answer runs no script at all.
      expect(directives(String(a.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
    }
    expect(answers.map((a) => Number(a.body.code))).toEqual([0, 1005, 1002]);
    const path = `/attempt${t.wire.pathToWire(endpoints.loanDetails.path)}`;
    for (const res of [
      await t.inject({ method: 'POST', url: '/attempt/v9/no-such-call' }),
      await t.app.inject({
        method: 'GET',
        url: `/files/complaints/nope.jpg?${await t.sessionQuery(maria, 'logical')}`,
      }),
      // No XHR marker; a foreign Origin; a foreign Host.
      await t.app.inject({ method: 'GET', url: path }),
      await t.app.inject({
        method: 'GET',
        url: path,
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
      }),
      await t.app.inject({ method: 'GET', url: '/loanDetail', headers: { host: 'evil.example' } }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectStrictHeaders(res.headers, res.body.slice(0, 60));
    }
  });

  it('the official site frames exactly its privacy and terms pages, and nothing else does', async () => {
    const site = directives(
      String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']),
    );
    expect(site.get('frame-src')).toEqual([
      `${t.config.publicOrigin}${H5_PATHS.privacyPolicy}`,
      `${t.config.publicOrigin}${H5_PATHS.loanTerms}`,
    ]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_ORIGIN is https, and not over http', async () => {
    const secure = await buildTestApp({ publicOrigin: 'https://app.pautang.ph' }, { database: t.database });
    try {
      const host = { host: 'app.pautang.ph' };
      const answers = [
        await secure.app.inject({ method: 'GET', url: '/robots.txt', headers: host }),
        await secure.app.inject({ method: 'GET', url: '/customerService', headers: host }),
        await secure.app.inject({
          method: 'POST',
          url: '/attempt/v9/no-such-call',
          headers: { ...host, 'x-requested-with': 'XMLHttpRequest' },
        }),
        // Refused for its Host: still told to keep to https.
        await secure.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } }),
      ];
      for (const res of answers) {
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
