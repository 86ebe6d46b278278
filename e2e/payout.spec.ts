// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// The payout landing on the order page, on one page load: an order signed without an account waits (21); the
// borrower binds one in the bind-bank web view the host opens over it; the payout sandbox pays it out (2 s in these
// tests) and the order page, still open underneath and never reloaded, shows the loan repayable (174), with the
// account and the payout date. And when the account cannot receive, the open page says why and brings the bank-card
// prompt, through which the borrower binds another account and the loan is sent to it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCall, goLive, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const statusText = (page: Page) =>
  page
    .locator('.order-detail-notice')
    .innerText()
    .catch(() => '');
const detailRows = async (page: Page) =>
  new Map(
    (await page.locator('.order-detail-row').allInnerTexts()).map((row) => {
      const [label = '', ...value] = row.split('\n');
      return [label.trim(), value.join(' ').trim()] as const;
    }),
  );

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const list = page.getByRole('listbox', { name: field });
  await list.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await list.waitFor({ state: 'detached' });
}

describe('the order page while the payout lands', () => {
  it('order-21: 21 with no account → an account bound over it → 174 on the same page load, without a reload', async () => {
    const { context, page } = await phone(browser);
    try {
      const opened = new URL(await scenarioUrl('order-21'));
      await goLive(page, opened.toString());
      await expect.poll(() => statusText(page)).toBe('Under review');
      expect((await detailRows(page)).has('Disbursement account')).toBe(false);
      // Every document this tab loads from here on: a reload would add one.
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      await page.evaluate(() => {
        (window as unknown as { firstLoad: boolean }).firstLoad = true;
      });

      // The host opens bind bank from order details (source=loanDetail) in a web view over the order page.
      const bind = new URL(opened);
      bind.pathname = '/bindBank';
      bind.searchParams.set('source', 'loanDetail');
      const over = await context.newPage();
      await goLive(over, bind.toString());
      await over.getByRole('tab', { name: 'Bank account' }).click();
      await pick(over, 'Bank', 'BDO Unibank');
      await over.getByLabel('Account number').fill('001234560021');
      await over.getByLabel('Account name').fill('Jose Reyes');
      await over.getByRole('button', { name: 'Next' }).click();
      await over.waitForURL(/\/order\?/);
      await over.close();

      // Back on the order page: the payout is sent (151) and lands (174), and the page shows it by itself.
      await page.bringToFront();
      await expect.poll(() => statusText(page), { timeout: 30_000, interval: 250 }).toBe('To be repaid');
      expect(loads).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { firstLoad?: boolean }).firstLoad)).toBe(true);
      const today = (await devCall<{ data: { businessDate: string } }>('business-date')).body.data
        .businessDate;
      const rows = await detailRows(page);
      expect(rows.get('Disbursement account')).toBe('BDO Unibank **** 0021');
      expect(rows.get('Disbursed on')).toBe(today);
      // Paid out today: no rollover yet (issue 30), so the one Repayment button.
      expect(await page.getByRole('button', { name: 'Repayment', exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('order-21: an account that cannot receive → the reason and the bank-card prompt on the open page → fixed through it → 174', async () => {
    const { context, page } = await phone(browser);
    try {
      const opened = new URL(await scenarioUrl('order-21'));
      await goLive(page, opened.toString());
      await expect.poll(() => statusText(page)).toBe('Under review');

      // An e-wallet the payout sandbox cannot pay into (a number ending 0000), bound over the order page.
      const bind = new URL(opened);
      bind.pathname = '/bindBank';
      bind.searchParams.set('source', 'loanDetail');
      const over = await context.newPage();
      await goLive(over, bind.toString());
      await over.getByLabel('GCash mobile number').fill('09175550000');
      await over.getByLabel('Account name').fill('Jose Reyes');
      await over.getByRole('button', { name: 'Next' }).click();
      await over.waitForURL(/\/order\?/);
      await over.close();
      await page.bringToFront();

      // The payout fails: the open page says why and asks for another account, without a reload.
      const prompt = page.getByRole('dialog', { name: 'We could not send your loan' });
      await prompt.waitFor({ timeout: 30_000 });
      const reason =
        'We could not send your loan to GCash **** 0000: The account does not exist or cannot receive funds. Please bind another account in your name, and we will send it again.';
      expect(await prompt.innerText()).toContain(reason);
      expect(await statusText(page)).toBe('Under review');
      expect(await page.locator('.order-detail-notice-des').innerText()).toBe(reason);

      // Through the prompt, as the borrower would: bind another account, and the loan is sent to it.
      await prompt.getByRole('button', { name: 'Go to bind' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/bindBank');
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await page.getByRole('tab', { name: 'Bank account' }).click();
      await pick(page, 'Bank', 'BDO Unibank');
      await page.getByLabel('Account number').fill('001234560022');
      await page.getByLabel('Account name').fill('Jose Reyes');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/order\?/);
      await expect.poll(() => statusText(page), { timeout: 30_000, interval: 250 }).toBe('To be repaid');
      expect((await detailRows(page)).get('Disbursement account')).toBe('BDO Unibank **** 0022');
    } finally {
      await context.close();
    }
  });
});
