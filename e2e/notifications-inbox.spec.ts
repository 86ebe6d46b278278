// @module-tag wire: drives the built H5 and the host simulator, whose tables translate the new calls
// The borrower's notifications (issue 29): a message sent to Maria lands in the host simulator's tray (the app's
// tray poll); a tap opens its link, the order page, in the web view; its bell opens the list, which shows the
// message; and a message sent while the list is open is pushed by the H5 to the host (bridge notify) and shown on
// top of the list. Messages are written through the demo route as the notifications core writes sent ones.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, devCall, launch } from './browser';
import { hostOnPhone, liveWebview, signInByPhone, tab } from './host-app';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function desktop(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: baseUrl(),
    serviceWorkers: 'block',
  });
  return context.newPage();
}

const logActions = (page: Page) =>
  page
    .locator('ol[aria-label="Bridge log"] > li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));

const trayTitles = (page: Page) =>
  page
    .getByTestId('notification-tray')
    .getByTestId('tray-item')
    .evaluateAll((els) => els.map((e) => e.querySelector('strong')?.textContent ?? ''));

async function send(title: string, body: string, link: string) {
  const res = await devCall<{ code: number; message: string }>('notifications', {
    userId: '10001',
    event: 'payment-received',
    title,
    body,
    link,
  });
  expect(res.body.code, res.body.message).toBe(0);
}

describe('notifications', () => {
  it('reach the host’s tray and the H5 list, and a new one is pushed while the list is open', async () => {
    const stamp = Date.now().toString(36);
    const first = `Payment received ${stamp}`;
    await send(
      first,
      'We received ₱1,000.00 for order PT0000000180. Thank you.',
      '/loanDetail?orderId=PT0000000180&productId=prod-plus-20k',
    );

    const page = await desktop();
    await page.goto('/host');
    await page.getByRole('button', { name: /Maria Santos/ }).click();
    // The app's first tray poll answers the unread messages.
    await expect.poll(() => trayTitles(page), { timeout: 15000 }).toContain(first);

    // A tap opens the message's link (the order page) in the web view, with the session.
    await page.getByTestId('tray-item').filter({ hasText: first }).click();
    const frame = page.frameLocator('iframe[title="H5"]');
    await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15000 });
    const bell = frame.getByTestId('notifications-link');
    await bell.waitFor({ timeout: 15000 });
    await expect
      .poll(() => frame.getByTestId('notifications-unread').textContent({ timeout: 1000 }), {
        timeout: 15000,
      })
      .toMatch(/unread/);
    await bell.click();

    const items = frame.getByTestId('notification-item');
    await expect.poll(() => items.filter({ hasText: first }).count(), { timeout: 15000 }).toBe(1);
    await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    // Sent while the list is open: the list adds it on top and hands it to the host, which shows it in its tray.
    const second = `Due in 3 days ${stamp}`;
    await send(second, '₱5,610.00 is due in 3 days.', '/notifications');
    await expect
      .poll(() => items.first().textContent({ timeout: 1000 }), { timeout: 30000 })
      .toContain(second);
    await expect.poll(() => logActions(page), { timeout: 15000 }).toContain('notify');
    await expect.poll(() => trayTitles(page), { timeout: 15000 }).toContain(second);
    expect((await trayTitles(page)).filter((t) => t === second)).toHaveLength(1);

    // Opening a message marks it read.
    await items.filter({ hasText: first }).click();
    await frame.getByTestId('notifications-link').waitFor({ timeout: 15000 });
    await page.context().close();
  });

  it('show a plain empty list to a borrower who was sent nothing, without sideways scroll at 320 px', async () => {
    // A phone new to us (every demo borrower has heard from us by now in this run): signed in on /host, whose
    // web view hands its session to the list, opened on a 320 px screen.
    const host = await hostOnPhone(browser);
    await signInByPhone(host.page, browser, '09181230320');
    await tab(host.page, 'Mine');
    await host.page.getByRole('link', { name: 'Customer service' }).first().tap();
    await liveWebview(host.page);
    const opened = new URL(
      (await host.page.locator('iframe[title="H5"]').getAttribute('src')) ?? '',
      baseUrl(),
    );
    await host.close();
    const query = opened.searchParams.toString();
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      baseURL: baseUrl(),
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`/notifications?${query}`);
    await page.getByTestId('notifications-empty').waitFor({ timeout: 15000 });
    expect(await page.getByRole('heading', { name: 'No notifications yet' }).count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
