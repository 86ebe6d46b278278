// Page helpers for browser tests that drive /host as the native app, by taps on a 360 px phone: sign in by phone,
// the profile steps, a product, apply and the decision, and the web view the app opens. For the origination
// journey (new phone → profile → account → apply → approved → confirm → payout → My loans).
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { outboxRows, phone } from './browser';

/** /host on a 360×740 touch phone. */
export async function hostOnPhone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await phone(browser);
  await page.goto('/host');
  return { page, close: () => context.close() };
}

/** The web view's frame (the H5 the app opened). */
export const webview = (page: Page): FrameLocator => page.frameLocator('iframe[title="H5"]');

/** The phone's top bar: the name of the screen shown. */
export const screenTitle = (page: Page): Locator => page.locator('.phone__title');

export async function waitForScreen(page: Page, title: string): Promise<void> {
  await page.locator('.phone__title', { hasText: title }).waitFor();
}

export async function tab(page: Page, name: 'Home' | 'Mine'): Promise<void> {
  await page.getByRole('navigation', { name: 'App tabs' }).getByRole('button', { name, exact: true }).tap();
  await waitForScreen(page, name);
}

/** The newest sign-in code texted to a phone (09XXXXXXXXX), as the back office's outbox shows it. */
export async function latestSignInCode(browser: Browser, mobile: string): Promise<string> {
  const rows = await outboxRows(browser);
  const row = rows.find((r) => r.includes(mobile) && r.includes('sign-in code')) ?? '';
  return /\b(\d{6})\b/.exec(row)?.[1] ?? '';
}

/** Signs in with a mobile number and the code texted to it; a number new to us is a new borrower. */
export async function signInByPhone(page: Page, browser: Browser, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).tap();
  await page.getByText(/^Code sent\./).waitFor();
  const digits = mobile.replace(/\D/g, '');
  let code = '';
  for (let i = 0; i < 20 && !code; i += 1) code = await latestSignInCode(browser, digits);
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await waitForScreen(page, 'Home');
}

/** An answer to one item of a profile step, by the item's title: text, a date, an option's name, or a photo. */
export type StepAnswer =
  string | { option: string } | { photo: { name: string; mimeType: string; buffer: Buffer } };

/** Fills the profile step on screen by its items' titles, saves it, and waits for the next screen. */
export async function answerStep(page: Page, answers: Record<string, StepAnswer>): Promise<void> {
  for (const [title, answer] of Object.entries(answers)) {
    const control = page.getByLabel(title, { exact: true });
    if (typeof answer === 'string') {
      await control.fill(answer);
    } else if ('option' in answer) {
      await control.selectOption({ label: answer.option });
    } else {
      await control.setInputFiles(answer.photo);
      await page.getByText('Photo saved.').first().waitFor();
    }
  }
  await page.getByRole('button', { name: 'Save and continue' }).tap();
}

/** Opens a product from Home, chooses the term, and applies: answers the decision's heading. */
export async function applyFor(page: Page, productName: string, termDays?: number): Promise<string> {
  await page.getByRole('button', { name: `See ${productName}` }).tap();
  await waitForScreen(page, 'Product');
  if (termDays) await page.getByRole('button', { name: `${termDays} days`, exact: true }).tap();
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await apply.and(page.locator(':enabled')).waitFor();
  await apply.tap();
  await waitForScreen(page, 'Your application');
  return (await page.locator('.phone__screen h3').first().textContent()) ?? '';
}
