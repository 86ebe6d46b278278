// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// A disclosure for every renewal (issue 25), in the browser: the rollover page shows the statement a payment today
// gives and links to it; once the rollover is paid, the order's renewal statement 1 states the new due date.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goLive, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The value cell of the statement's row whose header reads `label`. */
const rowValue = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.locator(`th[scope="row"]:text-is("${label}")`) })
    .locator('td')
    .innerText();

describe('renewal disclosure statement', () => {
  it('the rollover page links to the statement before paying; after paying, statement 1 holds the new due date', async () => {
    const { context, page } = await phone(browser);
    try {
      const delayUrl = await scenarioUrl('repay-delay');
      await goLive(page, delayUrl);
      const nextDate = (await page.getByTestId('next-date').innerText()).replace(
        'Your next payment date is ',
        '',
      );
      await page.getByRole('heading', { name: 'Renewal Disclosure Statement No. 1' }).waitFor();

      await page.getByRole('link', { name: 'Read the renewal statement' }).click();
      await page.waitForURL(/\/loanAgreement\?.*kind=renewal-statement/);
      await page
        .getByRole('heading', { name: 'Renewal Disclosure Statement (if you pay the rollover today)' })
        .waitFor();
      expect(await rowValue(page, 'New due date')).toBe(nextDate);
      expect(await rowValue(page, 'Maturity date')).toBe(nextDate);

      // Pay the rollover through the sandbox gateway.
      await goLive(page, delayUrl);
      await page.getByRole('button', { name: 'Payment Method' }).click();
      await page
        .getByRole('dialog', { name: 'Payment Method' })
        .getByRole('button', { name: 'Payment' })
        .click();
      await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
      await page.getByRole('button', { name: /^Pay ₱/ }).click();
      await page.waitForURL(/\/loanDetail\?/);

      const statementUrl = new URL(delayUrl);
      statementUrl.pathname = '/loanAgreement';
      statementUrl.searchParams.set('kind', 'renewal-statement');
      statementUrl.searchParams.set('renewal', '1');
      await goLive(page, statementUrl.toString());
      await page.getByRole('heading', { name: 'Renewal Disclosure Statement No. 1' }).waitFor();
      expect(await rowValue(page, 'New due date')).toBe(nextDate);
      expect(await page.getByTestId('acknowledgement').innerText()).toContain(
        'You accepted this renewal by paying the rollover',
      );
    } finally {
      await context.close();
    }
  });
});
