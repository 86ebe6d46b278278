// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// Loan confirmation V3 (/loanConfirm, /confirmOfPeriod) and V32 (/confirmNew), spec 2 §2.5, §2.6, §4.2, §5, §7,
// §9: what the borrower sees, the consent box, the agreements, the pop-ups, the native back event, the push (once,
// even on a double tap) and the order it opens, through disbursement and, on a moved business date, overdue.
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLOURS,
  HOST_SESSION_KEYS,
  baseUrl,
  devCall,
  launch,
  phone,
  scenarioUrl,
  wireMode,
  goLive,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SESSION_KEYS = HOST_SESSION_KEYS;
// Issue 27: a confirmation shows only an approved, unsigned offer; once signed, a fresh one has nothing to show.
const NO_OFFER =
  'There is no approved offer for this product. Please apply in the app first: we lend only what we approved.';
const GREY = COLOURS.grey;
const THEME = COLOURS.theme;
const RED = COLOURS.red;
const BLUE = 'rgb(38, 69, 246)'; // spec 2 §4.1: 21 / 174 blue #2645F6

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** The demo business date: read it, or move it ({days}, {businessDate}, {reset: true}). */
async function businessDate(change?: Record<string, unknown>): Promise<string> {
  const res = await devCall<{ data: { businessDate: string } }>('business-date', change);
  expect(res.ok).toBe(true);
  return res.body.data.businessDate;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '₱1,234.56' → 123456 centavos. */
const centavos = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

type BridgeCall = { action: string; payload: Record<string, unknown> };

/** In a plain browser the bridge logs `[bridge] <action> <payload>`; collects them with their payload. */
function watchBridge(page: Page): () => Promise<BridgeCall[]> {
  const pending: Promise<BridgeCall>[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (!text.startsWith('[bridge]')) return;
    const fallback: BridgeCall = { action: text.split(' ')[1] ?? '', payload: {} };
    pending.push(
      Promise.all(m.args().map((a) => a.jsonValue() as Promise<unknown>)).then(
        ([, action, payload]) => ({
          action: String(action),
          payload: (payload ?? {}) as Record<string, unknown>,
        }),
        () => fallback,
      ),
    );
  });
  return () => Promise.all(pending);
}

const actionsOf = async (calls: () => Promise<BridgeCall[]>) => (await calls()).map((c) => c.action);

/** Fires the native back event the way the host does, and returns the H5's eventResult for it. */
async function nativeBack(page: Page, calls: () => Promise<BridgeCall[]>, id: string) {
  await page.evaluate(
    (eventId) =>
      (window as unknown as { pautangBridge: { receive(m: string): void } }).pautangBridge.receive(
        JSON.stringify({ v: 1, id: eventId, event: 'back' }),
      ),
    id,
  );
  let result: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      result = (await calls()).find((c) => c.action === 'eventResult' && c.payload.id === id)?.payload;
      return result !== undefined;
    })
    .toBe(true);
  return result as Record<string, unknown>;
}

const PARTY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ORDER_IN_URL = /\/loanDetail\?orderId=(PT\d+)/;

type Push = {
  url: string;
  path: string;
  body: string;
  headers: Record<string, string>;
  requestId: string;
  orderId?: string | undefined;
  answered: Promise<void>;
};

/**
 * A loan push, in either wire mode: a POST under /attempt/ whose body carries the product and the page's requestId
 * (a party id; values are never renamed on the wire, only keys and paths are). Its answer holds the order URL.
 */
function pushRequestId(req: Request, productId: string): string | undefined {
  const path = new URL(req.url()).pathname;
  if (req.method() !== 'POST' || !path.startsWith('/attempt/') || path.startsWith('/attempt/dev/')) return;
  let body: unknown;
  try {
    body = JSON.parse(req.postData() ?? '');
  } catch {
    return;
  }
  if (!body || typeof body !== 'object') return;
  const values = Object.values(body as Record<string, unknown>);
  if (!values.includes(productId)) return;
  return values.find((v): v is string => typeof v === 'string' && PARTY_ID.test(v));
}

function watchPushes(page: Page, productId: string): Push[] {
  const pushes: Push[] = [];
  page.on('request', (req) => {
    const requestId = pushRequestId(req, productId);
    if (!requestId) return;
    const entry: Push = {
      url: req.url(),
      path: new URL(req.url()).pathname,
      body: req.postData() ?? '',
      headers: req.headers(),
      requestId,
      answered: Promise.resolve(),
    };
    entry.answered = req
      .response()
      .then((res) => res?.text())
      .then((text) => {
        entry.orderId = text?.match(ORDER_IN_URL)?.[1];
      })
      .catch(() => undefined);
    pushes.push(entry);
  });
  return pushes;
}

/** Sends a captured push again from inside the page (same session, same body, same requestId). */
async function replay(page: Page, push: Push): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(push.headers)) {
    if (['content-type', 'x-requested-with', 'building', 'gather'].includes(k)) headers[k] = v;
  }
  const text = await page.evaluate(
    async ({ url, body, headers: h }) => (await fetch(url, { method: 'POST', body, headers: h })).text(),
    { url: push.url, body: push.body, headers },
  );
  return text.match(ORDER_IN_URL)?.[1];
}

/** The dt/dd pairs of a definition list, in order. */
/**
 * Ticks the agreement box as a borrower does, by a tap on its label (the input is visually hidden behind the drawn
 * box, so Playwright's check() cannot act on it), in the page or in a dialog; it starts unticked (issue 40).
 */
async function tickAgreement(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: 'I have read and agree' });
  expect(await box.isChecked()).toBe(false);
  await scope.locator('label.ui-checkbox', { hasText: 'I have read and agree' }).click();
  expect(await box.isChecked()).toBe(true);
}

async function pairs(page: Page, rowSelector: string): Promise<[string, string][]> {
  return page
    .locator(rowSelector)
    .evaluateAll((rows) =>
      rows.map((r) => [
        (r.querySelector('dt')?.textContent ?? '').trim(),
        (r.querySelector('dd')?.textContent ?? '').trim(),
      ]),
    ) as Promise<[string, string][]>;
}

async function planRows(page: Page) {
  return page.locator('.loan-confirm-plan-row').evaluateAll((rows) =>
    rows.map((r) => ({
      date: r.querySelector('.loan-confirm-plan-date')?.textContent ?? '',
      index: r.querySelector('.loan-confirm-plan-index')?.textContent ?? '',
      amount: r.querySelector('.loan-confirm-plan-amount')?.textContent ?? '',
    })),
  );
}

const bg = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

/** The Navigation API (Chromium), not yet in TypeScript's DOM library. */
type WithNavigation = {
  navigation: { currentEntry: { index: number } | null; entries(): { url: string | null }[] };
};

const query = (url: string) => new URL(url).searchParams;

/** The order screen's detail rows by label. */
const orderRows = async (page: Page) => new Map(await pairs(page, '.order-detail-row'));

/** Reloads the order screen until its status heading reads `status`. */
async function reloadUntilStatus(page: Page, status: string, timeout = 15000) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.locator('.order-detail-notice').waitFor();
        return page.locator('.order-detail-notice').innerText();
      },
      { timeout, interval: 500 },
    )
    .toBe(status);
}

const withProduct = (url: string, productId: string) => {
  const u = new URL(url);
  u.searchParams.set('productId', productId);
  return u.toString();
};

// ---------------------------------------------------------------------------------------------------------------

describe('loan confirmation V3 (/loanConfirm)', () => {
  it('loan-confirm: offer, fees, plan, consent, disclosure statement; one order through 151 → 174 → capped 180', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    const pushes = watchPushes(page, 'prod-quick-5k');
    try {
      const today = await businessDate();
      await goLive(page, await scenarioUrl('loan-confirm'));
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      const confirmUrl = page.url();
      expect(new URL(confirmUrl).pathname).toBe('/loanConfirm');
      expect(query(confirmUrl).get('productId')).toBe('prod-quick-5k');

      // The offer (spec 2 §2.5).
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Quick');
      expect(await pairs(page, '.loan-confirm-figures > div')).toEqual([
        ['Loan amount', '₱5,000.00'],
        ['Loan Term', '91 days'],
        ['Interest Rate', '0.15% per day, flat, on the full principal for the whole term'],
      ]);
      expect(await page.getByRole('heading', { name: 'Detailed' }).isVisible()).toBe(true);
      const details = await pairs(page, '.loan-confirm-detail');
      expect(details.map(([label]) => label)).toEqual([
        'Loan amount',
        'Service fee',
        'Processing fee',
        'Interest',
        'Amount received',
        'Total repayment',
        'Effective interest rate',
      ]);
      const detail = new Map(details);
      expect(detail.get('Loan amount')).toBe('₱5,000.00');
      expect(detail.get('Service fee')).toBe('₱150.00');
      expect(detail.get('Processing fee')).toBe('₱50.00'); // 1% of ₱5,000
      expect(detail.get('Interest')).toBe('₱682.50'); // 0.15% a day × 91 days
      expect(detail.get('Amount received')).toBe('₱5,000.00');
      expect(detail.get('Total repayment')).toBe('₱5,882.50');
      const eir = detail.get('Effective interest rate') ?? '';
      expect(eir).toMatch(/^\d+\.\d{2}% per month \(\d+\.\d{2}% per year\)$/);
      expect(await page.getByRole('heading', { name: 'Plan' }).isVisible()).toBe(true);
      expect(await planRows(page)).toEqual([{ date: addDays(today, 91), index: '1/1', amount: '₱5,882.50' }]);
      expect(await page.locator('.loan-confirm-agreements').innerText()).toMatch(
        /^I have read and agree\s+Loan Agreement and\s+Disclosure Statement$/,
      );

      // Consent (spec 2 §4.2, §5, overridden by issue 40): unticked on first paint, so Next is grey and does
      // nothing until the borrower ticks the box; unticked again, it is grey again.
      const box = page.getByRole('checkbox', { name: 'I have read and agree' });
      const next = page.getByRole('button', { name: 'Next', exact: true });
      expect(await box.isChecked()).toBe(false);
      expect(await next.isDisabled()).toBe(true);
      expect(await bg(page, 'Next')).toBe(GREY);
      await next.click({ force: true });
      await next.tap({ force: true });
      await page.waitForTimeout(300);
      expect(pushes).toHaveLength(0);
      expect(page.url()).toBe(confirmUrl);
      await page.getByText('I have read and agree').click();
      expect(await box.isChecked()).toBe(true);
      expect(await next.isEnabled()).toBe(true);
      expect(await bg(page, 'Next')).toBe(THEME);
      await page.getByText('I have read and agree').click();
      expect(await box.isChecked()).toBe(false);
      expect(await next.isDisabled()).toBe(true);
      expect(await bg(page, 'Next')).toBe(GREY);
      await page.getByText('I have read and agree').click();
      expect(await next.isEnabled()).toBe(true);

      // The disclosure statement shows the offer's real figures; back returns to the confirmation.
      await page.getByRole('button', { name: 'Disclosure Statement', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/loanAgreement');
      const ds = query(page.url());
      expect(ds.get('kind')).toBe('disclosure-statement');
      expect(ds.get('productId')).toBe('prod-quick-5k');
      await page.getByTestId('principal').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Disclosure Statement');
      expect(await page.getByTestId('principal').innerText()).toBe('₱5,000.00');
      expect(await page.getByTestId('interest').innerText()).toBe('₱682.50');
      expect(await page.getByTestId('finance-charge').innerText()).toBe('₱882.50');
      expect(await page.getByTestId('net-proceeds').innerText()).toBe('₱5,000.00');
      expect(await page.getByTestId('total-to-repay').innerText()).toBe('₱5,882.50');
      expect(await page.getByTestId('loan-number').innerText()).toBe('To be assigned on acceptance');
      // The same effective rate as the confirmation's 'Detailed' row.
      expect(eir).toContain(`${await page.getByTestId('eir-monthly').innerText()} per month`);
      expect(eir).toContain(`(${await page.getByTestId('eir-annual').innerText()} per year)`);
      const schedule = await page
        .locator('.agreements-schedule-table tbody tr')
        .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent)));
      // Signed before disbursement, the schedule reads in days from it, so its meaning never changes.
      expect(schedule).toEqual([['Day 91', 'Repayment', '1/1', '₱5,882.50']]);
      expect(await page.getByTestId('maturity-on').innerText()).toBe('91 days after disbursement');
      // The rate with its method, the lender's SEC numbers, the capped late charges, prepayment and rollover.
      expect(await page.getByTestId('nominal-rate').innerText()).toBe(
        '0.15% per day, flat (add-on): charged on the full principal for the whole term',
      );
      expect(await page.getByTestId('sec-registration').innerText()).toBe('CS202400001');
      expect(await page.getByTestId('certificate-of-authority').innerText()).toBe('3601');
      expect(await page.getByTestId('late-charges-cap').innerText()).toContain(
        'At most ₱294.12 for every 30 days',
      );
      expect(await page.getByTestId('charges-cap').innerText()).toContain('At most ₱5,000.00');
      expect(await page.getByTestId('prepayment').innerText()).toMatch(/^From day 46 after disbursement:/);
      expect(await page.getByTestId('rollover').innerText()).toMatch(/^Up to 3 times\./);
      expect(await page.getByTestId('late-penalty').count()).toBe(0);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/loanConfirm');
      expect(page.url()).toBe(confirmUrl);
      await next.waitFor();
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Quick');
      // The page is opened afresh: the box is unticked again, and the borrower ticks it.
      expect(await box.isChecked()).toBe(false);
      await tickAgreement(page);

      // The main flow: a quick double tap on Next pushes once, and the page is replaced by the order details.
      const entryBefore = await page.evaluate(
        () => (window as unknown as WithNavigation).navigation.currentEntry?.index,
      );
      await next.evaluate((el: HTMLButtonElement) => {
        el.click();
        el.click();
      });
      await page.waitForURL((u) => u.pathname === '/loanDetail', { timeout: 10000 });
      const detailUrl = page.url();
      const dq = query(detailUrl);
      expect(dq.get('orderId')).toMatch(/^PT\d+$/);
      expect(dq.get('productId')).toBe('prod-quick-5k');
      expect(dq.get('from')).toBe('confirm');
      for (const key of SESSION_KEYS) expect(dq.get(key), key).toBe(query(confirmUrl).get(key));
      // Replaced, not pushed: the used confirmation is no longer in the history to go back to.
      const history = await page.evaluate(() => {
        const { navigation } = window as unknown as WithNavigation;
        return {
          index: navigation.currentEntry?.index,
          paths: navigation.entries().map((e) => new URL(e.url ?? '').pathname),
        };
      });
      expect(history.index).toBe(entryBefore);
      expect(history.paths).not.toContain('/loanConfirm');

      // One push, one order: every push answer names the same order, and sending it again changes nothing.
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes).toHaveLength(1);
      expect(new Set(pushes.map((p) => p.requestId)).size).toBe(1);
      expect(pushes.map((p) => p.orderId)).toEqual([dq.get('orderId')]);
      if (wireMode() === 'obfuscated') expect(pushes[0]?.path).not.toContain('loan-confirm');
      else expect(pushes[0]?.path).toBe('/attempt/v3/loan-confirm/loan-detail-push');
      // The same push sent again (the page's retry) answers with the same order.
      expect(await replay(page, pushes[0] as Push)).toBe(dq.get('orderId'));
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes).toHaveLength(2);
      expect(pushes.map((p) => p.orderId)).toEqual([dq.get('orderId'), dq.get('orderId')]);

      // Signed and sent at once to Ana's bound GCash: 151, approved and disbursing, with the withdraw reminder.
      const status = page.locator('.order-detail-notice');
      await expect.poll(() => status.innerText().catch(() => '')).toBe('Approved, disbursing');
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe(BLUE);
      const reminder = page.getByRole('dialog', { name: 'Withdraw reminder' });
      await reminder.waitFor();
      expect(await reminder.innerText()).toContain('1 to 3 days');
      await reminder.getByRole('button', { name: 'OK', exact: true }).click();
      await reminder.waitFor({ state: 'detached' });
      expect((await orderRows(page)).get('Order No.')).toBe(dq.get('orderId'));

      // The payout sandbox pays out after 2 s: 174, to be repaid, with REPAY and the rollover.
      await page.waitForTimeout(2000);
      await reloadUntilStatus(page, 'To be repaid');
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe(BLUE);
      const repaid = await orderRows(page);
      expect(repaid.get('Loan amount')).toBe('₱5,000.00');
      expect(repaid.get('Order No.')).toBe(dq.get('orderId'));
      expect(await page.getByTestId('amount-due').innerText()).toContain('₱5,882.50');
      // Paid out today: no rollover on the day of disbursement (issue 30), so the one Repayment button (spec 2 §4.1's
      // layout without a rollover) and, under it, why there is no rollover today.
      expect(await page.getByRole('button', { name: 'Repayment', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).count()).toBe(0);
      await page.getByText('Rollover Repayment is not offered today', { exact: false }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A freshly opened confirmation in the same session has nothing left to sign: its approval is used.
      await goLive(page, confirmUrl);
      await page.locator('.loan-confirm-state[role="alert"]').getByText(NO_OFFER).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/loanConfirm');
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes).toHaveLength(2);

      // Ten days after the 91-day term: overdue, with the late charges capped (SEC: 5% a month of the amount due).
      try {
        expect(await businessDate({ days: 101 })).toBe(addDays(today, 101));
        await goLive(page, detailUrl);
        await expect.poll(() => status.innerText().catch(() => '')).toBe('Overdue');
        expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe(RED);
        const overdue = await orderRows(page);
        expect(overdue.get('Days overdue')).toBe('10 days');
        const penalty = overdue.get('Late penalty');
        const lateInterest = overdue.get('Late interest');
        expect(penalty ?? lateInterest).toBeDefined();
        // 5% a month of ₱5,882.50, pro rata for 10 days = ₱98.04 (uncapped: ₱1,000 + ₱2,941.25).
        expect(centavos(penalty ?? '₱0.00') + centavos(lateInterest ?? '₱0.00')).toBe(9804);
        expect(await page.getByTestId('amount-due').innerText()).toContain('₱5,980.54');
        expect(await page.getByTestId('order-inside').innerText()).toContain('SEC caps');
        expect(await page.getByRole('button', { name: 'REPAY', exact: true }).isVisible()).toBe(true);
      } finally {
        await businessDate({ reset: true });
      }
      expect((await actionsOf(calls)).filter((a) => a !== 'eventResult')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loan-confirm-agreement-popup: the agreement frame, Agree / Cancel, then the uncovered ₱20,000 loan overdue', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    const pushes = watchPushes(page, 'prod-plus-20k');
    try {
      const today = await businessDate();
      await goLive(page, await scenarioUrl('loan-confirm-agreement-popup'));
      const popup = page.getByRole('dialog', { name: 'Loan agreements' });
      await popup.waitFor();
      const confirmUrl = page.url();
      // The frame shows the loan agreement of this offer.
      const src = new URL((await popup.locator('iframe').getAttribute('src')) ?? '', baseUrl());
      expect(src.pathname).toBe('/loanAgreement');
      expect(src.searchParams.get('kind')).toBe('loan-agreement');
      expect(src.searchParams.get('productId')).toBe('prod-plus-20k');
      const frame = popup.frameLocator('iframe');
      await expect
        .poll(
          () =>
            frame
              .getByText('₱20,000.00')
              .first()
              .isVisible()
              .catch(() => false),
          { timeout: 10000 },
        )
        .toBe(true);
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Plus');
      expect(await page.getByTestId('loan-amount').innerText()).toBe('₱20,000.00');

      // The pop-up is the card: the title sits at its top (no blank band, no bar of the framed page), the
      // agreement is flat inside it (no card in a card), and the lender's name keeps one line at 360 px.
      expect(src.searchParams.get('frame')).toBe('popup');
      const popupBox = await popup.boundingBox();
      const frameBox = await popup.locator('iframe').boundingBox();
      expect(frameBox && popupBox && frameBox.y - popupBox.y).toBeLessThanOrEqual(1);
      expect(frameBox && popupBox && popupBox.width - frameBox.width).toBeLessThanOrEqual(1);
      const title = frame.getByRole('heading', { level: 1, name: 'Loan Agreement' });
      expect((await title.boundingBox())?.y ?? 999).toBeLessThan((frameBox?.y ?? 0) + 24);
      expect(await frame.locator('.ui-nav-bar').count()).toBe(0);
      const part = frame.locator('.agreements-part').first();
      expect(await part.evaluate((el) => getComputedStyle(el).marginLeft)).toBe('0px');
      expect(
        await part.evaluate((el) => getComputedStyle(el.closest('main') as Element).backgroundColor),
      ).toBe('rgb(255, 255, 255)');
      const lender = frame.getByRole('cell', { name: 'Pautang Lending Corporation', exact: true });
      const lineHeight = await lender.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const cellBox = await lender.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().height;
      });
      expect(cellBox).toBeLessThan(lineHeight * 1.5);

      await popup.getByRole('button', { name: 'Agree', exact: true }).click();
      await popup.waitFor({ state: 'detached' });
      expect(await actionsOf(calls)).not.toContain('closeWebview');

      // It shows again when the page opens again; Cancel asks the host to close the web view.
      await page.reload();
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => actionsOf(calls)).toContain('closeWebview');

      // The uncovered path end to end.
      await page.reload();
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Agree', exact: true }).click();
      await popup.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
      await tickAgreement(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/loanDetail', { timeout: 10000 });
      const detailUrl = page.url();
      const dq = query(detailUrl);
      expect(dq.get('productId')).toBe('prod-plus-20k');
      expect(dq.get('from')).toBe('confirm');
      for (const key of SESSION_KEYS) expect(dq.get(key), key).toBe(query(confirmUrl).get(key));
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes.map((p) => p.orderId)).toEqual([dq.get('orderId')]);
      const status = page.locator('.order-detail-notice');
      await expect.poll(() => status.innerText().catch(() => '')).toBe('Approved, disbursing');
      await page.getByRole('dialog', { name: 'Withdraw reminder' }).waitFor();

      await page.waitForTimeout(2000);
      await reloadUntilStatus(page, 'To be repaid');
      expect((await orderRows(page)).get('Loan amount')).toBe('₱20,000.00');

      try {
        // 180-day term, 10 days late: the SEC caps do not cover this loan, but the lender's policy (CAPS_ALL_LOANS,
        // on by default) holds late charges to 5% a month of ₱24,500.00: ₱408.33 for 10 days, all of it penalty.
        expect(await businessDate({ days: 190 })).toBe(addDays(today, 190));
        await goLive(page, detailUrl);
        await expect.poll(() => status.innerText().catch(() => '')).toBe('Overdue');
        expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe(RED);
        const rows = await orderRows(page);
        expect(rows.get('Days overdue')).toBe('10 days');
        expect(rows.get('Late penalty')).toBe('₱408.33');
        expect(rows.has('Late interest')).toBe(false);
        expect(await page.getByTestId('amount-due').innerText()).toContain('₱24,908.33');
        expect(await page.getByTestId('order-inside').count()).toBe(0);
      } finally {
        await businessDate({ reset: true });
      }
    } finally {
      await context.close();
    }
  });

  it('loan-confirm-retention (/confirmOfPeriod): three instalments, and the native back shows "Point out"', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    try {
      const today = await businessDate();
      await goLive(page, await scenarioUrl('loan-confirm-retention'));
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/confirmOfPeriod');
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Flex');
      const plan = await planRows(page);
      expect(plan.map((p) => p.index)).toEqual(['1/3', '2/3', '3/3']);
      expect(plan[2]?.date).toBe(addDays(today, 180));
      // Declining balance: ₱576, ₱384 and ₱192 of interest as the principal comes back.
      expect(plan.map((p) => p.amount)).toEqual(['₱4,736.00', '₱4,544.00', '₱4,352.00']);
      expect(new Map(await pairs(page, '.loan-confirm-detail')).get('Total repayment')).toBe('₱13,632.00');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // isPopType 1: the back event is handled with the server's title and content.
      expect(await nativeBack(page, calls, 'e2e-1')).toEqual({ id: 'e2e-1', event: 'back', handled: true });
      const pointOut = page.getByRole('dialog', { name: 'Point out' });
      await pointOut.waitFor();
      const text = await pointOut.innerText();
      // Agree (dismiss) is the safe answer to the question asked.
      expect(text).toContain('Stay and finish your application?');
      expect(text).toContain(
        'Your approved loan is waiting. Tap Agree to stay and finish it. If you tap Cancel and leave, you will have to apply again.',
      );
      await pointOut.getByRole('button', { name: 'Agree', exact: true }).click();
      await pointOut.waitFor({ state: 'detached' });
      expect(await actionsOf(calls)).not.toContain('closeWebview');
      expect(new URL(page.url()).pathname).toBe('/confirmOfPeriod');

      expect(await nativeBack(page, calls, 'e2e-2')).toMatchObject({ handled: true });
      await pointOut.waitFor();
      await pointOut.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => actionsOf(calls)).toContain('closeWebview');
    } finally {
      await context.close();
    }
  });

  it('a native back sent before the app has loaded is answered once the screen is live, with its pop-up', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    // The app's main chunk is held back, so the page is on screen (server-rendered) and not yet live.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/boot-*.js', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(await scenarioUrl('loan-confirm-retention'));
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.evaluate(() =>
        (window as unknown as { pautangBridge: { receive(m: string): void } }).pautangBridge.receive(
          JSON.stringify({ v: 1, id: 'early-back', event: 'back' }),
        ),
      );
      release();
      // The app's chunk arrives once released: on a loaded machine that takes more than poll's default second.
      await expect
        .poll(async () => (await calls()).find((c) => c.action === 'eventResult')?.payload, {
          timeout: 30_000,
        })
        .toEqual({ id: 'early-back', event: 'back', handled: true });
      await page.getByRole('dialog', { name: 'Point out' }).waitFor();
      expect(await actionsOf(calls)).not.toContain('closeWebview');
    } finally {
      await context.close();
    }
  });

  it('loan-confirm (isPopType 0): the native back is left to the host, with no dialog', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    try {
      await goLive(page, await scenarioUrl('loan-confirm'));
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      expect(await nativeBack(page, calls, 'e2e-3')).toEqual({ id: 'e2e-3', event: 'back', handled: false });
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await actionsOf(calls)).not.toContain('closeWebview');
    } finally {
      await context.close();
    }
  });

  it('an unknown product shows "This loan offer is not available." and no Next', async () => {
    const { context, page } = await phone(browser);
    try {
      await goLive(page, await scenarioUrl('loan-confirm'));
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      await goLive(page, withProduct(page.url(), 'prod-nope'));
      await expect
        .poll(() => page.getByText('This loan offer is not available.').first().isVisible(), {
          timeout: 5000,
        })
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
      expect(await page.getByText('₱5,000.00').count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      // After the toast, the page keeps saying so, with no Retry (the offer will not appear on retry).
      await page
        .locator('.loan-confirm-state[role="alert"]')
        .getByText('This loan offer is not available.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('wire mode: the embedded first data and the calls a screen makes use the names of the mode', async () => {
    // The page arrives with its first data, in wire names like any answer.
    const html = await (await fetch(await scenarioUrl('loan-confirm'))).text();
    const json = /<script type="application\/json" id="first-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const embedded = JSON.parse(json) as Record<string, { code: number; data: Record<string, unknown> }>;
    const offer = Object.entries(embedded).find(([k]) => k.startsWith('loanDetailConfirm:'))?.[1];
    expect(offer?.code).toBe(0);
    if (wireMode() === 'obfuscated') {
      expect(offer?.data).not.toHaveProperty('comProductName');
      expect(json).not.toContain('comProductName');
    } else {
      expect(offer?.data.comProductName).toBe('Pautang Quick');
    }

    // A call the screen makes in the page (an agreement opened from the confirmation) goes to the mode's path.
    const { context, page } = await phone(browser);
    const paths: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/attempt/') && !path.startsWith('/attempt/dev/') && !path.includes('buried'))
        paths.push(path);
    });
    try {
      await goLive(page, await scenarioUrl('loan-confirm'));
      await page.getByRole('button', { name: 'Disclosure Statement', exact: true }).click();
      await page.getByTestId('principal').waitFor();
      expect(paths.length).toBeGreaterThanOrEqual(1);
      if (wireMode() === 'obfuscated') {
        for (const p of paths) {
          expect(p).not.toContain('contract');
          expect(p).not.toContain('/v3/');
        }
      } else {
        expect(paths).toEqual(expect.arrayContaining(['/attempt/v3/contract/agreement']));
      }
    } finally {
      await context.close();
    }
  });
});

describe('loan confirmation V32 (/confirmNew)', () => {
  it('loan-confirm-v32: peso amount, repayment date, server button label, promo pop-up; the pointer pushes once', async () => {
    const { context, page } = await phone(browser);
    const calls = watchBridge(page);
    const pushes = watchPushes(page, 'prod-quick-5k');
    try {
      const today = await businessDate();
      await goLive(page, await scenarioUrl('loan-confirm-v32'));
      const promo = page.getByRole('dialog', { name: 'Special offer' });
      await promo.waitFor();
      const confirmUrl = page.url();
      expect(new URL(confirmUrl).pathname).toBe('/confirmNew');
      expect(await promo.innerText()).toContain(
        'Your ₱5,000 loan is ready. Confirm now and receive it within 1 to 3 days.',
      );
      expect(await promo.getByRole('button', { name: 'Get my loan', exact: true }).isVisible()).toBe(true);
      // Closable.
      await promo.getByRole('button', { name: 'Close', exact: true }).click();
      await promo.waitFor({ state: 'detached' });

      expect(await page.getByTestId('loan-amount').innerText()).toBe('₱5,000.00');
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Quick');
      const logo = page.locator('img.loan-confirm-logo');
      expect(await logo.getAttribute('src')).toBe('/static/products/quick.svg');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await pairs(page, '.loan-confirm-figures > div')).toEqual([
        ['Loan amount', '₱5,000.00'],
        ['Repayment date', addDays(today, 91)],
      ]);
      const details = new Map(await pairs(page, '.loan-confirm-detail'));
      expect(details.get('Service fee')).toBe('₱150.00');
      expect(details.get('Total repayment')).toBe('₱5,882.50');
      expect(await planRows(page)).toEqual([{ date: addDays(today, 91), index: '1/1', amount: '₱5,882.50' }]);
      expect(await page.locator('.loan-confirm-agreements').innerText()).toMatch(
        /^I have read and agree\s+Loan Agreement and\s+Disclosure Statement$/,
      );
      // Unticked on first paint (issue 40): the button is grey until the borrower ticks the box.
      const submit = page.getByRole('button', { name: 'Get my loan', exact: true });
      expect(await submit.count()).toBe(1);
      expect(await page.getByRole('checkbox', { name: 'I have read and agree' }).isChecked()).toBe(false);
      expect(await submit.isDisabled()).toBe(true);
      await tickAgreement(page);
      expect(await submit.isEnabled()).toBe(true);
      expect(pushes).toHaveLength(0);

      // The pop-up comes with the page, the box in it unticked again; ticked there, its animated pointer submits.
      await page.reload();
      await promo.waitFor();
      await tickAgreement(promo);
      await page.getByTestId('promo-pointer').tap();
      await page.waitForURL((u) => u.pathname === '/loanDetail', { timeout: 10000 });
      const dq = query(page.url());
      expect(dq.get('orderId')).toMatch(/^PT\d+$/);
      expect(dq.get('productId')).toBe('prod-quick-5k');
      expect(dq.has('from')).toBe(false);
      for (const key of SESSION_KEYS) expect(dq.get(key), key).toBe(query(confirmUrl).get(key));
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]?.path).toBe('/attempt/gopia/goya/depush');
      expect(pushes.map((p) => p.orderId)).toEqual([dq.get('orderId')]);
      expect(await replay(page, pushes[0] as Push)).toBe(dq.get('orderId'));
      await Promise.all(pushes.map((p) => p.answered));
      expect(pushes.map((p) => p.orderId)).toEqual([dq.get('orderId'), dq.get('orderId')]);
      const status = page.locator('.order-detail-notice');
      await expect.poll(() => status.innerText().catch(() => '')).toBe('Approved, disbursing');
      expect((await orderRows(page)).get('Order No.')).toBe(dq.get('orderId'));
      // No from=confirm: no withdraw reminder.
      expect(await page.getByRole('dialog', { name: 'Withdraw reminder' }).count()).toBe(0);

      // Exactly one order: the approval is signed, so a fresh confirmation has no offer to show or sign.
      await goLive(page, confirmUrl);
      await page.locator('.loan-confirm-state[role="alert"]').getByText(NO_OFFER).waitFor();
      expect(await submit.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/confirmNew');
      expect((await actionsOf(calls)).filter((a) => a !== 'eventResult')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loan-confirm-v32-rupee: every amount in rupees (region flag 1, spec 2 §2.6), and the server label "Claim my cash"', async () => {
    const { context, page } = await phone(browser);
    try {
      await goLive(page, await scenarioUrl('loan-confirm-v32-rupee'));
      const promo = page.getByRole('dialog', { name: 'Special offer' });
      await promo.waitFor();
      expect(await promo.innerText()).toContain('Tap below to receive your loan.');
      await promo.getByRole('button', { name: 'Close', exact: true }).click();
      await promo.waitFor({ state: 'detached' });
      expect(await page.getByTestId('loan-amount').innerText()).toBe('₹8,000.00');
      expect(await page.locator('.loan-confirm-product-name').innerText()).toBe('Pautang Regional');
      const details = new Map(await pairs(page, '.loan-confirm-detail'));
      expect(details.get('Loan amount')).toBe('₹8,000.00');
      expect(details.get('Service fee')).toBe('₹150.00');
      const main = await page.locator('main').innerText();
      expect(main).not.toContain('₱');
      // Every amount on the screen: the headline, the detail rows and the plan.
      expect(main.match(/₹[\d,]+\.\d{2}/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
      expect((await planRows(page))[0]?.amount).toMatch(/^₹[\d,]+\.\d{2}$/);
      expect(await page.getByRole('button', { name: 'Claim my cash', exact: true }).isDisabled()).toBe(true);
      await tickAgreement(page);
      expect(await page.getByRole('button', { name: 'Claim my cash', exact: true }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Get my loan' }).count()).toBe(0);

      // An agreement title goes through misunderstood to its link: the loan agreement with this offer's figures.
      await page.getByRole('button', { name: 'Loan Agreement', exact: true }).click();
      await page.waitForURL(/\/loanAgreement\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('kind')).toBe('loan-agreement');
      expect(url.searchParams.get('productId')).toBe('prod-regional-8k');
      // The tab holds the session: the agreement loads with it, and the address does not show it.
      expect(url.searchParams.has('sessionId')).toBe(false);
      await page.getByRole('heading', { name: 'Loan Agreement' }).first().waitFor();
      await expect.poll(() => page.locator('main').innerText()).toContain('₱8,000.00');
    } finally {
      await context.close();
    }
  });
});
