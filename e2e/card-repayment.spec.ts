// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// Card/SMS repayment end to end: the borrower picks an account, gets a code by SMS (read from the back office's
// outbox, as the demo does), types a wrong code, asks for another after the countdown, pays with the right one
// and lands on the order, now with nothing due; and an authorised account that pays without a code.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, outboxRows, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MARIA = '09171234501';

async function outboxCodes(): Promise<string[]> {
  const rows = await outboxRows(browser);
  return rows
    .filter((r) => r.includes(MARIA))
    .map((r) => /\b(\d{6})\b is your code/.exec(r)?.[1] ?? '')
    .filter(Boolean);
}

/**
 * The next code texted to Maria: the newest in the outbox that was not there before. Counted instead, a code could
 * drop out of the outbox's newest rows while other specs text at the same time, and the count never rose.
 */
async function nextCode(seen: Set<string>): Promise<string> {
  let fresh: string | undefined;
  await expect
    .poll(async () => (fresh = (await outboxCodes()).find((code) => !seen.has(code))))
    .toBeDefined();
  seen.add(fresh ?? '');
  return fresh ?? '';
}

async function open(page: Page, name: string) {
  await page.goto(await scenarioUrl(name));
  await page.waitForSelector('html[data-hydrated="true"]');
}

const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text }).waitFor();

describe('card/SMS repayment', () => {
  it('card-repay-sms: no account chosen, a short code, a wrong code, a resend, then paid', async () => {
    const { context, page } = await phone(browser);
    try {
      // The countdown is fast-forwarded; the server waits 1 s between texts in this run (global-setup).
      await page.clock.install();
      await open(page, 'card-repay-sms');
      expect(new URL(page.url()).pathname).toBe('/alipayrepayment');
      const amount = await page.getByTestId('card-amount').innerText();
      expect(amount).toMatch(/^₱[\d,]+\.\d\d$/);
      expect(amount).not.toBe('₱0.00');
      await page.getByRole('radio', { name: /Pay online/ }).waitFor();

      await page.getByRole('button', { name: 'Pay now' }).click();
      await toast(page, '请先选择付款银行卡！');

      const seen = new Set(await outboxCodes());
      await page.getByRole('radio', { name: /GCash/ }).click();
      await page.getByRole('button', { name: 'Pay now' }).click();
      const input = page.getByLabel('SMS code');
      await input.waitFor();
      const send = page.locator('.card-sms-send');
      await expect.poll(() => send.innerText()).toMatch(/^\d{1,2}s$/);
      expect(await send.isDisabled()).toBe(true);
      const first = await nextCode(seen);

      await input.fill('123');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, '请输入正确的验证码');

      await input.fill(first === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, '验证码错误');

      await page.clock.runFor(61_000);
      await expect.poll(() => send.innerText()).toBe('get code');
      await send.click();
      const second = await nextCode(seen);
      await expect.poll(() => send.innerText()).toMatch(/^\d{1,2}s$/);

      await input.fill(second);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/\/borrowDetail\/\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('orderId')).toBe('PT0000000180');
      expect(url.searchParams.get('productId')).toBe('prod-plus-20k');
      await page.waitForSelector('html[data-hydrated="true"]');
      // The overdue amount is paid: the order is no longer overdue.
      await page.getByRole('button', { name: 'Payment records' }).click();
      await page.waitForURL(/\/paymentRecords\?/);
      await page.getByTestId('receipt').first().waitFor();
      expect(await page.getByTestId('receipt-amount').first().innerText()).toBe(amount);
      expect(await page.getByTestId('receipt').first().innerText()).toContain('Bank account debit');
    } finally {
      await context.close();
    }
  });

  it('card-repay: an authorised account pays without a code and the host is asked to close its dialog', async () => {
    const { context, page } = await phone(browser);
    try {
      // Outside a native app the bridge logs its calls (lib/bridge.ts); the demo borrower is on Android.
      const bridge: string[] = [];
      page.on('console', (m) => {
        if (m.text().startsWith('[bridge]')) bridge.push(m.text());
      });
      await open(page, 'card-repay');
      expect(new URL(page.url()).pathname).toBe('/addnormalcard');
      const seen = new Set(await outboxCodes());
      await page.getByRole('radio', { name: /BDO Unibank/ }).click();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/borrowDetail\/\?/);
      await page.waitForSelector('html[data-hydrated="true"]');
      // No code texted: none in the outbox that was not there before (a count would move as rows scroll out).
      expect((await outboxCodes()).filter((code) => !seen.has(code))).toEqual([]);
      expect(bridge.some((line) => line.includes('closeRepayDialog'))).toBe(true);
      // Paid: the order's receipts show the debit.
      await page.getByRole('button', { name: 'Payment records' }).click();
      await page.getByTestId('receipt').first().waitFor();
      expect(await page.getByTestId('receipt').first().innerText()).toContain('Bank account debit');
    } finally {
      await context.close();
    }
  });
});
