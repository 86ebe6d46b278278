// Headless Debian Chromium driven by playwright-core, as a borrower's phone: 360×740, mobile user agent, touch.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_PARAM_KEYS } from '../packages/contract/src/session';
import { keepScreensOnClose } from './failure-screens';

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

export const baseUrl = () => inject('baseUrl');
export const wireMode = () => inject('wireMode');

/**
 * Debian's headless shell (npm test installs it: scripts/lib.mjs), the full browser where only that is installed.
 * The shell is Chromium's old headless mode: the same Blink and V8 without the browser's window and compositor,
 * about 40 % less processor time for the same spec.
 */
const EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return keepScreensOnClose(browser);
}

export async function phone(
  browser: Browser,
  viewport = { width: 360, height: 740 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    userAgent: MOBILE_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL: baseUrl(),
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens a borrower screen and waits until it is live. The server's HTML shows the screen at once, but the app's
 * code comes after the first paint (apps/h5/src/main.tsx): a tap before hydration does nothing, as on a phone.
 */
export async function goLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

export type ScenarioEntry = { name: string; title: string; url: string; userId: string; orderId?: string };

// Demo calls answer only our own pages: the XMLHttpRequest marker the H5 and the console send.
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

export async function scenarios(): Promise<ScenarioEntry[]> {
  const res = await fetch(`${baseUrl()}/attempt/dev/scenarios`, { headers: XHR });
  return (await res.json()) as ScenarioEntry[];
}

/** A demo call as the console makes it: GET without a body, POST with a JSON body. */
export async function devCall<T>(path: string, body?: unknown): Promise<{ ok: boolean; body: T }> {
  const res = await fetch(`${baseUrl()}/attempt/dev/${path}`, {
    ...(body === undefined
      ? { headers: XHR }
      : {
          method: 'POST',
          headers: { ...XHR, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
  });
  return { ok: res.ok, body: (await res.json()) as T };
}

/** Opens a scenario (a POST: it resets the scenario's order and signs its borrower in) and returns its screen URL. */
export async function scenarioUrl(name: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/attempt/dev/scenarios/${name}`, { method: 'POST', headers: XHR });
  const body = (await res.json()) as { code: number; message: string; data: { url: string } | null };
  if (body.code !== 0 || !body.data) throw new Error(`scenario ${name}: ${body.message}`);
  return body.data.url;
}

/** The session parameters the host puts on every screen (the rest, orderId…, depend on the screen). */
export const HOST_SESSION_KEYS = SESSION_PARAM_KEYS.slice(0, 8);

/** Computed colours of the spec's codes (spec 2 §4.1, §9). */
export const COLOURS = {
  blue: 'rgb(38, 69, 246)',
  red: 'rgb(255, 67, 48)',
  green: 'rgb(5, 215, 23)',
  grey: 'rgb(200, 201, 204)',
  theme: 'rgb(61, 90, 255)',
} as const;

/** A desktop-sized page for the back office, in a context of its own (no offline worker). */
export async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    baseURL: baseUrl(),
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** A demo staff member (apps/server/src/contexts/demo/seed/demo-complaints.ts DEMO_STAFF), as a person types them in. */
export type StaffLogin = { username: string; password: string; displayName: string };
/** The demo's supervisor, holding every role. */
export const DEMO_SUPERVISOR: StaffLogin = {
  username: 'agent',
  password: 'pautang-support',
  displayName: 'Lea Bautista',
};

/**
 * Signs a demo staff member in to the back office on this page (the supervisor unless named), at `path` (a
 * section's own address, /console by default).
 */
export async function agentSignIn(
  page: Page,
  who: StaffLogin = DEMO_SUPERVISOR,
  path = '/console',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${who.displayName}`).waitFor();
}

/**
 * The demo's second admin (the demo agent holds every role, and 'admin' is a second admin) approves the pending
 * proposal whose summary holds `summary`, in a browser of their own: settings and landing templates change only
 * when a second staff member approves (maker-checker, issue 28).
 */
export async function approveAsSecondAdmin(browser: Browser, summary: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto('/console/approvals');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('pautang-admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Grace Tan').waitFor();
    const row = page.getByTestId('approvals').getByTestId('approval-row').filter({ hasText: summary });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved:' }).waitFor();
  } finally {
    await context.close();
  }
}

/** The rows of the back office's SMS outbox, newest first, as an agent reads them (the demo's texted codes). */
export async function outboxRows(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await agentSignIn(page);
    // The outbox's own panel: the support section lists the website's messages in the same kind of panel, and
    // its empty text must not stand for the outbox having loaded (a read before the rows came answered none).
    const outbox = page.getByRole('region', { name: /^SMS outbox/ });
    await outbox.locator('[data-testid="sms-outbox"], .support-muted').first().waitFor();
    return await outbox.getByTestId('sms-outbox').locator('tbody tr').allInnerTexts();
  } finally {
    await context.close();
  }
}
