// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// Security suite (issue 12): text that came from a person or a setting — a borrower's complaint, an agent's reply,
// a landing template — is shown as text. Markup in it is seen literally, in the server-rendered HTML and after
// hydration, in the H5 and in the back office, and none of it runs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignIn, approveAsSecondAdmin, consolePage, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Markup that would run if it were parsed: the onerror sets a flag the test reads. */
const PAYLOAD = '<img src=x onerror="window.__pwned=1"><b>bold</b><script>window.__pwned=2</script>';
const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned ?? 0);
/** Elements the markup would have made, had it been parsed, anywhere in the page. */
const injected = (page: Page) => page.locator('img[src="x"], b:text("bold")').count();

describe('server text is rendered as text', () => {
  it('a complaint and its reply carrying markup show it literally, to the agent and to the borrower', async () => {
    const { context, page } = await phone(browser);
    const complaint = `Markup ${Date.now()} ${PAYLOAD}`;
    const reply = `Answer ${Date.now()} ${PAYLOAD}`;
    try {
      const opened = new URL(await scenarioUrl('complaint-entry'));
      await page.goto(opened.toString());
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Other' }).click();
      await page.waitForURL(/\/complainPageNext\?/);
      await page.locator('textarea').fill(complaint);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Successfully Sent').waitFor();

      // The agent sees the borrower's text as typed, and answers with markup of their own.
      const desk = await consolePage(browser);
      await agentSignIn(desk);
      await desk.getByTestId('inbox-row').filter({ hasText: complaint }).getByRole('button').click();
      await expect.poll(() => desk.getByTestId('complaint-text').innerText()).toBe(complaint);
      expect(await injected(desk)).toBe(0);
      await desk.getByLabel('Reply to the borrower').fill(reply);
      await desk.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => desk.getByTestId('complaint-status').innerText()).toBe('Replied');
      expect(await pwned(desk)).toBe(0);
      await desk.context().close();

      // The borrower reads the reply: first as the server rendered it, then hydrated.
      await page.getByRole('button', { name: 'My complaints' }).click();
      await page.waitForURL(/\/complaintList\?/);
      await page.getByRole('tab', { name: /Completed/ }).click();
      await page
        .getByRole('button', { name: /Markup \d+/ })
        .first()
        .click();
      await page.waitForURL(/\/complainDetails\?/);
      const details = page.url();
      // As the host would open it: with the session in the address, so the server renders the reply.
      const hostUrl = new URL(details);
      hostUrl.searchParams.set('sessionId', opened.searchParams.get('sessionId') ?? '');
      const html = await (await page.request.get(hostUrl.toString())).text();
      expect(html).toContain('Answer');
      expect(html).toContain('&lt;img src=x onerror=');
      expect(html).not.toContain('<img src=x');
      await page.goto(details);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getByTestId('complaint-reply').innerText()).toBe(reply);
      expect(await injected(page)).toBe(0);
      expect(await pwned(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a landing template whose title carries markup shows it literally to visitors', async () => {
    const desk = await consolePage(browser);
    // Titles are at most 80 characters: the image and the bold tag, without the script.
    const title = 'Payday <img src=x onerror="window.__pwned=1"><b>bold</b>';
    const editor = desk.getByTestId('template-editor');
    // Proposed by the demo agent, approved by the second admin (maker-checker).
    const setTitle = async (value: string) => {
      await editor.getByLabel('Title', { exact: true }).fill(value);
      await editor.getByRole('button', { name: 'Save template' }).click();
      await editor.getByText('Sent for approval.').waitFor();
      await approveAsSecondAdmin(browser, 'Change the landing template tpl-gcash-payday');
    };
    try {
      await agentSignIn(desk);
      await desk.goto('/console/admin');
      await editor.getByLabel('Template').selectOption('tpl-gcash-payday');
      await expect.poll(() => editor.getByLabel('Title', { exact: true }).inputValue()).not.toBe('');
      const before = await editor.getByLabel('Title', { exact: true }).inputValue();
      await setTitle(title);
      const visitor = await phone(browser);
      try {
        const html = await (await visitor.page.request.get('/promotion?templateId=tpl-gcash-payday')).text();
        expect(html).toContain('Payday &lt;img src=x onerror=');
        await visitor.page.goto('/promotion?templateId=tpl-gcash-payday');
        await visitor.page.waitForSelector('html[data-hydrated="true"]');
        await visitor.page.getByRole('heading', { name: title }).waitFor();
        expect(await injected(visitor.page)).toBe(0);
        expect(await pwned(visitor.page)).toBe(0);
      } finally {
        await visitor.context.close();
        // Other browser tests read this template's seeded title.
        await setTitle(before);
      }
    } finally {
      await desk.context().close();
    }
  });
});
