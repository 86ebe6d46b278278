// @module-tag wire: the page's runtime config names the wire mode
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-helper';

const dist = mkdtempSync(path.join(tmpdir(), 'pautang-dist-'));
const consoleDist = mkdtempSync(path.join(tmpdir(), 'pautang-console-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--pautang-config--><style>body{}</style></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '': { js: ['/assets/boot-1.js'], css: [] },
      '/loanDetail': {
        js: ['/assets/boot-1.js', '/assets/order-detail-1.js'],
        css: ['/assets/order-detail-1.css'],
      },
    }),
  );
  const js = 'export const x = 1;'.repeat(100);
  writeFileSync(path.join(dist, 'assets', 'order-detail-1.js'), js);
  writeFileSync(path.join(dist, 'assets', 'order-detail-1.js.br'), brotliCompressSync(Buffer.from(js)));
  writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><html><body>console</body></html>');
  t = await buildTestApp({ h5Dist: dist, consoleDist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

describe('serving the borrower app', () => {
  it('writes the runtime config and the route’s modules into the page, compressed as asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/loanDetail?orderId=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<meta name="pautang-config" content="{&quot;wireMode&quot;:');
    // Named for the page's entry to fetch once the page is on screen, not preloaded ahead of its first paint.
    expect(html).toContain(
      '<meta name="pautang-modules" content="/assets/boot-1.js /assets/order-detail-1.js">',
    );
    expect(html).not.toContain('modulepreload');
    // The route's styles apply from the first paint (a preload left the server's HTML unstyled until the script).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/order-detail-1.css">');

    const gz = await t.app.inject({
      method: 'GET',
      url: '/customerService',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(gz.rawPayload).toString();
    // A path without a screen of its own in the table: the app alone.
    expect(plain).toContain('<meta name="pautang-modules" content="/assets/boot-1.js">');
    expect(plain).toContain('pautang-config');

    const identity = await t.app.inject({ method: 'GET', url: '/customerService' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('pautang-config');
  });

  it('serves precompressed assets with long caching, and a missing asset as a plain 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/order-detail-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });
});

describe('page security headers', () => {
  // Issue 6: /index.html and /console/index.html, served as files, went out without them.
  it.each([
    ['/', 200],
    ['/customerService', 200],
    ['/index.html', 200],
    ['/console', 200],
    ['/console/index.html', 200],
    ['/host', 200],
    ['/assets/order-detail-1.js', 200],
    ['/assets/missing.js', 404],
    // A path no screen has still gets the borrower app (it shows its own not-found screen).
    ['/no-such-screen', 200],
    ['/attempt/v9/no-such-call', 404],
  ])('%s carries the CSP, nosniff and Referrer-Policy', async (url, status) => {
    // With the XMLHttpRequest marker, so the unknown call reaches its 404 (pages ignore the marker).
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('so do refusals: a foreign Host and a cross-site call', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/index.html', headers: { host: 'evil.example' } }),
      await t.app.inject({ method: 'POST', url: '/attempt/v3/loan-details/google-score' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
