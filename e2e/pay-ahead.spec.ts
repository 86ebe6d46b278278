// @module-tag wire: drives the built H5 against the real server and the sandbox gateway
// Issue 30: a borrower pays part of a new loan before its due date (the allocation preview first, then the lower
// balance on the order page), and on the day of disbursement the order page says why there is no rollover.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@pautang/contract/format/date';
import { devCall, goLive, launch, phone, scenarioUrl } from './browser';
import { hostOnPhone } from './host-app';
import { addDays, borrowAndGetPaid, businessDate, signUp } from './journey';

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
      // The gateway's return is rendered without a session (it must never carry one): the page loads the order
      // with the tab's session after hydration, and again once the payment's status says it posted.
      const outstanding = async () => {
        const rows = await page.locator('dl div').allInnerTexts();
        return pesos(rows.find((r) => r.startsWith('Outstanding amount')) ?? '');
      };
      await expect.poll(outstanding, { timeout: 20_000 }).toBe(balanceAfter);
    } finally {
      await context.close();
    }
  });

  it('explains on the day of disbursement why a rollover is not offered', async () => {
    // A loan paid out today, through the real journey: the business date only moves forward, so a seeded order
    // cannot be taken back to its disbursement day.
    const { page, close } = await hostOnPhone(browser);
    try {
      const nena = {
        mobile: '09181230030',
        firstName: 'Nena',
        lastName: 'Bautista',
        birthDate: '1991-06-03',
        idNumber: '1234567890120030',
      };
      await signUp(page, browser, nena);
      const order = await borrowAndGetPaid(page, nena);
      const tomorrow = formatDate(addDays(await businessDate(), 1), { dateOnly: true });
      await order.getByRole('button', { name: 'Repayment' }).waitFor();
      await order.getByTestId('rollover-not-today').waitFor();
      expect(await order.getByRole('button', { name: 'Rollover Repayment' }).count()).toBe(0);
      expect(await order.getByTestId('rollover-not-today').innerText()).toBe(
        `Rollover Repayment is not offered today, as no interest is due for it yet. It is offered from ${tomorrow}.`,
      );
    } finally {
      await close();
    }
  });
});
