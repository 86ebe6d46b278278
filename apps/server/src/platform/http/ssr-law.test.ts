// @module-tag wire: reads rendered pages, whose embedded data and links are in the wire mode's names
// Issue 40, what the server-rendered pages show a borrower from their first byte:
// - the spec's currency rule (spec 2 §2.6, §9): V32 shows every amount with the rupee sign when the product's region
//   flag is 1, with the peso sign otherwise;
// - SEC MC 19 s.2019: the SEC registration and Certificate of Authority numbers on the promotion landing, About us,
//   both loan confirmations, order details and the official site's footer, from the one setting
//   (SEC_REGISTRATION_NO, CERTIFICATE_OF_AUTHORITY_NO): configured here to other numbers than the demo's, so a
//   number written into a screen would show.
// Uses the H5's real server build (npm run build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompany, loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../../test-helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

const SEC = 'CS201987654';
const CA = '2718';

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(h5ServerDist, 'entry-server.js'))) {
    throw new Error('The H5 is not built: run npm run build (npm test builds it before these tests).');
  }
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '1' });
  t = await buildTestApp({
    h5Dist,
    h5ServerDist,
    company: { ...base.company, secRegistrationNo: SEC, certificateOfAuthorityNo: CA },
  });
});
afterAll(() => t?.close());

/** The page's text a borrower reads: the markup without the embedded data, the styles and the tags. */
const shownText = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<head\b[^>]*>[\s\S]*?<\/head>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A demo scenario's screen, server-rendered as the host opens it (its session in the address). */
async function scenarioPage(name: string, lang?: string): Promise<string> {
  const opened = await t.inject({ method: 'POST', url: `/attempt/dev/scenarios/${name}` });
  expect(opened.statusCode, name).toBe(200);
  const target = new URL((opened.json() as { data: { url: string } }).data.url);
  if (lang) target.searchParams.set('lang', lang);
  const res = await t.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  expect(res.statusCode, name).toBe(200);
  return shownText(res.body);
}

const amounts = (text: string, sign: string) => text.match(new RegExp(`${sign}[\\d,]+\\.\\d{2}`, 'g')) ?? [];

describe('V32 in the region flag’s currency (spec 2 §2.6, §9)', () => {
  it('shows every amount with ₹ when the region flag is 1', async () => {
    const text = await scenarioPage('loan-confirm-v32-rupee');
    expect(text).toContain('Pautang Regional');
    // The headline, the six money rows of the details and the plan: 8 amounts, all in rupees.
    expect(amounts(text, '₹').length).toBeGreaterThanOrEqual(8);
    expect(amounts(text, '₹')).toContain('₹8,000.00');
    expect(text).not.toContain('₱');
  });

  it('shows every amount with ₱ when it is not', async () => {
    const text = await scenarioPage('loan-confirm-v32');
    expect(text).toContain('Pautang Quick');
    expect(amounts(text, '₱').length).toBeGreaterThanOrEqual(8);
    expect(text).not.toContain('₹');
  });
});

describe('SEC MC 19 s.2019: the lender’s numbers, as configured, on every screen it names', () => {
  const line = `SEC Registration No. ${SEC} · Certificate of Authority No. ${CA}`;

  it.each([
    ['promotion-landing', 'the promotion landing'],
    ['about-us', 'About us'],
    ['loan-confirm', 'the loan confirmation V3'],
    ['loan-confirm-v32', 'the loan confirmation V32'],
    ['order-180', 'order details'],
  ])('%s (%s)', async (scenario) => {
    const text = await scenarioPage(scenario);
    expect(text).toContain(line);
    expect(text).not.toContain(defaultCompany.secRegistrationNo);
  });

  it('the official site’s footer', async () => {
    const text = shownText((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(text).toContain(`SEC Registration No. ${SEC}`);
    expect(text).toContain(`Certificate of Authority No. ${CA}`);
    expect(text).not.toContain(defaultCompany.secRegistrationNo);
  });

  it('in Filipino too', async () => {
    const text = await scenarioPage('about-us', 'fil');
    expect(text).toContain(`Blg. ng Rehistro sa SEC: ${SEC} · Blg. ng Certificate of Authority: ${CA}`);
  });
});
