// @module-tag wire: drives the built console and H5 against the real server, in both wire modes
// Filipino end to end from the host's lang (issue 30): on /host a borrower signs in and switches the app to Filipino
// on Mine; the order page the app opens is Filipino in the server's HTML and stays so through hydration (no English
// ever shown), its in-app links keep lang=fil, its money and dates read as in English, the privacy policy puts the
// Filipino summary on top of the English text, and the server stored the choice: the due-in-3-days reminder's SMS,
// planned once the business date moves, is written in Filipino.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, devCall, launch, outboxRows, scenarioUrl } from './browser';
import { addDays, detailRows } from './journey';

type Catalogue = Record<string, unknown>;
/** One of the H5's catalogue files (outside the browser tests' TypeScript project), by language. */
async function catalogue(lang: 'en' | 'fil', file: string, name: string): Promise<Catalogue> {
  const url = pathToFileURL(
    path.resolve(import.meta.dirname, '../apps/h5/src/i18n', lang, `${file}.ts`),
  ).href;
  return ((await import(url)) as Record<string, Catalogue>)[name] ?? {};
}

/** Maria Santos's order, 20 days after its payout ('order-174-delay'), opened from Mine's My loans. */
const ORDER_ID = 'PT0000001741';

let browser: Browser;
let en: Catalogue;
let fil: Catalogue;
beforeAll(async () => {
  browser = await launch();
  en = await catalogue('en', 'order-detail', 'orderDetailText');
  fil = await catalogue('fil', 'order-detail', 'orderDetailText');
  // The order as seeded, and a daytime business hour (nothing is texted in Manila's quiet hours).
  await scenarioUrl('order-174-delay');
  await devCall('business-time', { time: '10:00' });
});
afterAll(async () => {
  await devCall('business-time', { reset: true });
  await devCall('business-date', { reset: true });
  await browser?.close();
});

/** Every text node a frame ever shows, from its first parse on (added by addInitScript). */
function recordTexts(): void {
  const w = window as unknown as { seenTexts?: Set<string> };
  const seen = (w.seenTexts ??= new Set<string>());
  const take = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text) seen.add(text);
      return;
    }
    if (node.nodeName === 'SCRIPT' || node.nodeName === 'STYLE') return;
    node.childNodes.forEach(take);
  };
  const watch = (doc: Document) => {
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') take(record.target);
        record.addedNodes.forEach(take);
      }
    }).observe(doc, { childList: true, subtree: true, characterData: true });
    take(doc);
  };
  watch(document);
  // An iframe's first document is about:blank, and the page it then loads from the same origin keeps its Window:
  // this script can have run for the blank document only, watching a document that never shows the page (on a
  // busy machine the recorded texts were empty, in one run in three with four browser lanes). DOMContentLoaded
  // reaches the Window from whichever document it fires on: the page's is watched from there, and what was put in
  // it before that is read then.
  window.addEventListener('DOMContentLoaded', () => watch(document));
}
const seenTexts = (frame: Frame) =>
  frame.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);

/** The page's text a borrower reads: the markup without scripts, styles and tags. */
const shownText = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
/** Money and dates, in page order. */
const figures = (text: string): string[] => text.match(/₱[\d,]+\.\d{2}|\b\d{4}-\d{2}-\d{2}\b/g) ?? [];

async function frameAt(page: Page, pathname: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      () => {
        found = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).pathname === pathname);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const frame = found!;
  await frame.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
  return frame;
}

describe('Filipino end to end from the host', () => {
  it(
    'Mine switches to Filipino: the order page is Filipino from its first byte, and so are the texts',
    { timeout: 180_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: baseUrl(),
        serviceWorkers: 'block',
      });
      await context.addInitScript(recordTexts);
      const page = await context.newPage();
      try {
        await page.goto('/host');
        await page.getByRole('button', { name: /Maria Santos/ }).click();
        await page.getByRole('button', { name: 'Mine', exact: true }).click();

        // Mine's switch: the app shows Filipino, and the server is told (setLanguage).
        const saved = page.waitForResponse((r) => {
          if (r.request().method() !== 'POST') return false;
          const body: unknown = r.request().postDataJSON();
          return typeof body === 'object' && body !== null && Object.values(body).includes('fil');
        });
        await page.getByLabel('App language', { exact: true }).selectOption('fil');
        expect((await (await saved).json()) as { code: number }).toMatchObject({ code: 0 });
        await page.getByRole('button', { name: 'Akin', exact: true }).waitFor();
        await page.getByLabel('Wika ng app', { exact: true }).waitFor();

        // The order page, as the app opens it from My loans.
        await page.locator(`a[href*="orderId=${ORDER_ID}"]`).click();
        const order = await frameAt(page, '/loanDetail');
        const src = (await page.locator('iframe[title="H5"]').getAttribute('src')) ?? '';
        expect(new URL(src, baseUrl()).searchParams.get('lang')).toBe('fil');

        // The server's HTML for that very address is already Filipino.
        const raw = await (await page.request.get(src)).text();
        expect(raw).toMatch(/<html lang="fil">/);
        expect(shownText(raw)).toContain(String(fil.title));
        expect(shownText(raw)).not.toContain(String(en.title));

        // Hydrated, it shows the same Filipino, and no English-only string of the screen ever showed.
        await order.getByText(String(fil.title), { exact: true }).first().waitFor();
        expect(await order.locator('html').getAttribute('lang')).toBe('fil');
        const englishOnly = Object.keys(en)
          .map((key) => [en[key], fil[key]])
          .filter(([e, f]) => typeof e === 'string' && e !== f && !e.includes('{'))
          .map(([e]) => String(e));
        expect(englishOnly).toContain(String(en.title));
        const seen = await seenTexts(order);
        expect(seen).toContain(String(fil.title));
        expect(seen.filter((text) => englishOnly.includes(text))).toEqual([]);

        // Money and dates read exactly as in English, in the HTML and on the live page.
        const english = new URL(src, baseUrl());
        english.searchParams.set('lang', 'en');
        const englishRaw = await (await page.request.get(`${english.pathname}${english.search}`)).text();
        expect(englishRaw).toMatch(/<html lang="en">/);
        const englishFigures = figures(shownText(englishRaw));
        expect(englishFigures.length).toBeGreaterThan(0);
        expect(figures(shownText(raw))).toEqual(englishFigures);
        const rows = await detailRows(page.frameLocator('iframe[title="H5"]'));
        const dueDate = rows.get(String(fil.repayDate)) ?? '';
        expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(englishFigures).toContain(dueDate);

        // An in-app link keeps the language: the order's repay button opens the repayment page with lang=fil.
        await order.getByRole('button', { name: String(fil.repay), exact: true }).click();
        await expect.poll(() => new URL(order.url()).pathname, { timeout: 15_000 }).not.toBe('/loanDetail');
        expect(new URL(order.url()).searchParams.get('lang')).toBe('fil');
        expect(await order.locator('html').getAttribute('lang')).toBe('fil');

        // A legal document: the Filipino summary on top, the English text (the one that counts) below it.
        await page.getByRole('button', { name: 'Akin', exact: true }).click();
        await page.locator('a[href^="/privacyPolicy"]').click();
        const privacy = await frameAt(page, '/privacyPolicy');
        const summary = privacy.getByText('Buod lang ito. Ang English na teksto sa ibaba ang opisyal.');
        const englishHeading = privacy.getByText('Collection of Information', { exact: true }).first();
        await summary.waitFor();
        await englishHeading.waitFor();
        const summaryFirst = await summary.evaluate(
          (el, other) => (el.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          await englishHeading.elementHandle(),
        );
        expect(summaryFirst).toBe(true);

        // The server kept 'fil': three days before the due date the reminder is planned and texted in Filipino.
        await devCall('business-date', { businessDate: addDays(dueDate, -3) });
        let reminder = '';
        await expect
          .poll(
            async () => {
              reminder = (await outboxRows(browser)).find((row) => row.includes(ORDER_ID)) ?? '';
              return reminder;
            },
            { timeout: 60_000, interval: 1_000 },
          )
          .toContain(`ay due sa ${dueDate}. Puwede kang magbayad sa app.`);
        expect(reminder).not.toContain('You can pay in the app');
      } finally {
        // Maria reads English again for the tests after this one (the same switch, told to the server).
        await page
          .getByRole('button', { name: /^(Akin|Mine)$/ })
          .click()
          .catch(() => undefined);
        await page
          .getByLabel(/^(Wika ng app|App language)$/)
          .selectOption('en')
          .catch(() => undefined);
        await page
          .getByLabel('App language', { exact: true })
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        await context.close();
      }
    },
  );
});
