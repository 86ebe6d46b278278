// Page helpers for browser tests that drive /host as the native app, by taps on a 360 px phone: sign in by phone,
// the profile steps, bind bank in the web view, a product, apply and the decision, loan confirmation. For the
// origination journey (new phone → profile → account → apply → approved → confirm → payout → My loans). The steps
// were run by hand against the profile and decision helpers' servers merged together (issue 27).
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

/** The web view's page once its app is live (a tap before hydration does nothing, as on a phone). */
export async function liveWebview(page: Page): Promise<FrameLocator> {
  const frame = webview(page);
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15000 });
  return frame;
}

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
  // "Code sent" shows once the text is filed; the outbox lists it once the sender's sweep has sent it, a moment later.
  for (let attempt = 0; ; attempt += 1) {
    const rows = await outboxRows(browser);
    const row = rows.find((r) => r.includes(mobile) && r.includes('sign-in code')) ?? '';
    const code = /\b(\d{6})\b/.exec(row)?.[1];
    if (code || attempt === 20) return code ?? '';
  }
}

/** Signs in with a mobile number and the code texted to it; a number new to us is a new borrower. Lands on Home. */
export async function signInByPhone(page: Page, browser: Browser, mobile: string): Promise<void> {
  // Consent before data (issue 40): the number can be typed only once the privacy notice is agreed to.
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).tap();
  await page.getByText(/^Code sent\./).waitFor();
  await page.getByLabel('SMS code').fill(await latestSignInCode(browser, mobile.replace(/\D/g, '')));
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await waitForScreen(page, 'Home');
}

/**
 * An answer to one item of a profile step, by the item's code: text or a date typed, an option by its name, or a
 * photo. Items left out of the answers are left as they are.
 */
export type StepAnswer =
  string | { option: string } | { photo: { name: string; mimeType: string; buffer: Buffer } };

/** Fills the profile step on screen, saves it, and answers the messages it was refused with ([] when saved). */
export async function answerStep(page: Page, answers: Record<string, StepAnswer>): Promise<string[]> {
  const form = page.locator('form.certify-form');
  const heading = await form.locator('h3').innerText();
  for (const [code, answer] of Object.entries(answers)) {
    const field = form.locator(`.certify-field[data-code="${code}"]`);
    if (typeof answer === 'string') {
      await field.locator('input:not([type="search"])').fill(answer);
    } else if ('option' in answer) {
      await field.locator('select').selectOption({ label: answer.option });
    } else {
      await field.locator('input[type="file"]').setInputFiles(answer.photo);
      await field.getByText('Photo saved.').waitFor();
    }
  }
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  // Saved: the next step's form, or the list; refused: the messages beside the items.
  await page
    .locator('form.certify-form h3', { hasNotText: heading })
    .or(page.getByRole('list', { name: 'Profile steps' }))
    .or(form.locator('[role="alert"]').first())
    .waitFor();
  return form.locator('[role="alert"]').allInnerTexts();
}

/** From Home's profile blocker, answers each step the list asks next until the profile is complete. */
export async function completeProfile(page: Page, steps: Record<string, StepAnswer>[]): Promise<void> {
  await page.getByRole('button', { name: 'Complete your profile' }).tap();
  await page.getByRole('button', { name: 'Continue' }).tap();
  for (const answers of steps) {
    const refused = await answerStep(page, answers);
    if (refused.length > 0) throw new Error(`profile step refused: ${refused.join('; ')}`);
  }
  await page.getByText('Your profile is complete.').waitFor();
  await page.getByRole('button', { name: 'Back to Home' }).tap();
  await waitForScreen(page, 'Home');
}

/** From Home's account blocker: binds a GCash account in the H5's bind-bank page; the app returns to Home. */
export async function bindGcash(page: Page, mobile: string, accountName: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a payout account' }).tap();
  const frame = await liveWebview(page);
  await frame.getByLabel('GCash mobile number').fill(mobile);
  await frame.getByLabel('Account name').fill(accountName);
  await frame.getByRole('button', { name: 'Next' }).click();
  await waitForScreen(page, 'Home');
}

/** Opens a product from Home, chooses the term, and applies: answers the decision's heading. */
export async function applyFor(page: Page, productName: string, termDays?: number): Promise<string> {
  await page.getByRole('button', { name: `See ${productName}` }).tap();
  await waitForScreen(page, 'Product');
  if (termDays) await page.getByRole('button', { name: `${termDays} days`, exact: true }).tap();
  // Apply waits for the quote of what is shown.
  await page.locator('button:enabled', { hasText: /^Apply$/ }).waitFor();
  await page.getByRole('button', { name: 'Apply', exact: true }).tap();
  await waitForScreen(page, 'Your application');
  return page.locator('.phone__screen h3').first().innerText();
}

/** An approved decision's Confirm: the loan-confirm H5 in the web view, live. */
export async function openLoanConfirm(page: Page): Promise<FrameLocator> {
  // Exact: the tray can show the decision's message at the same moment, a button whose name holds these words.
  await page.getByRole('button', { name: 'Confirm your loan', exact: true }).tap();
  return liveWebview(page);
}
