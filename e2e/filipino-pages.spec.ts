// @module-tag once: language, not wire names: its calls are made by the wire-tagged specs (e2e/wire-coverage.ts)
// Every Filipino page is Filipino (issue 40): every demo scenario opened with lang=fil, and a new borrower's
// origination screens on /host in Filipino, show no text of the English catalogues (e2e/english-texts.ts).
// Split from filipino.spec.ts, whose host journey is the one that switches the language (setLanguage).
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, devCall, goLive, launch, phone, scenarioUrl, scenarios } from './browser';
import { englishCheck, shownTexts, type EnglishCheck } from './english-texts';
import { bindGcash, completeProfile, hostOnPhone, signInByPhone, waitForScreen } from './host-app';
import { idPhoto, profileSteps } from './journey';

/** A walk through every scenario, or a new borrower's journey, on a loaded 2-core machine: minutes. */
const LONG = 600_000;

let browser: Browser;
let english: EnglishCheck;
beforeAll(async () => {
  browser = await launch();
  english = await englishCheck();
  // A daytime business hour, as the journey in filipino.spec.ts runs in.
  await devCall('business-time', { time: '10:00' });
});
afterAll(async () => {
  await devCall('business-time', { reset: true });
  await devCall('business-date', { reset: true });
  await browser?.close();
});

/** Each English catalogue text the page (or the part of it `selector` names) shows, as `where: "text"`. */
async function englishShown(frame: Page | Frame, where: string, selector: string | null = null) {
  const texts = await frame.evaluate(shownTexts, selector);
  return [...new Set(texts)].flatMap((text) => {
    const of = english.englishOf(text);
    return of === undefined ? [] : [`${where}: "${text}"${of === text ? '' : ` (${of})`}`];
  });
}

/** The page once what it loads after hydration has arrived: nothing busy, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

describe('every Filipino page is Filipino (issue 40)', () => {
  // The business date as seeded (the test above moved it to a reminder's day): a pay day in the next 45 days.
  beforeAll(async () => {
    await devCall('business-date', { reset: true });
  });

  it('knows the English it looks for, and finds it', () => {
    expect(english.size).toBeGreaterThan(700);
    // An H5 text, a console (host) text and a server-built text; a name and a placeholder-only text are not English.
    expect(english.englishOf('Payment records')).toBe('Payment records');
    expect(english.englishOf('Complete your profile')).toBe('Complete your profile');
    expect(english.englishOf('Please repay ₱5,882.50 by 2026-03-01.')).toBe(
      'Please repay {amount} by {date}.',
    );
    expect(english.englishOf('Pautang Quick')).toBeUndefined();
    expect(english.englishOf('OK')).toBeUndefined();
  });

  it(
    'every demo scenario, opened in Filipino, shows no English catalogue text',
    { timeout: LONG },
    async () => {
      const { context, page } = await phone(browser);
      const found: string[] = [];
      try {
        const all = await scenarios();
        expect(all.length).toBeGreaterThan(30);
        for (const { name } of all) {
          const url = new URL(await scenarioUrl(name), baseUrl());
          url.searchParams.set('lang', 'fil');
          await goLive(page, `${url.pathname}${url.search}`);
          if (name === 'order-redirect') {
            await page.waitForURL((u) => u.pathname !== '/loanDetail');
            await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
          }
          expect(await page.locator('html').getAttribute('lang'), name).toBe('fil');
          await settled(page);
          found.push(...(await englishShown(page, name)));
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it(
    "a new borrower's origination screens on /host in Filipino: sign-in, Home, each profile step, the quote, Mine",
    { timeout: LONG },
    async () => {
      const { page, close } = await hostOnPhone(browser);
      const found: string[] = [];
      const screen = async (where: string) => {
        await page.waitForFunction(
          () => !document.querySelector('.phone [aria-busy="true"], .phone [role="status"]'),
        );
        found.push(...(await englishShown(page, where, '.phone')));
      };
      const language = (lang: 'en' | 'fil') => page.locator('.host__header select').selectOption(lang);
      try {
        // Sign-in, in Filipino from the address.
        await page.goto('/host?lang=fil');
        await page.getByRole('button', { name: 'Kunin ang code' }).waitFor();
        await screen('sign-in');

        // A new number signs in (the helpers speak English), then the app reads Filipino again.
        await language('en');
        const mobile = `0918${String(Date.now()).slice(-7)}`;
        await signInByPhone(page, browser, mobile);
        await language('fil');
        await waitForScreen(page, 'Tahanan');
        await page.getByRole('button', { name: 'Kumpletuhin ang iyong profile' }).waitFor();
        await screen('Home, profile to complete');

        // The profile's list and each of its seven steps, opened from the list.
        await page.getByRole('button', { name: 'Kumpletuhin ang iyong profile' }).tap();
        const steps = page.locator('[data-step]');
        await steps.first().waitFor();
        await screen('profile steps');
        const names = await steps.evaluateAll((els) => els.map((el) => el.getAttribute('data-step') ?? ''));
        expect(names).toHaveLength(7);
        for (const step of names) {
          await page.locator(`[data-step="${step}"]`).tap();
          await page.locator('form.certify-form').waitFor();
          await screen(`profile step ${step}`);
          await page.getByRole('button', { name: 'Bumalik', exact: true }).tap();
          await steps.first().waitFor();
        }

        // Profile and payout account done (in English, by the helpers), then Home, the quote and Mine in Filipino.
        await language('en');
        await page.getByRole('button', { name: 'Back', exact: true }).tap();
        await waitForScreen(page, 'Home');
        await completeProfile(
          page,
          profileSteps(
            {
              mobile,
              firstName: 'Lorna',
              lastName: 'Reyes',
              birthDate: '1990-04-12',
              idNumber: `12345678${mobile.slice(-8)}`,
            },
            await idPhoto(),
          ),
        );
        await bindGcash(page, mobile, 'Lorna Reyes');
        await language('fil');
        await page.getByRole('button', { name: 'Tingnan ang Pautang Quick' }).waitFor();
        await screen('Home, with products');
        await page.getByRole('button', { name: 'Tingnan ang Pautang Quick' }).tap();
        await page.locator('button:enabled', { hasText: /^Mag-apply$/ }).waitFor();
        await screen('the quote');
        await page.getByRole('navigation').getByRole('button', { name: 'Akin', exact: true }).tap();
        await waitForScreen(page, 'Akin');
        await page.getByText('Mga loan ko').first().waitFor();
        await screen('Mine');
        // Every item of Mine that goes somewhere looks the same, a page's link or the app's own button (issue 40).
        const looks = await page.locator('.phone .native-screen').evaluate((mine) => {
          const acts = new Set(['Mag-sign out', 'I-delete ang account']);
          return Array.from(mine.querySelectorAll('a[href], button'))
            .filter((el) => !acts.has(el.textContent?.trim() ?? ''))
            .map((el) => {
              const s = getComputedStyle(el);
              return {
                tag: el.tagName,
                look: [s.backgroundColor, s.borderTop, s.borderRadius, s.padding, s.color, s.fontSize].join(
                  ' | ',
                ),
              };
            });
        });
        expect(new Set(looks.map((l) => l.tag))).toEqual(new Set(['A', 'BUTTON']));
        expect(new Set(looks.map((l) => l.look)).size).toBe(1);
      } finally {
        await close();
      }
      expect(found).toEqual([]);
    },
  );
});
