// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, phone, scenarioUrl, scenarios, goLive } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PRIVACY_HEADINGS = [
  'Collection of Information',
  'Representation',
  'Use of Technology',
  'Disclosure of Personal Data',
  'Cookies',
  'Device Information',
  'Minors',
  'Password Security',
  'Changes to this Policy',
  'User Discretion and Opt-out',
  'Grievance Officer',
];

describe('foundation scenarios', () => {
  it('lists the scenarios of this issue, over more than one borrower', async () => {
    const list = await scenarios();
    const names = list.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['customer-service', 'about-us', 'privacy-policy']));
    expect(new Set(list.map((s) => s.userId)).size).toBeGreaterThan(1);
  });

  it('customer-service: shows the slogan and the phone, e-mail and WhatsApp cards', async () => {
    const { context, page } = await phone(browser);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/attempt/')) calls.push(new URL(r.url()).pathname);
    });
    await goLive(page, await scenarioUrl('customer-service'));
    await expect.poll(() => page.getByText('Serve you 24 hours').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('service-email').textContent()).toBe('support@pautang.ph');
    expect(await page.getByTestId('service-whatsapp').textContent()).toBe('+639171234567');
    expect(await page.getByTestId('service-phone').textContent()).toBe('+63 2 8123 4567');
    expect(await page.locator('a.service-card--email').getAttribute('href')).toBe(
      'mailto:support@pautang.ph',
    );
    expect(await page.locator('a.service-card--whatsapp').getAttribute('href')).toBe(
      'https://wa.me/639171234567',
    );
    // The session parameters travel with in-app links.
    const complaintHref = await page.locator('a.service-card--complaint').getAttribute('href');
    expect(complaintHref).toMatch(/^\/complainPage\?.*sessionId=/);
    // The page arrived with its data: the browser did not ask for it again.
    expect(calls.filter((p) => !p.startsWith('/attempt/dev/') && !p.includes('buried'))).toEqual([]);
    await context.close();
  });

  it('reports the page view and taps to the server in a batch, without holding the page', async () => {
    const { context, page } = await phone(browser);
    const sent = page.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        r.url().includes('/attempt/') &&
        (r.postData() ?? '').includes('service-email'),
      { timeout: 10000 },
    );
    await goLive(page, await scenarioUrl('customer-service'));
    await expect.poll(() => page.getByTestId('service-email').textContent()).toBe('support@pautang.ph');
    await page
      .locator('a.service-card--email')
      .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await page.locator('a.service-card--email').click();
    const request = await sent;
    const body = request.postData() ?? '';
    expect(body).toContain('/customerService');
    expect(body).toContain('"view"');
    expect(body).toContain('"click"');
    // Playwright cannot read the body of a keepalive answer; a 200 is the envelope's success (errors use 4xx).
    const response = await request.response();
    expect(response?.status()).toBe(200);
    await context.close();
  });

  it('about-us: welcome, mission, the four advantages, team, e-mail and slogan', async () => {
    const { context, page } = await phone(browser);
    await goLive(page, await scenarioUrl('about-us'));
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    for (const title of ['Quick approval', 'Transparent fees', 'Flexible repayment', 'Safe and reliable']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Our team' }).isVisible()).toBe(true);
    expect(await page.getByText('Unsecured Loans ——Apply Anytime!').isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    expect(text).toContain('support@pautang.ph');
    expect(text).not.toMatch(/\{email\}|\{appName\}/);
    await context.close();
  });

  it('privacy-policy: every heading, the age limit and the device information statement', async () => {
    const { context, page } = await phone(browser);
    await goLive(page, await scenarioUrl('privacy-policy'));
    await page.getByRole('heading', { name: 'Grievance Officer' }).waitFor();
    const headings = await page.locator('article h2').allInnerTexts();
    expect(headings).toEqual(PRIVACY_HEADINGS);
    const text = await page.locator('article').innerText();
    expect(text).toContain('device information such as photos, GPS, advertising identifier and network');
    expect(text).toMatch(/under (the age of )?18/);
    expect(text).not.toMatch(/\{(company|email|phone|address|grievanceOfficer)\}/);
    await context.close();
  });

  it("/testPreview: the spec's jumps with their query parameters, every scenario, and each opens its screen", async () => {
    const { context, page } = await phone(browser);
    await goLive(page, await scenarioUrl('test-preview'));
    const jumps = page.getByRole('list', { name: 'Jump to a screen' });
    await jumps.locator('[data-scenario="about-us"]').waitFor();
    expect(
      await jumps
        .locator('[data-scenario]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario'))),
    ).toEqual([
      'loan-confirm',
      'order-180',
      'repay-instalment',
      'repay-delay',
      'bind-bank',
      'about-us',
      'complaint-entry',
      'customer-service',
      'privacy-policy',
      'dragonpay-instructions',
      'repay-code',
    ]);
    // Each jump shows the screen and the query parameters it opens with.
    expect(await jumps.locator('[data-scenario="loan-confirm"] code').innerText()).toBe(
      '/loanConfirm?productId=prod-quick-5k',
    );
    expect(await jumps.locator('[data-scenario="order-180"] code').innerText()).toMatch(
      /^\/loanDetail\?orderId=PT0000000180&productId=/,
    );
    const all = page.getByRole('list', { name: 'Every demo scenario' });
    const shown = await all
      .locator('[data-scenario]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario')));
    expect(shown).toEqual((await scenarios()).map((s) => s.name));
    await jumps.locator('[data-scenario="about-us"]').click();
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/aboutUs');
    await context.close();
  });

  it('/testPreview device tests ask only after a just-in-time notice that says what and why', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl(),
      serviceWorkers: 'block',
      permissions: ['geolocation'],
      geolocation: { latitude: 14.5547, longitude: 121.0244 },
    });
    const page = await context.newPage();
    try {
      await goLive(page, await scenarioUrl('test-preview'));
      await page.getByRole('button', { name: 'Get my location' }).click();
      const notice = page.getByTestId('just-in-time-notice');
      expect(await notice.innerText()).toContain('asks your phone for its location once');
      await page.getByRole('button', { name: 'Not now' }).click();
      await notice.waitFor({ state: 'hidden' });
      expect(await page.getByRole('status').count()).toBe(0);
      await page.getByRole('button', { name: 'Get my location' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Latitude 14.5547, longitude 121.0244').waitFor();

      await page.getByRole('button', { name: 'Pick one contact' }).click();
      expect(await notice.innerText()).toContain('Pautang never reads your contact list');
      await page.getByRole('button', { name: 'Continue' }).click();
      // Desktop Chromium has no contact picker: the test says so instead of failing silently.
      await page.getByText('This browser has no contact picker.').waitFor();

      await page.getByRole('button', { name: 'Take or choose a photo' }).click();
      expect(await notice.innerText()).toContain('opens the camera or your photos');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Continue' }).click();
      await (
        await chooser
      ).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
      await page.locator('.device-test-photo').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a network failure shows a toast with Retry, and Retry loads the page', async () => {
    const { context, page } = await phone(browser);
    let fail = true;
    await page.route(/\/attempt\/(?!dev\/)/, (route) =>
      fail ? route.abort('internetdisconnected') : route.continue(),
    );
    // The first screen arrives rendered with its data; a screen opened inside the app fetches its own.
    await goLive(page, await scenarioUrl('about-us'));
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', `/customerService${location.search}`);
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('Network is unstable');
    fail = false;
    await retry.click();
    await expect.poll(() => page.getByTestId('service-email').textContent()).toBe('support@pautang.ph');
    await context.close();
  });

  it('an unknown session shows the message and asks the host to sign in again', async () => {
    const { context, page } = await phone(browser);
    const bridgeLogs: string[] = [];
    page.on('console', (m) => bridgeLogs.push(m.text()));
    await page.goto('/customerService?sessionId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&userId=10001');
    await page.getByText('Your session has expired. Please sign in again.').first().waitFor();
    // Said on the screen too, lastingly, not only in the 2 s toast.
    expect(await page.locator('.service-load-error').innerText()).toBe(
      'Your session has expired. Please sign in again.',
    );
    await expect.poll(() => bridgeLogs.some((l) => l.includes('[bridge] offToLogin'))).toBe(true);
    expect(await page.getByTestId('service-email').textContent()).toBe('');
    await context.close();
  });

  it('an unknown path shows the not-found page and serves no stack', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const api = await fetch(`${baseUrl()}/attempt/v1/none`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 1007, data: null });
    await context.close();
  });
});

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
