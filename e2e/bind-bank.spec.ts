// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// Bind bank end to end: an e-wallet bound in the app's own flow (the bridge told it ended, the web view closed,
// the account on the borrower's order awaiting payout), and a bank account bound from order details, with a
// malformed number refused first and the order showing the account after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

const detailRows = (page: Page) => page.locator('dl div').allInnerTexts();

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const list = page.getByRole('listbox', { name: field });
  await list.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await list.waitFor({ state: 'detached' });
}

describe('bind bank', () => {
  it('bind-bank: an e-wallet by its mobile number; the host is told the flow ended and the order shows it', async () => {
    const { context, page } = await phone(browser);
    try {
      const bridge: string[] = [];
      page.on('console', (m) => {
        if (m.text().startsWith('[bridge]')) bridge.push(m.text());
      });
      const url = await scenarioUrl('bind-bank');
      await open(page, url);
      await page.getByRole('heading', { name: 'Payment account information' }).waitFor();
      expect(await page.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('GCash mobile number').waitFor();
      expect(await page.getByLabel('Maya mobile number').count()).toBe(0);
      expect(bridge.some((b) => b.includes('startBank'))).toBe(true);

      await pick(page, 'E-wallet', 'Maya');
      await page.getByLabel('Maya mobile number').fill('0918-555 7788');
      expect(await page.getByLabel('Maya mobile number').inputValue()).toBe('09185557788');
      await page.getByLabel('Account name').fill('Jose Reyes');
      await page.getByRole('button', { name: 'Next' }).click();
      // The borrower sees it saved before the web view closes (issue 30).
      await page.getByRole('status').filter({ hasText: 'Your payment account is saved.' }).waitFor();
      // The web view closes once the borrower has read the confirmation (1.5 s).
      await expect.poll(() => bridge.some((b) => b.includes('closeWebview')), { timeout: 10_000 }).toBe(true);
      expect(bridge.some((b) => b.includes('endBank'))).toBe(true);

      // Jose's order awaiting payout now pays out to it.
      const order = new URL(url);
      order.pathname = '/loanDetail';
      order.searchParams.set('orderId', 'PT0000000021');
      order.searchParams.set('productId', 'prod-quick-5k');
      await open(page, order.toString());
      await expect
        .poll(() => detailRows(page))
        .toContainEqual(expect.stringMatching(/Disbursement account\s+Maya \*\*\*\* 7788/));
    } finally {
      await context.close();
    }
  });

  it('bind-bank-from-loan-detail: a malformed number is refused; a bank account goes back to the order', async () => {
    const { context, page } = await phone(browser);
    try {
      await open(page, await scenarioUrl('bind-bank-from-loan-detail'));
      await page.getByRole('tab', { name: 'Bank account' }).click();
      expect(await page.getByLabel('GCash mobile number').count()).toBe(0);
      await pick(page, 'Bank', 'BDO Unibank');
      await page.getByLabel('Account number').fill('12345678901');
      await page.getByLabel('Account name').fill('Maria Santos');
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .locator('.ui-toast', { hasText: 'BDO Unibank account numbers have 10 or 12 digits.' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/bindBank');

      await page.getByLabel('Account number').fill('001234567890');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/order\?/);
      await page.getByRole('status').filter({ hasText: 'Your payment account is saved.' }).waitFor();
      const url = new URL(page.url());
      expect(url.searchParams.get('source')).toBe('loanDetail');
      expect(url.searchParams.get('orderId')).toBe('PT0000000302');
      await expect
        .poll(() => detailRows(page))
        .toContainEqual(expect.stringMatching(/Disbursement account\s+BDO Unibank \*\*\*\* 7890/));
    } finally {
      await context.close();
    }
  });
});
