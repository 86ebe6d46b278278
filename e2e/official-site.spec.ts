// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// The official site at "/" (spec 2 §2.12, §5): the navigation scrolls to each section and marks it, the Contact
// form refuses an incomplete message with the spec's toast and keeps a complete one for the back office, the
// footer shows the SEC numbers, the frames are the privacy policy and the loan terms (and nothing else may be),
// and the public pages read fine with JavaScript off.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignIn, approveAsSecondAdmin, baseUrl, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text }).waitFor();

/** Resolves once the page and the navigation list have not scrolled for five frames running. */
const atRest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const list = document.querySelector('.site-nav');
        let last = '';
        let still = 0;
        const look = () => {
          const now = `${window.scrollY}:${list?.scrollLeft ?? 0}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );

describe('official site', () => {
  it('the navigation scrolls to each section below the header and marks it', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl(), serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        await page.goto(await scenarioUrl('official-site'));
        await page.waitForSelector('html[data-hydrated="true"]');
        const nav = page.getByRole('navigation', { name: 'Site sections' });
        expect(await nav.getByRole('link').allInnerTexts()).toEqual([
          'Home',
          'About us',
          'Contact us',
          'Privacy Policy',
          'Loan terms and conditions',
        ]);
        for (const [name, id] of [
          ['Contact us', 'contact'],
          ['Privacy Policy', 'privacy'],
          ['Loan terms and conditions', 'terms'],
          ['About us', 'about'],
          ['Home', 'home'],
        ] as const) {
          // The page and the sideways list scroll smoothly after each tap; a tap while they move can land on the
          // neighbouring link, as a thumb would. The test taps when both are still, as a reader does.
          await atRest(page);
          await nav.getByRole('link', { name, exact: true }).click();
          await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
          // The section's heading ends up in view, not under the sticky header.
          await expect
            .poll(
              async () => {
                const header = await page.locator('.site-header').boundingBox();
                const heading = await page.locator(`#${id} h1, #${id} > h2`).first().boundingBox();
                return (
                  !!header &&
                  !!heading &&
                  heading.y >= header.y + header.height - 1 &&
                  heading.y < viewport.height
                );
              },
              { timeout: 5000 },
            )
            .toBe(true);
          await expect
            .poll(() => nav.getByRole('link', { name, exact: true }).getAttribute('aria-current'))
            .toBe('true');
        }
      } finally {
        await context.close();
      }
    }
  });

  it('the contact form: incomplete → the spec toast; complete → Successful!, and the back office lists it', async () => {
    const { context, page } = await phone(browser);
    const stamp = `Do you lend to OFWs? (${Date.now()})`;
    try {
      await page.goto(await scenarioUrl('official-site-contact'));
      await page.waitForSelector('html[data-hydrated="true"]');
      const form = page.locator('#contact form');
      await form.getByLabel('Name').fill('Ana Cruz');
      await form.getByLabel('E-mail').fill('ana@example.ph');
      await form.getByRole('button', { name: 'Send message' }).click();
      await toast(page, 'Please provide complete information!');
      await form.getByLabel('Telephone').fill('0917 123 4567');
      await form.getByLabel('Message').fill(stamp);
      await form.getByRole('button', { name: 'Send message' }).click();
      await toast(page, 'Successful!');
      expect(await form.getByLabel('Message').inputValue()).toBe('');
    } finally {
      await context.close();
    }
    const agent = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    try {
      const desk = await agent.newPage();
      await agentSignIn(desk);
      const row = desk.getByTestId('contact-messages').locator('tbody tr', { hasText: stamp });
      await row.waitFor();
      expect(await row.innerText()).toContain('ana@example.ph');
      expect(await row.innerText()).toContain('0917 123 4567');
    } finally {
      await agent.close();
    }
  });

  it('the footer shows the company, its SEC numbers and contacts; the frames are our privacy and terms pages only', async () => {
    const { context, page } = await phone(browser);
    try {
      const response = await page.goto(await scenarioUrl('official-site'));
      const footer = page.locator('footer');
      const text = await footer.innerText();
      expect(text).toContain('Pautang Lending Corporation');
      expect(text).toMatch(/SEC Registration No\. \S+/);
      expect(text).toMatch(/Certificate of Authority No\. \S+/);
      expect(text).toContain('support@pautang.ph');
      const csp = response?.headers()['content-security-policy'] ?? '';
      const frameSrc = /frame-src ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
      expect(frameSrc.map((s) => new URL(s).pathname)).toEqual(['/privacyPolicy', '/loanTerms']);
      await page.locator('#privacy').scrollIntoViewIfNeeded();
      const privacy = page.frameLocator('#privacy iframe');
      await privacy.getByText('Data Privacy Act of 2012').first().waitFor();
      // Framed, the page drops its own title bar: the site's heading names it.
      expect(await privacy.locator('.ui-nav-bar').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript disabled, the site and its legal pages read in full, each with its own title', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      const pages: [string, string, string][] = [
        [
          '/',
          'Pautang: fast, fair cash loans in the Philippines',
          'Fast, fair cash loans for every Filipino',
        ],
        ['/aboutUs', 'About us | Pautang', 'Our mission'],
        ['/privacyPolicy', 'Privacy Policy | Pautang', 'Data Privacy Act of 2012'],
        ['/loanTerms', 'Loan terms and conditions | Pautang', 'Prepayment'],
      ];
      for (const [path, title, text] of pages) {
        await page.goto(path);
        expect(await page.title()).toBe(title);
        expect(await page.locator('body').innerText()).toContain(text);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(50);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`${path}$`),
        );
      }
      // The anchors work without a script too.
      await page.goto('/');
      await page.getByRole('link', { name: 'Contact us', exact: true }).click();
      expect(new URL(page.url()).hash).toBe('#contact');
      expect(await page.locator('footer').innerText()).toMatch(/SEC Registration No\./);
    } finally {
      await context.close();
    }
  });

  it('app settings saved in the back office change the site and the borrower app at once, without a rebuild', async () => {
    const agent = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const desk = await agent.newPage();
    const panel = desk.getByTestId('app-settings');
    const saveWith = async (colour: string, phoneNo: string) => {
      await panel.getByLabel('Background colour').fill(colour);
      await panel.getByLabel('Service phone').fill(phoneNo);
      await panel.getByRole('button', { name: 'Save settings' }).click();
      await panel.getByText('Sent for approval.').waitFor();
      // A second admin approves it (maker-checker).
      await approveAsSecondAdmin(browser, 'the app settings');
    };
    await agentSignIn(desk);
    await desk.goto('/console/admin');
    const before = {
      colour: await panel.getByLabel('Background colour').inputValue(),
      phone: await panel.getByLabel('Service phone').inputValue(),
    };
    try {
      await panel.getByLabel('Service phone').fill('call us');
      await panel.getByRole('button', { name: 'Save settings' }).click();
      await panel.getByText('Service phone: digits, spaces and dashes, 7 to 20 characters.').waitFor();
      await saveWith('#0B6E4F', '+63 2 8999 0000');

      const { context, page } = await phone(browser);
      try {
        await page.goto(await scenarioUrl('official-site'));
        const background = await page
          .locator('.site-header')
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).toBe('rgb(11, 110, 79)');
        expect(await page.locator('footer').innerText()).toContain('+63 2 8999 0000');
        await page.goto(await scenarioUrl('customer-service'));
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.locator('main').innerText()).toContain('+63 2 8999 0000');
      } finally {
        await context.close();
      }
    } finally {
      await saveWith(before.colour, before.phone);
      await agent.close();
    }
  });
});
