// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// Every screen whole on a small phone (issue 30): each demo scenario, the states the walkthrough reached by taps
// (card repayment's SMS code, the download page after registering, the landing page with a field focused), the
// origination screens on /host and each back-office section, at 320 × 640 and at 360 × 740. A screen fails when
// the page is wider than the phone, or when a visible button, button-styled link or field is cut: outside the
// screen, cut by a box that hides its overflow, its label cut with an ellipsis, or its label stuck at the top of
// a stretched button. One browser and one phone per part; each screen is measured at both widths by resizing the
// same page, and every wait is for the page to be live or for something it shows.
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFullWire } from '@pautang/contract/native-wire';
import {
  agentSignIn,
  baseUrl,
  COLOURS,
  launch,
  outboxRows,
  phone,
  scenarioUrl,
  scenarios,
  wireMode,
} from './browser';
import { applyFor, hostOnPhone, liveWebview, signInByPhone, waitForScreen } from './host-app';
import { idPhoto, profileSteps } from './journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A walk through every scenario, or a journey, on a loaded 2-core machine: minutes, not the default minute. */
const LONG = 600_000;

const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
] as const;

/**
 * What is wrong with the document on screen at `width`: each problem names the element by its text or label. Runs
 * in the page; every measure forces a fresh layout, so no wait is needed after a resize.
 */
function findProblems(width: number): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const pageWidth = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
  if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`);

  const nameOf = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ||
      (el instanceof HTMLInputElement ? el.placeholder || el.name || el.type : '') ||
      (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.className;
    return `${el.tagName.toLowerCase()} "${label}"`;
  };
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible';
  const scrolls = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';

  // Buttons, fields, and links drawn as buttons (a link laid out as a box rather than running in a sentence).
  const controls = [
    ...Array.from(
      document.querySelectorAll(
        'button, [role="button"], input:not([type="hidden"]):not([type="file"]), select, textarea, a[href]',
      ),
    ),
  ].filter((el) => {
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false;
    return shown(el);
  });
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    // Inside a box that scrolls sideways (a wide table), a control is reached by scrolling that box.
    let inScroller = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (scrolls(s)) {
        inScroller = true;
        break;
      }
      if (clips(s)) {
        const ar = a.getBoundingClientRect();
        if (r.left < ar.left - 1 || r.right > ar.right + 1) {
          problems.push(`${nameOf(el)} is cut by ${a.tagName.toLowerCase()}.${a.className}`);
          break;
        }
      }
    }
    if (!inScroller && (r.left < -1 || r.right > width + 1)) {
      problems.push(
        `${nameOf(el)} lies outside the screen (${Math.round(r.left)}–${Math.round(r.right)} px)`,
      );
    }
    // Its label: cut inside the control (or a span of it), or stuck at the top of a stretched control.
    if (!(
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )) {
      for (const part of [el, ...Array.from(el.querySelectorAll('*'))]) {
        // A visually hidden label (1 px, clipped) is there for screen readers, not cut.
        const box = part.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const s = getComputedStyle(part);
        if (
          clips(s) &&
          !scrolls(s) &&
          part.scrollWidth > part.clientWidth + 1 &&
          (part.textContent ?? '').trim()
        ) {
          problems.push(`${nameOf(el)} has its label cut`);
          break;
        }
      }
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      if (r.height > 64 && text.height > 0 && text.height < r.height / 2) {
        const offset = text.top + text.height / 2 - (r.top + r.height / 2);
        if (Math.abs(offset) > 16) {
          problems.push(`${nameOf(el)} is ${Math.round(r.height)} px tall with its label off centre`);
        }
      }
    }
  }
  // A heading cut short with an ellipsis ("Payment account informat…").
  for (const h of Array.from(document.querySelectorAll('h1, h2, h3'))) {
    if (!shown(h)) continue;
    const s = getComputedStyle(h);
    if (clips(s) && h.scrollWidth > h.clientWidth + 1) problems.push(`${nameOf(h)} is cut`);
  }
  return problems;
}

/** Measures the page at each size and files what is wrong under `label`. */
async function measure(page: Page, label: string, found: string[], frame?: () => Promise<Frame>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const where = frame ? await frame() : page.mainFrame();
    const width = frame ? await where.evaluate(() => document.documentElement.clientWidth) : size.width;
    for (const p of await where.evaluate(findProblems, width)) found.push(`${label} at ${size.width}: ${p}`);
  }
}

async function goLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/** The picture code's answer, through the demo-only call (as promotion.spec does). */
async function captchaAnswer(sid: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/attempt/dev/captcha?sid=${encodeURIComponent(sid)}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  return ((await res.json()) as { data: { answer: string } }).data.answer;
}

describe('every screen whole at 320 and 360 px', () => {
  it('every demo scenario', { timeout: LONG }, async () => {
    const { context, page } = await phone(browser);
    const found: string[] = [];
    try {
      for (const { name } of await scenarios()) {
        await goLive(page, await scenarioUrl(name));
        if (name === 'order-redirect') {
          // Replaces itself at once with the page it names: measure that page once it is live.
          await page.waitForURL((u) => u.pathname !== '/loanDetail');
          await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        }
        await measure(page, name, found);
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it(
    'the landing page with a field focused, and the download page after registering',
    { timeout: LONG },
    async () => {
      const { context, page } = await phone(browser);
      const found: string[] = [];
      try {
        const wire = createFullWire(wireMode() === 'obfuscated' ? 'obfuscated' : 'plain');
        const sidPath = wire.pathToWire('/api/v2/youmi/promotion/get-sid');
        const sidResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(sidPath));
        await goLive(page, await scenarioUrl('promotion-landing'));
        const body = (await (await sidResponse).json()) as { data: Record<string, string> };
        const sid = body.data[wire.keyToWire('sid')] ?? '';
        for (const field of ['Mobile number', 'Picture code', 'SMS code']) {
          await page.getByLabel(field, { exact: true }).focus();
          await measure(page, `promotion-landing, ${field} focused`, found);
          // A focused field must not slide the page sideways.
          const scrolled = await page.evaluate(() => scrollX);
          if (scrolled !== 0) found.push(`promotion-landing, ${field} focused: the page slid ${scrolled} px`);
        }

        const mobile = `0919${String(Date.now()).slice(-7)}`;
        await page.getByLabel('Mobile number').fill(mobile);
        await page.getByLabel('Picture code', { exact: true }).fill(await captchaAnswer(sid));
        await page.getByRole('button', { name: 'Get code' }).click();
        await expect.poll(() => page.locator('.promo-send').innerText()).toMatch(/^\d{1,2}s$/);
        await expect.poll(async () => (await registrationCode(mobile)) !== '').toBe(true);
        await page.getByLabel('SMS code').fill(await registrationCode(mobile));
        await page.getByRole('button', { name: 'Register now' }).click();
        await page.getByRole('heading', { name: 'Download the app' }).waitFor();
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await measure(page, 'register-download', found);
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it('card repayment asking for the SMS code', { timeout: LONG }, async () => {
    const { context, page } = await phone(browser);
    const found: string[] = [];
    try {
      await goLive(page, await scenarioUrl('card-repay-sms'));
      await page.getByRole('radio', { name: /GCash/ }).click();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByLabel('SMS code').waitFor();
      await measure(page, 'card-repay-sms, code asked', found);
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it(
    'the origination screens on /host: sign-in, each profile step, bind bank, a product and the decision',
    { timeout: LONG },
    async () => {
      const { page, close } = await hostOnPhone(browser);
      const found: string[] = [];
      try {
        await page.getByLabel('Mobile number').waitFor();
        await measure(page, 'host sign-in', found);
        const mobile = '09181239301';
        await signInByPhone(page, browser, mobile);
        await measure(page, 'host home, profile to complete', found);

        const borrower = {
          mobile,
          firstName: 'Nina',
          lastName: 'Santos',
          birthDate: '1991-03-05',
          idNumber: '1234567890129301',
        };
        await page.getByRole('button', { name: 'Complete your profile' }).tap();
        await measure(page, 'host profile steps', found);
        await page.getByRole('button', { name: 'Continue' }).tap();
        for (const [i, answers] of profileSteps(borrower, await idPhoto()).entries()) {
          await page.locator('form.certify-form').waitFor();
          await measure(page, `host profile step ${i + 1}`, found);
          const form = page.locator('form.certify-form');
          for (const [code, answer] of Object.entries(answers)) {
            const field = form.locator(`.certify-field[data-code="${code}"]`);
            if (typeof answer === 'string') await field.locator('input:not([type="search"])').fill(answer);
            else if ('option' in answer) await field.locator('select').selectOption({ label: answer.option });
            else {
              // The preview is held back until the form is measured without it: its arrival must not move Save
              // (a tap on its way landed on the picture, and the step was never saved).
              let release = () => {};
              const held = new Promise<void>((resolve) => (release = resolve));
              await page.route(
                '**/files/profiles/**',
                async (route) => {
                  await held;
                  await route.continue();
                },
                { times: 1 },
              );
              await field.locator('input[type="file"]').setInputFiles(answer.photo);
              await field.getByText('Photo saved.').waitFor();
              const save = page.getByRole('button', { name: 'Save and continue' });
              const before = (await save.boundingBox())?.y;
              release();
              await field
                .locator('img')
                .evaluate((img: HTMLImageElement) =>
                  img.complete ? undefined : new Promise((loaded) => (img.onload = loaded)),
                );
              const after = (await save.boundingBox())?.y;
              if (before !== after)
                found.push(`host ${code}: Save moved from ${before} to ${after} as the photo loaded`);
            }
          }
          await measure(page, `host profile step ${i + 1}, filled`, found);
          const heading = await form.locator('h3').innerText();
          await page.getByRole('button', { name: 'Save and continue' }).tap();
          await page
            .locator('form.certify-form h3', { hasNotText: heading })
            .or(page.getByText('Your profile is complete.'))
            .waitFor();
        }
        await measure(page, 'host profile complete', found);
        await page.getByRole('button', { name: 'Back to Home' }).tap();
        await waitForScreen(page, 'Home');

        await page.getByRole('button', { name: 'Add a payout account' }).tap();
        const bank = await liveWebview(page);
        await bank.getByLabel('GCash mobile number').waitFor();
        const h5 = async () => {
          const frame = await (await page.locator('iframe[title="H5"]').elementHandle())?.contentFrame();
          if (!frame) throw new Error('no web view');
          return frame;
        };
        await measure(page, 'host bind bank', found);
        await measure(page, 'host bind bank (web view)', found, h5);
        await bank.getByLabel('GCash mobile number').fill(mobile);
        await bank.getByLabel('Account name').fill('Nina Santos');
        await bank.getByRole('button', { name: 'Next' }).click();
        await waitForScreen(page, 'Home');
        await page.getByRole('button', { name: 'See Pautang Quick' }).waitFor();
        await measure(page, 'host home', found);

        expect(await applyFor(page, 'Pautang Quick', 120)).toBe('Approved');
        await measure(page, 'host application approved', found);
        await page.getByRole('button', { name: 'Confirm your loan', exact: true }).tap();
        const confirm = await liveWebview(page);
        await confirm.getByText('Loan amount').first().waitFor();
        await measure(page, 'host loan confirmation (web view)', found, h5);
      } finally {
        await close();
      }
      expect(found).toEqual([]);
    },
  );

  it(
    'each back-office section, signed in as the supervisor, and the host simulator',
    { timeout: LONG },
    async () => {
      const { context, page } = await phone(browser);
      const found: string[] = [];
      try {
        await page.goto('/console');
        await page.getByLabel('Username').waitFor();
        await measure(page, 'console sign-in', found);
        await agentSignIn(page);
        // Every section the supervisor's menu offers (all of them: the supervisor holds every role).
        const sections = await page
          .locator('nav.back-office__sections a')
          .evaluateAll((links) =>
            links.map((a) => ({ id: a.textContent ?? '', path: a.getAttribute('href') ?? '' })),
          );
        expect(sections.length).toBeGreaterThanOrEqual(8);
        for (const section of sections) {
          await page.goto(section.path);
          await page.getByText('Signed in as Lea Bautista').waitFor();
          // Each section shows its work once its first call answers: wait until nothing is still loading.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          await measure(page, `console ${section.id}`, found);
        }
        await page.goto('/host');
        await page.getByLabel('Mobile number').waitFor();
        await measure(page, 'host', found);
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it(
    "the disclosure's payment schedule: every amount on screen at 320 and 360 px, dated or in days",
    { timeout: LONG },
    async () => {
      const { context, page } = await phone(browser);
      const found: string[] = [];
      /** Each schedule amount not wholly on screen, or cut by a box around it (issue 40: a box that scrolled). */
      const amountsOffScreen = () =>
        page.evaluate(() => {
          const rows = Array.from(document.querySelectorAll('.agreements-schedule-table tbody tr'));
          const problems: string[] = [];
          for (const row of rows) {
            const cell = row.lastElementChild;
            if (!cell) continue;
            const r = cell.getBoundingClientRect();
            const width = document.documentElement.clientWidth;
            if (r.width < 1 || r.left < -1 || r.right > width + 1)
              problems.push(`${cell.textContent ?? ''} at ${Math.round(r.left)}–${Math.round(r.right)} px`);
            for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
              const b = box.getBoundingClientRect();
              if (
                getComputedStyle(box).overflowX !== 'visible' &&
                (r.right > b.right + 1 || r.left < b.left - 1)
              )
                problems.push(`${cell.textContent ?? ''} cut by ${box.className}`);
            }
          }
          return { rows: rows.length, problems };
        });
      const check = async (label: string) => {
        await page.locator('.agreements-schedule-table tbody tr').first().waitFor();
        for (const size of SIZES) {
          await page.setViewportSize(size);
          const { rows, problems } = await amountsOffScreen();
          if (rows === 0) found.push(`${label} at ${size.width}: no schedule`);
          for (const p of problems) found.push(`${label} at ${size.width}: ${p}`);
        }
      };
      try {
        // Disbursed: the schedule's dates (an instalment loan of four payments).
        await goLive(page, await scenarioUrl('order-redirect'));
        await page.waitForURL((u) => u.pathname === '/loanAgreement');
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await check('disclosure, disbursed');
        // Before disbursement: the days after it, under the longest heading.
        await goLive(page, await scenarioUrl('loan-confirm'));
        await page.getByRole('button', { name: 'Disclosure Statement', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/loanAgreement');
        await check('disclosure, before disbursement');
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it('complaint entry shows the order status in the order page colour (overdue: red)', async () => {
    const { context, page } = await phone(browser);
    try {
      await goLive(page, await scenarioUrl('order-180'));
      const onOrder = await page.locator('.order-detail-notice').evaluate((el) => getComputedStyle(el).color);
      expect(onOrder).toBe(COLOURS.red);
      await goLive(page, await scenarioUrl('complaint-entry'));
      const status = page.getByTestId('complaint-order').locator('.complaint-order-status');
      expect(await status.innerText()).toBe('Overdue');
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe(onOrder);
    } finally {
      await context.close();
    }
  });
});

async function registrationCode(mobile: string): Promise<string> {
  const rows = await outboxRows(browser);
  const row = rows.find((r) => r.includes(mobile) && r.includes('registration code')) ?? '';
  return /\b(\d{6})\b/.exec(row)?.[1] ?? '';
}
