// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// Issue 29 end to end, on /host as a borrower's phone: a new borrower's loan is approved and paid out, and both
// messages reach the app's tray and the H5's list; the business date moves to 3 days before the due date, and the
// reminder arrives; the borrower pays, and the payment's message arrives. Every message is filed by the event itself
// and sent by the job queue (NOTIFY_SWEEP_SECONDS, REMINDER_SWEEP_SECONDS in e2e/global-setup.ts); the test sets a
// daytime business time first, since nothing is sent in Manila's quiet hours.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCall, launch } from './browser';
import { hostOnPhone, liveWebview } from './host-app';
import { addDays, borrowAndGetPaid, businessDate, signUp } from './journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await devCall('business-time', { time: '10:00' });
});
afterAll(async () => {
  await devCall('business-time', { reset: true });
  await devCall('business-date', { reset: true });
  await browser?.close();
});

/** The titles in the host's notification tray, newest first as the tray shows them. */
const trayTitles = (page: Page) =>
  page
    .getByTestId('notification-tray')
    .getByTestId('tray-item')
    .evaluateAll((items) => items.map((item) => item.querySelector('strong')?.textContent ?? ''));

async function trayShows(page: Page, title: string): Promise<void> {
  await expect.poll(() => trayTitles(page), { timeout: 45_000, interval: 500 }).toContain(title);
}

describe('what a borrower hears, on /host', () => {
  it(
    'approved and paid out, reminded 3 days before the due date, and thanked for the payment',
    { timeout: 240_000 },
    async () => {
      const { page, close } = await hostOnPhone(browser);
      try {
        const rosa = {
          mobile: '09181230029',
          firstName: 'Rosa',
          lastName: 'Villareal',
          birthDate: '1988-02-03',
          idNumber: '1234567890290029',
        };
        await signUp(page, browser, rosa);
        const order = await borrowAndGetPaid(page, rosa);
        const paidOn = await businessDate();

        // Approved, then sent: both in the app's tray, and in the H5's list behind the order page's bell.
        await trayShows(page, 'Your loan is approved');
        await trayShows(page, 'Your loan has been sent');
        // The bell sits under the host's tray on this small phone: tapped as the element itself.
        await order.getByTestId('notifications-link').evaluate((bell: HTMLElement) => bell.click());
        const list = await liveWebview(page);
        const items = list.getByTestId('notification-item');
        await expect
          .poll(() => items.allInnerTexts(), { timeout: 20_000 })
          .toEqual(
            expect.arrayContaining([
              expect.stringContaining('Your loan has been sent'),
              expect.stringContaining('Your loan is approved'),
            ]),
          );

        // Three days before the due date (120 days after the payout), the reminder is planned and sent.
        const dueOn = addDays(paidOn, 120);
        await devCall('business-date', { businessDate: addDays(dueOn, -3) });
        await trayShows(page, 'Payment due in 3 days');
        const reminder = await page
          .getByTestId('notification-tray')
          .getByTestId('tray-item')
          .filter({ hasText: 'Payment due in 3 days' })
          .innerText();
        expect(reminder).toContain(`is due on ${dueOn}`);

        // On the due date the borrower pays through the sandbox gateway, and the payment's message arrives.
        await devCall('business-date', { businessDate: dueOn });
        await page
          .getByTestId('notification-tray')
          .getByTestId('tray-item')
          .filter({ hasText: 'Payment due in 3 days' })
          .click();
        const repay = await liveWebview(page);
        await repay.getByRole('button', { name: 'Payment Method' }).click();
        await repay
          .getByRole('dialog', { name: 'Payment Method' })
          .getByRole('button', { name: 'Payment' })
          .click();
        await repay.getByRole('button', { name: /^Pay ₱/ }).click();
        await trayShows(page, 'Payment received');
      } finally {
        await close();
      }
    },
  );
});
