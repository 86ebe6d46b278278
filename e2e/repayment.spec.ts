// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// Repayment end to end through the sandbox gateway: the delay page, the channel sheet, the gateway's page, and
// back to the order with the new due date; and the code pages (stored code, e-wallet code, QR).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFullWire } from '@pautang/contract/native-wire';
import { devCall, launch, phone, scenarioUrl, wireMode, goLive } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openScenario(page: Page, name: string) {
  await goLive(page, await scenarioUrl(name));
  await page.waitForSelector('html[data-hydrated="true"]');
}

const detailValue = async (page: Page, label: string) => {
  const rows = await page.locator('[data-testid="order-detail-row"], dl div').allInnerTexts();
  return rows.find((r) => r.startsWith(label)) ?? '';
};

async function payOnSandbox(page: Page, channel: RegExp) {
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: channel }).click();
  await sheet.getByRole('button', { name: 'Payment' }).click();
  await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await page.waitForURL(/\/loanDetail\?/);
  await page.waitForSelector('html[data-hydrated="true"]');
}

const pesos = (text: string) => Math.round(Number(text.replace(/[₱,]/g, '')) * 100);

describe('repayment through the sandbox gateway', () => {
  it('repay-instalment: each instalment paid on its date until the order is finished; the receipts add up', async () => {
    const { context, page } = await phone(browser);
    try {
      const repayUrl = await scenarioUrl('repay-instalment');
      let paidTotal = 0;
      for (let round = 0; round < 6; round++) {
        await goLive(page, repayUrl);
        await page.waitForSelector('html[data-hydrated="true"]');
        if ((await page.getByText('This order has nothing to pay now.').count()) > 0) break;
        let amount = pesos(await page.getByTestId('repay-amount').innerText());
        if (amount === 0) {
          // Nothing due yet: move the business date to the next payment date.
          const date = (await page.locator('.repay-head-date').innerText()).trim();
          await devCall('business-date', { businessDate: date });
          await goLive(page, repayUrl);
          await page.waitForSelector('html[data-hydrated="true"]');
          amount = pesos(await page.getByTestId('repay-amount').innerText());
        }
        expect(amount).toBeGreaterThan(0);
        await payOnSandbox(page, /GCash/);
        paidTotal += amount;
      }
      expect(paidTotal).toBeGreaterThan(0);
      await goLive(page, repayUrl.replace('/repay?', '/loanDetail?'));
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Borrow Again' }).waitFor();
      await page.getByRole('button', { name: 'Payment records' }).click();
      await page.waitForURL(/\/paymentRecords\?/);
      const receipts = page.getByTestId('receipt');
      await receipts.first().waitFor();
      expect(await receipts.count()).toBeGreaterThanOrEqual(3);
      const amounts = (await page.getByTestId('receipt-amount').allInnerTexts()).map(pesos);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(paidTotal);
      const balances = await page.getByTestId('receipt-balance').allInnerTexts();
      expect(balances.at(-1)).toBe('₱0.00');
    } finally {
      await devCall('business-date', { reset: true });
      await context.close();
    }
  });

  it('a prepayment after the window opens pays the loan off with interest only to that day', async () => {
    const { context, page } = await phone(browser);
    try {
      const repayUrl = await scenarioUrl('repay-instalment');
      await goLive(page, repayUrl);
      await page.waitForSelector('html[data-hydrated="true"]');
      const opens = await page.getByText(/^Early payoff opens on /).innerText();
      await devCall('business-date', {
        businessDate: opens.replace('Early payoff opens on ', '').replace('.', ''),
      });
      await goLive(page, repayUrl);
      await page.waitForSelector('html[data-hydrated="true"]');
      const payoff = await page.getByTestId('payoff-amount').innerText();
      const saves = await page.getByText(/^Saves ₱/).innerText();
      expect(pesos(saves.replace('Saves ', '').split(' ')[0] ?? '')).toBeGreaterThan(0);
      await page.getByLabel(/Pay off the whole loan today/).check();
      await payOnSandbox(page, /GCash/);
      await page.getByRole('button', { name: 'Borrow Again' }).waitFor();
      await page.getByRole('button', { name: 'Payment records' }).click();
      await page.getByTestId('receipt').first().waitFor();
      expect(await page.getByTestId('receipt-amount').allInnerTexts()).toEqual([payoff]);
      expect(await page.getByTestId('receipt-balance').allInnerTexts()).toEqual(['₱0.00']);
    } finally {
      await devCall('business-date', { reset: true });
      await context.close();
    }
  });

  it('repay-delay: pick a channel, pay on the gateway page, and the order shows the new due date', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'repay-delay');
    const amount = await page.getByTestId('repay-amount').innerText();
    expect(amount).toMatch(/^₱[\d,]+\.\d{2}$/);
    const nextDate = (await page.getByTestId('next-date').innerText()).replace(
      'Your next payment date is ',
      '',
    );
    expect(nextDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('heading', { name: 'Plan' }).waitFor();
    expect(await page.locator('.repay-plan-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('Please select your repayment method for payment').waitFor();
    const radios = sheet.getByRole('radio');
    expect(await radios.first().getAttribute('aria-checked')).toBe('true');
    await sheet.getByRole('radio', { name: /Maya/ }).click();
    expect(await sheet.getByRole('radio', { name: /Maya/ }).getAttribute('aria-checked')).toBe('true');
    await sheet.getByRole('button', { name: 'Payment' }).click();

    // The gateway's page: reference, amount and expiry; no session in its address.
    await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=PTX\d{12}$/);
    expect(page.url()).not.toContain('sessionId');
    expect(await page.getByTestId('sandbox-amount').innerText()).toBe(amount);
    await page.getByRole('button', { name: /^Pay ₱/ }).click();

    // Back on the order (the postback moved the money; the return only navigates), with the new due date.
    await page.waitForURL(/\/loanDetail\?/);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => detailValue(page, 'Due date'), { timeout: 10000 }).toContain(nextDate);
    await context.close();
  });

  it('repay-code-stored: the code of the order with its amount, copy and the grouped instructions', async () => {
    const { context, page } = await phone(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openScenario(page, 'repay-code-stored');
    const code = await page.getByTestId('pay-code').innerText();
    expect(code).toMatch(/^[0-9A-F]{8}$/);
    expect(await page.getByTestId('total-payment').innerText()).toMatch(/^₱[\d,]+\.\d{2}$/);
    // The code's amount holds until the code expires, and the page says until when.
    expect(await page.getByTestId('amount-valid-until').innerText()).toMatch(
      /^This amount is valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/,
    );
    await page.getByText('Contract No.').waitFor();
    await page.getByRole('button', { name: 'Click to Copy' }).click();
    await expect.poll(() => page.locator('.ui-toast p').first().innerText()).toBe('copy success');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByRole('heading', { name: 'Payment rules' }).waitFor();
    await context.close();
  });

  it('repay-code: the e-wallet code with Copy; repay-code-qr: a real QR of the code and five tips', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'repay-code');
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    expect(await page.getByTestId('pay-code').innerText()).toBe('DP7QK2M9');
    expect(await page.getByTestId('repay-amount').innerText()).toBe('₱1,525.00');
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor();

    await openScenario(page, 'repay-code-qr');
    const qr = page.getByTestId('qr');
    await qr.waitFor();
    expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    expect(await page.getByTestId('scan-tips').locator('li').count()).toBe(5);
    await context.close();
  });

  it('the instalment page folds its details to two rows, and the instructions page enlarges an image', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'repay-instalment');
    await page.getByText('Repayment date').waitFor();
    const rows = page.locator('.repay-rows').first().locator('.repay-row');
    if ((await page.getByRole('button', { name: 'more' }).count()) > 0) {
      expect(await rows.count()).toBe(2);
      await page.getByRole('button', { name: 'more' }).click();
      expect(await rows.count()).toBeGreaterThan(2);
      await page.getByRole('button', { name: 'hide' }).click();
      expect(await rows.count()).toBe(2);
    }
    await openScenario(page, 'dragonpay-instructions');
    await page.getByRole('heading', { name: 'Pay with GCash' }).waitFor();
    await page.getByRole('heading', { name: 'Pay with Maya' }).waitFor();
    await page.getByRole('button', { name: 'Enlarge: 7-Eleven' }).click();
    await page.getByRole('dialog', { name: '7-Eleven' }).waitFor();
    await context.close();
  });
});

describe('following a payment', () => {
  it('the code page’s status check asks the gateway: not paid, then paid once paid in another tab', async () => {
    const { context, page } = await phone(browser);
    try {
      await openScenario(page, 'repay-code-stored');
      const wire = createFullWire(wireMode() === 'obfuscated' ? 'obfuscated' : 'plain');
      const statusPath = wire.pathToWire('/v3/loan-details/payment-status');
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(statusPath));
      await page.getByRole('button', { name: 'Check payment status' }).click();
      const sent = (await asked).postDataJSON() as Record<string, string>;
      const referenceNo = sent[wire.keyToWire('referenceNo')] ?? '';
      expect(referenceNo).toMatch(/^PTX\d{12}$/);
      await page.locator('.ui-toast', { hasText: 'Not paid yet.' }).waitFor();

      const gateway = await context.newPage();
      await gateway.goto(`/sandbox/dragonpay/pay?txnid=${referenceNo}`);
      await gateway.getByRole('button', { name: /^Pay ₱/ }).click();
      await gateway.waitForURL(/\/loanDetail\?/);

      await page.getByRole('button', { name: 'Check payment status' }).click();
      await page.locator('.ui-toast', { hasText: 'Paid. Thank you!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('order details updates itself when the payment the borrower opened posts, without a reload', async () => {
    const { context, page } = await phone(browser);
    try {
      await openScenario(page, 'repay-delay');
      const orderUrl = page.url().replace('/repayDelay?', '/loanDetail?');
      const nextDate = (await page.getByTestId('next-date').innerText()).replace(
        'Your next payment date is ',
        '',
      );
      await page.getByRole('button', { name: 'Payment Method' }).click();
      await page
        .getByRole('dialog', { name: 'Payment Method' })
        .getByRole('button', { name: 'Payment' })
        .click();
      await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
      const payUrl = page.url();

      // The borrower goes back to the order without paying yet; the page watches the code it remembers.
      await goLive(page, orderUrl);
      await page.waitForSelector('html[data-hydrated="true"]');
      const before = await detailValue(page, 'Due date');
      expect(before).not.toContain(nextDate);
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });

      const gateway = await context.newPage();
      await gateway.goto(payUrl);
      await gateway.getByRole('button', { name: /^Pay ₱/ }).click();
      await gateway.waitForURL(/\/loanDetail\?/);

      await expect.poll(() => detailValue(page, 'Due date'), { timeout: 15000 }).toContain(nextDate);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    } finally {
      await context.close();
    }
  });
  it('a failed payment: back on the order, the borrower reads what happened and what to do next', async () => {
    const { context, page } = await phone(browser);
    try {
      await openScenario(page, 'repay-delay');
      await page.getByRole('button', { name: 'Payment Method' }).click();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: /Maya/ }).click();
      await sheet.getByRole('button', { name: 'Payment' }).click();
      await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
      await page.getByRole('button', { name: /^Fail/ }).click();
      await page.waitForURL(/\/loanDetail\?/);
      await page.waitForSelector('html[data-hydrated="true"]');
      const notice = await page.getByTestId('payment-notice').innerText();
      expect(notice).toMatch(
        /^Your payment of ₱[\d,.]+ through Maya did not go through, and nothing was taken\. Tap Repayment to choose a payment method and try again\.$/,
      );
    } finally {
      await context.close();
    }
  });
});
