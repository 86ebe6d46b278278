// @module-tag wire: reads rendered pages, whose embedded data and links are in the wire mode's names
// Issue 30: a borrower page asked for with ?lang=fil is rendered by the Filipino server build, from its first byte:
// <html lang="fil">, the Filipino catalogue's words and no English title of the screen, and the Filipino browser
// build's modules (/fil/assets/). Without lang, or with a language we do not write in, the page is English.
// Uses the H5's real server builds (npm run build makes both languages).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

/** The order page's strings a borrower reads, from the H5's catalogues (outside the server's TypeScript project). */
type OrderDetailText = { title: string; repayAmount: string };
async function catalogue(lang: 'en' | 'fil'): Promise<OrderDetailText> {
  const file = path.join(root, 'apps/h5/src/i18n', lang, 'order-detail.ts');
  return ((await import(pathToFileURL(file).href)) as { orderDetailText: OrderDetailText }).orderDetailText;
}

let t: TestApp;
let maria: string;
let en: OrderDetailText;
let fil: OrderDetailText;
beforeAll(async () => {
  [en, fil] = await Promise.all([catalogue('en'), catalogue('fil')]);
  if (
    !existsSync(path.join(h5ServerDist, 'fil', 'entry-server.js')) ||
    !existsSync(path.join(h5Dist, 'fil', 'index.html'))
  ) {
    throw new Error('The Filipino H5 is not built: run npm run build (it builds every language).');
  }
  t = await buildTestApp({ h5Dist, h5ServerDist });
  maria = await t.signIn('10001');
});
afterAll(() => t?.close());

/** Maria's overdue order's page, as the host opens it, with `lang` as given (undefined: none). */
async function orderPage(lang: string | undefined): Promise<string> {
  const query = new URLSearchParams({
    sessionId: maria,
    userId: '10001',
    deviceId: 'test-device-10001',
    orderId: 'PT0000000180',
    productId: 'prod-plus-20k',
    ...(lang === undefined ? {} : { lang }),
  });
  const res = await t.app.inject({ method: 'GET', url: `/loanDetail?${query}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The module URLs the page names for after its first paint (apps/h5/src/main.tsx reads them). */
function modulesOf(html: string): string[] {
  const content = /<meta name="pautang-modules" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return content.split(' ').filter(Boolean);
}

/** The page's text a borrower reads: the markup without the embedded data and the tags. */
const shownText = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');

describe('a borrower page in the language the host asked for', () => {
  it('is Filipino from the first byte with ?lang=fil: lang attribute, catalogue text, Filipino modules', async () => {
    const html = await orderPage('fil');
    expect(html).toMatch(/<html lang="fil">/);
    const text = shownText(html);
    expect(text).toContain(fil.title);
    expect(text).toContain(fil.repayAmount);
    expect(text).not.toContain(en.title);
    expect(text).not.toContain(en.repayAmount);
    const modules = modulesOf(html);
    expect(modules.length).toBeGreaterThan(0);
    for (const url of modules) expect(url).toMatch(/^\/fil\/assets\//);
    // The page's own entry script is the Filipino build's too, inside the page (platform/http/page-entry.ts).
    const index = readFileSync(path.join(h5Dist, 'fil', 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="(\/fil\/assets\/[^"]+)">/.exec(index)?.[1] ?? '';
    expect(html).toContain(
      `<script type="module">${readFileSync(path.join(h5Dist, entry), 'utf8').trim()}</script>`,
    );
  });

  it.each([
    ['without lang', undefined],
    ['with a language we do not write in', 'xx'],
    ['with English', 'en'],
  ])('is English %s: lang attribute, catalogue text, modules at /assets/', async (_, lang) => {
    const html = await orderPage(lang);
    expect(html).toMatch(/<html lang="en">/);
    const text = shownText(html);
    expect(text).toContain(en.title);
    expect(text).toContain(en.repayAmount);
    expect(text).not.toContain(fil.title);
    expect(html).not.toContain('/fil/assets/');
    const modules = modulesOf(html);
    expect(modules.length).toBeGreaterThan(0);
    for (const url of modules) expect(url).toMatch(/^\/assets\//);
  });

  it('shows the same money and dates in both languages', async () => {
    const figures = (html: string) =>
      shownText(html).match(/₱[\d,]+\.\d{2}|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/g) ?? [];
    const english = figures(await orderPage(undefined));
    expect(english.length).toBeGreaterThan(0);
    expect(figures(await orderPage('fil'))).toEqual(english);
  });
});
