// @module-tag wire: drives the built H5 against the real server and the sandbox gateway
// Issue 30: a borrower pays part of a new loan before its due date (the allocation preview first, then the lower
// balance on the order page), and on the day of disbursement the order page says why there is no rollover.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pautang/loan-engine';
import { devCall, goLive, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

describe('paying ahead and paying part', () => {
  it('pays ₱1,000 of a loan with nothing due, after seeing how it is applied', async () => {
    const { context, page } = await phone(browser);
    try {
      await devCall('business-date', { reset: true });
      const orderUrl = await scenarioUrl('order-174-delay');
      await goLive(page, orderUrl.replace('/loanDetail?', '/repay?'));
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getByTestId('repay-amount').innerText()).toBe('₱0.00');
      const input = page.getByRole('textbox', { name: 'Amount to pay' });
      await input.fill('1000');
      const preview = page.getByTestId('payment-preview');
      await preview.waitFor();
      await expect.poll(() => preview.innerText()).toContain('Principal');
      const balanceAfter = pesos(await page.getByTestId('preview-balance').innerText());
      expect(balanceAfter).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Payment Method' }).click();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: /GCash/ }).click();
      await sheet.getByRole('button', { name: 'Payment' }).click();
      await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
      await page.getByRole('button', { name: 'Pay ₱1,000.00' }).click();
      await page.waitForURL(/\/loanDetail\?/);
      await page.waitForSelector('html[data-hydrated="true"]');
      const rows = await page.locator('dl div').allInnerTexts();
      const outstanding = rows.find((r) => r.startsWith('Outstanding amount')) ?? '';
      expect(pesos(outstanding)).toBe(balanceAfter);
    } finally {
      await context.close();
    }
  });

  it('explains on the day of disbursement why a rollover is not offered', async () => {
    const { context, page } = await phone(browser);
    try {
      const { body } = await devCall<{ data: { businessDate: string } }>('business-date', { reset: true });
      const orderUrl = await scenarioUrl('order-174-delay');
      // The scenario's loan was disbursed 20 days before today: go back to that day.
      await devCall('business-date', { businessDate: addDays(body.data.businessDate, -20) });
      await goLive(page, orderUrl);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Repayment' }).waitFor();
      expect(await page.getByRole('button', { name: 'Rollover Repayment' }).count()).toBe(0);
      expect(await page.getByTestId('rollover-not-today').innerText()).toMatch(
        /^Rollover Repayment is not offered on the day your loan is disbursed, as no interest is due yet\. It is offered from /,
      );
    } finally {
      await devCall('business-date', { reset: true });
      await context.close();
    }
  });
});
