// Headless Debian Chromium driven by playwright-core, as a borrower's phone: 360×740, mobile user agent, touch.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_PARAM_KEYS } from '../packages/contract/src/session';

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

export const baseUrl = () => inject('baseUrl');
export const wireMode = () => inject('wireMode');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
}

export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
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

export type ScenarioEntry = { name: string; title: string; url: string; userId: string; orderId?: string };

export async function scenarios(): Promise<ScenarioEntry[]> {
  const res = await fetch(`${baseUrl()}/attempt/dev/scenarios`);
  return (await res.json()) as ScenarioEntry[];
}

export async function scenarioUrl(name: string): Promise<string> {
  const found = (await scenarios()).find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found.url;
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
