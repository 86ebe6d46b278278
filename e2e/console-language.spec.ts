// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// The console in Filipino (issue 30): the back office opened with ?lang=fil shows Filipino from its first paint (the
// Filipino catalogue is fetched before anything renders, and only then), keeps it across its sections (full pages),
// and the host simulator, switched to Filipino on its page, opens H5 pages with lang=fil.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, consolePage, DEMO_SUPERVISOR, launch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The Filipino catalogue's chunk (src/i18n/fil/messages.ts), as the console's build names it. */
const FIL_CHUNK = /\/console\/assets\/messages-[\w-]+\.js$/;

/** Every heading text the page ever shows, from before the first render: a flash of English would be caught. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h of Array.from(document.querySelectorAll('h1,h2,h3'))) {
        const text = h.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const seenHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);

describe('the console in Filipino', () => {
  it('opens the back office in Filipino from ?lang=fil, signs in, and stays Filipino across sections', async () => {
    const page = await consolePage(browser);
    await recordHeadings(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (FIL_CHUNK.test(new URL(r.url()).pathname)) chunks.push(r.url());
    });
    await page.goto('/console?lang=fil');
    await page.getByRole('heading', { name: 'Sign-in ng support' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    await page.getByLabel('Username').fill(DEMO_SUPERVISOR.username);
    await page.getByLabel('Password').fill(DEMO_SUPERVISOR.password);
    await page.getByRole('button', { name: 'Mag-sign in' }).click();

    // The shell: who is signed in, the sections' names and the language switch, in Filipino.
    await page.getByText(`Naka-sign in bilang ${DEMO_SUPERVISOR.displayName}`).waitFor();
    await page.getByRole('button', { name: 'Mag-sign out' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Mga seksyon' });
    await sections.getByRole('link', { name: 'Mga borrower' }).waitFor();
    expect(await page.getByLabel('Wika').inputValue()).toBe('fil');
    // A section: the support desk's complaints and the website's messages.
    await page.getByText('Mga reklamo', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: /^Mga mensahe mula sa website/ }).waitFor();
    // No English heading ever showed before the Filipino one.
    const headings = await seenHeadings(page);
    expect(headings).not.toContain('Support sign-in');
    expect(headings).toContain('Sign-in ng support');
    expect(chunks).toHaveLength(1);

    // The section links are full pages without ?lang: the saved choice keeps Filipino.
    await sections.getByRole('link', { name: 'Mga borrower' }).click();
    await page.waitForURL(/\/console\/borrowers/);
    await page.getByRole('heading', { name: 'Maghanap ng borrower' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull();

    // The switch brings English back, without a reload.
    await page.getByLabel('Wika').selectOption('en');
    await page.getByRole('heading', { name: 'Find a borrower' }).waitFor();
    await page.getByText(`Signed in as ${DEMO_SUPERVISOR.displayName}`).waitFor();
    await page.context().close();
  });

  it('loads no Filipino strings for an English reader', async () => {
    const page = await consolePage(browser);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (FIL_CHUNK.test(new URL(r.url()).pathname)) chunks.push(r.url());
    });
    await page.goto('/console');
    await page.getByRole('heading', { name: 'Support sign-in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.context().close();
  });

  it('the host simulator, switched to Filipino, opens H5 pages with lang=fil', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: baseUrl(),
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/host');
    await page.getByRole('heading', { name: 'Pautang host simulator' }).waitFor();
    await page.getByLabel('Language').selectOption('fil');
    await page.getByRole('heading', { name: 'Mga demo scenario' }).waitFor();

    await page.getByRole('button', { name: /Maria Santos/ }).click();
    await page.getByRole('button', { name: 'Akin', exact: true }).click();
    await page.getByRole('link', { name: 'Serbisyo sa customer', exact: true }).click();
    const frame = page.frameLocator('iframe[title="H5"]');
    await expect
      .poll(() => frame.getByTestId('service-email').textContent({ timeout: 1000 }), { timeout: 15000 })
      .toBe('support@pautang.ph');
    const src = (await page.locator('iframe[title="H5"]').getAttribute('src')) ?? '';
    const query = new URL(src, baseUrl()).searchParams;
    expect(query.get('lang')).toBe('fil');
    expect(query.get('userId')).toBe('10001');
    // The page in the frame was asked for with it too.
    const framed = await page.locator('iframe[title="H5"]').evaluate((f) => {
      return (f as HTMLIFrameElement).contentWindow?.location.search ?? '';
    });
    expect(new URLSearchParams(framed).get('lang')).toBe('fil');
    await context.close();
  });
});
