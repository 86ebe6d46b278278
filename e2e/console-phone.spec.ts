// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// The back office on a collector's phone (issue 40): every console page at 390 px, as the supervisor (who holds
// every role) reaches it: the sign-in, each section of the menu, and the states a tap opens (a complaint, a
// borrower's file, an overdue order's contact log with a refusal, a refund being confirmed, the audit log's rows,
// a credit review held for a shared ID number and its confirmation).
// A page fails when it is wider than the phone, when a visible button, field or link lies outside the screen (a
// table's cell included: no box that scrolls sideways excuses it), or when a field is squeezed narrower than 40 px.
// The contact log's refusal is measured at 1,280 px too: it once widened the page to 1,403 px. Taps are dispatched
// to their element, so a page laid out wrong is walked to its end and every problem is listed at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignIn, baseUrl, devCall, launch, scenarioUrl } from './browser';
import { applyFor, hostOnPhone } from './host-app';
import { signUp } from './journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** What is wrong with the page at `width`, each problem naming the element. Runs in the page. */
function findProblems(width: number): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const pageWidth = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
  if (pageWidth > width) {
    // Name the outermost elements that reach past the screen, so the failure says what widened the page.
    const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const r = el.getBoundingClientRect();
      const parent = el.parentElement?.getBoundingClientRect();
      return r.width > 1 && r.right + scrollX > width + 1 && (!parent || parent.right + scrollX <= width + 1);
    });
    const named = wide
      .slice(0, 3)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    problems.push(`the page is ${pageWidth} px wide (${named.join('; ')})`);
  }
  const nameOf = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ||
      (el instanceof HTMLInputElement ? el.placeholder || el.name || el.type : '') ||
      (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.id;
    return `${el.tagName.toLowerCase()} "${label}"`;
  };
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
      if (s.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const items = Array.from(
    document.querySelectorAll(
      'button, [role="button"], input:not([type="hidden"]):not([type="file"]), select, textarea, a[href], td, tbody th',
    ),
  ).filter(shown);
  for (const el of items) {
    const r = el.getBoundingClientRect();
    const left = r.left + scrollX;
    if (left < -1 || left + r.width > width + 1) {
      problems.push(
        `${nameOf(el)} lies outside the screen (${Math.round(left)}–${Math.round(left + r.width)} px)`,
      );
    }
    if (
      (el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement ||
        (el instanceof HTMLInputElement && !['checkbox', 'radio', 'color'].includes(el.type))) &&
      r.width < 40
    ) {
      problems.push(`${nameOf(el)} is ${Math.round(r.width)} px wide`);
    }
    // A box that hides what does not fit: the control or cell is cut inside it.
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible') {
        const ar = a.getBoundingClientRect();
        if (r.left < ar.left - 1 || r.right > ar.right + 1) {
          problems.push(`${nameOf(el)} is cut by ${a.tagName.toLowerCase()}.${a.className}`);
          break;
        }
      }
    }
  }
  return problems;
}

async function measure(page: Page, label: string, found: string[], width = PHONE.width): Promise<void> {
  // Each page shows its work once its calls answer: nothing is still loading.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  for (const p of await page.evaluate(findProblems, width)) found.push(`${label} at ${width}: ${p}`);
}

async function onPhone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
    serviceWorkers: 'block',
  });
  return context.newPage();
}

describe('every console page fits a 390 px phone', () => {
  it('the sign-in, each section, and what a tap opens in each', { timeout: 600_000 }, async () => {
    // What the pages show: Maria's overdue order (the contact log), a refund owed to her (the refunds table).
    await scenarioUrl('order-180');
    await scenarioUrl('order-refund-owed');
    await scenarioUrl('complaint-detail-unreplied');
    await devCall('business-time', { time: '22:30' });
    const page = await onPhone();
    const found: string[] = [];
    try {
      await page.goto('/console');
      await page.getByLabel('Username').waitFor();
      await measure(page, 'sign-in', found);
      await agentSignIn(page);

      // evaluateAll does not wait: the menu is there first.
      await page.locator('nav.back-office__sections a').first().waitFor();
      const sections = await page
        .locator('nav.back-office__sections a')
        .evaluateAll((links) =>
          links.map((a) => ({ id: a.textContent ?? '', path: a.getAttribute('href') ?? '' })),
        );
      expect(sections.map((s) => s.path)).toEqual([
        '/console',
        '/console/borrowers',
        '/console/credit',
        '/console/finance',
        '/console/collections',
        '/console/reports',
        '/console/approvals',
        '/console/admin',
      ]);
      for (const section of sections) {
        await page.goto(section.path);
        await page.getByText('Signed in as Lea Bautista').waitFor();
        await page.locator('.back-office__main section, .back-office__main form').first().waitFor();
        await measure(page, `section ${section.id}`, found);
      }

      // Support: a demo complaint open beside the inbox.
      await page.goto('/console?complaint=CP900000000002');
      await page.getByTestId('complaint-text').waitFor();
      await measure(page, 'support, a complaint open', found);

      // Borrowers: a search's matches, then the file.
      await page.goto('/console/borrowers');
      await page.getByTestId('borrower-search').fill('Maria Santos');
      await page.getByRole('button', { name: 'Search' }).dispatchEvent('click');
      await page.getByTestId('borrower-matches').waitFor();
      await measure(page, 'borrowers, the matches', found);
      await page
        .getByRole('button', { name: 'Open the file of Maria Santos' })
        .first()
        .dispatchEvent('click');
      await page.getByRole('heading', { name: 'File of Maria Santos' }).waitFor();
      await measure(page, "borrowers, Maria's file", found);

      // Finance: the refund owed to Maria, its Refund button on screen, then its confirmation.
      await page.goto('/console/finance');
      const owed = page.getByTestId('refunds-owed').locator('tr[data-payment="PTX000000000350"]');
      await owed.getByRole('button', { name: 'Refund' }).waitFor();
      await measure(page, 'finance, a refund owed', found);
      await owed.getByRole('button', { name: 'Refund' }).dispatchEvent('click');
      await page.getByRole('button', { name: 'Confirm refund' }).waitFor();
      await measure(page, 'finance, a refund being confirmed', found);

      // Collections: the book's Open button on screen, the contact log, and an SMS refused at 22:30.
      await page.goto('/console/collections');
      const row = page.getByTestId('overdue-book').locator('tr', { hasText: 'PT0000000180' });
      await row.getByRole('button', { name: 'Open' }).waitFor();
      await measure(page, 'collections, the overdue book', found);
      await row.getByRole('button', { name: 'Open' }).dispatchEvent('click');
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Channel').selectOption({ label: 'SMS' });
      await measure(page, 'collections, the contact form', found);
      await form.getByRole('button', { name: 'Send SMS' }).dispatchEvent('click');
      await page.getByTestId('contact-refusal').waitFor();
      await measure(page, 'collections, an SMS refused', found);
      await page.setViewportSize({ width: 1280, height: 900 });
      await measure(page, 'collections, an SMS refused', found, 1280);
      await page.setViewportSize(PHONE);

      // Admin: the audit log's rows for Maria.
      await page.goto('/console/admin');
      const search = page.getByTestId('audit-search');
      await search.getByLabel('Borrower id').fill('10001');
      await search.getByRole('button', { name: 'Search' }).dispatchEvent('click');
      await page.getByTestId('audit-log').getByTestId('audit-row').first().waitFor();
      await measure(page, 'admin, the audit log', found);
    } finally {
      await devCall('business-time', { reset: true });
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it(
    'the credit review of an application held because its ID number is Maria’s',
    { timeout: 600_000 },
    async () => {
      // A new borrower gives the ID number on Maria Santos's file (the demo profile of 10001), and applies.
      const host = await hostOnPhone(browser);
      try {
        await signUp(host.page, browser, {
          mobile: `0918${String(Date.now()).slice(-7)}`,
          firstName: 'Rina',
          lastName: 'Santos',
          birthDate: '1992-04-10',
          idNumber: '1234567890123456',
        });
        await applyFor(host.page, 'Pautang Quick');
      } finally {
        await host.close();
      }
      const page = await onPhone();
      const found: string[] = [];
      try {
        await agentSignIn(page, undefined, '/console/credit');
        const card = page.locator('[data-review]').filter({ hasText: 'Rina Santos' });
        await card.waitFor();
        // The other borrower is named, with both files a tap away; the ID photo and selfie are beside the profile.
        expect(await card.getByTestId('review-shared-id').innerText()).toContain('Maria Santos (10001)');
        expect(await card.getByRole('link', { name: 'Maria Santos (10001)' }).getAttribute('href')).toBe(
          '/console/borrowers?borrower=10001',
        );
        expect(await card.getByTestId('review-images').locator('img').count()).toBe(2);
        await measure(page, 'credit, a review', found);
        await card.getByRole('button', { name: 'Approve with this offer' }).dispatchEvent('click');
        await card.getByTestId('review-confirm').waitFor();
        expect(await card.getByTestId('review-confirm').innerText()).toMatch(
          /^Approve Rina Santos: ₱[\d,]+\.\d\d over \d+ days \(Pautang Quick\)\?/,
        );
        await measure(page, 'credit, an approval being confirmed', found);
        await card.getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
      } finally {
        await page.context().close();
      }
      expect(found).toEqual([]);
    },
  );
});
