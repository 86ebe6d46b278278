// @module-tag wire: reads rendered pages, whose embedded data and links are in the wire mode's names
// Issue 31, "First paint at the limit": a borrower page paints as soon as its HTML is in, the same as the static
// copy of that HTML without scripts. What that rests on is the page's order, held here so a later change cannot
// undo it: the screen first, then the first data, then the one script, inside the page (no request before the
// paint), allowed by its hash; nothing fetched ahead (no modulepreload, no stylesheet that blocks the paint).
// Uses the H5's real builds, English and Filipino (npm run build makes both).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPeso } from '@pautang/contract/format/money';
import type { InstalmentInfo } from '@pautang/contract/repayment';
import { buildTestApp, type TestApp } from '../../test-helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

let t: TestApp;
let maria: string;
beforeAll(async () => {
  if (!existsSync(path.join(h5ServerDist, 'fil', 'entry-server.js'))) {
    throw new Error('The H5 is not built: run npm run build (it builds every language).');
  }
  t = await buildTestApp({ h5Dist, h5ServerDist });
  maria = await t.signIn('10001');
});
afterAll(() => t?.close());

/** The entry script a language's build names in its index.html (apps/h5/src/main.tsx, built). */
function builtEntry(lang: 'en' | 'fil'): string {
  const index = readFileSync(path.join(h5Dist, lang === 'en' ? '' : lang, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index)?.[1];
  if (!src) throw new Error(`no entry script in the ${lang} build's index.html`);
  return readFileSync(path.join(h5Dist, src), 'utf8').trim();
}

const SESSION = { userId: '10001', deviceId: 'test-device-10001' };
const PAGES: [string, string, Record<string, string>][] = [
  ['order details', '/loanDetail', { orderId: 'PT0000000180', productId: 'prod-plus-20k' }],
  ['loan confirmation', '/loanConfirm', { productId: 'prod-quick-5k' }],
  ['customer service', '/customerService', {}],
  ['privacy policy', '/privacyPolicy', {}],
];

describe.each(['en', 'fil'] as const)('a server-rendered page in %s', (lang) => {
  it.each(PAGES)(
    '%s: the screen, then its data, then its one script, inside the page',
    async (_, pathname, q) => {
      const query = new URLSearchParams({
        sessionId: maria,
        ...SESSION,
        ...q,
        ...(lang === 'fil' ? { lang } : {}),
      });
      const res = await t.app.inject({ method: 'GET', url: `${pathname}?${query}` });
      expect(res.statusCode).toBe(200);
      const html = res.body;

      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const screen = /<div id="root">([\s\S]*?)<\/div><script/.exec(html);
      // The screen is in the HTML (its text, which is what is painted first), ahead of every script.
      expect(screen?.[1]?.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(20);
      expect(screen?.index).toBeLessThan(scripts[0]?.index ?? 0);
      // Then the first data, right after the screen; then the entry, last in the page: two scripts, no more.
      expect(scripts.map((s) => s[1]?.trim())).toEqual([
        'type="application/json" id="first-data"',
        'type="module"',
      ]);
      expect(scripts[0]?.index).toBe((screen?.index ?? 0) + (screen?.[0].length ?? 0) - '<script'.length);
      const entry = scripts[1]?.[2] ?? '';
      expect(entry).toBe(builtEntry(lang));
      expect(html.slice((scripts[1]?.index ?? 0) + (scripts[1]?.[0].length ?? 0))).toMatch(/^\s*<\/body>/);

      // Nothing is fetched ahead of the paint: no script file, no preload, no stylesheet that blocks rendering (the
      // route's styles are inline; a disabled link only tells Vite's loader they are there).
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toMatch(/rel="?(modulepreload|preload)/);
      for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? [])
        expect(link).toMatch(/\sdisabled>$/);
      // The route's modules are named for the entry to import after the paint, from the page's own build.
      const modules = /<meta name="pautang-modules" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
      expect(modules.length).toBeGreaterThan(0);
      for (const url of modules)
        expect(url.startsWith(lang === 'fil' ? '/fil/assets/' : '/assets/')).toBe(true);

      // That one inline script runs by its hash; no other inline script would.
      const policy = String(res.headers['content-security-policy']);
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(entry).digest('base64')}'`);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    },
  );
});

describe('nothing arrives after the first paint to push it down', () => {
  it("the instalment page's HTML already holds how the amount it opens with is applied (issue 30's preview)", async () => {
    const order = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };
    const info = (await t.call('loanPlayDetail', { sessionId: maria, body: order })).body
      .data as InstalmentInfo;
    expect(info.preview?.amount).toBe(info.repayAmount);
    const query = new URLSearchParams({ sessionId: maria, ...SESSION, ...order });
    const html = (await t.app.inject({ method: 'GET', url: `/repay?${query}` })).body;
    const screen = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
    const balance = /data-testid="preview-balance"[^>]*>([^<]*)</.exec(screen)?.[1];
    expect(balance).toBe(formatPeso(info.preview?.balanceAfterAmount ?? -1));
    expect(screen).toContain('data-testid="payment-preview"');
  });
});
