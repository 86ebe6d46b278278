// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// The order screens of spec 2: order details V3 (§2.8, §4.1, §4.3, §4.4), the login-failure page (§2.7), the
// disclosure statement reached through playeduL and the loan terms (§2.13, §9), as a borrower sees them.
import { createFullWire } from '@pautang/contract/native-wire';
import type { Browser, Page } from 'playwright-core';
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

const { blue: BLUE, red: RED, green: GREEN, grey: GREY } = COLOURS;
const SESSION_KEYS = HOST_SESSION_KEYS;
const ACTION_BUTTONS = ['REPAY', 'Rollover Repayment', 'Repayment', 'Borrow Again'];

// --- helpers ---------------------------------------------------------------------------------------------------

type BridgeCall = { action: string; payload: Record<string, unknown> };

/** The bridge calls of a plain page: `console.info('[bridge]', action, payload)`. */
function watchBridge(page: Page): BridgeCall[] {
  const calls: BridgeCall[] = [];
  page.on('console', (m) => {
    if (!m.text().startsWith('[bridge]')) return;
    const [, action, payload] = m.args();
    void Promise.all([action?.jsonValue(), payload?.jsonValue()])
      .then(([a, p]) => calls.push({ action: String(a), payload: (p ?? {}) as Record<string, unknown> }))
      .catch(() => {
        // The page navigated away before the payload could be read: keep the action from the text.
        const [, a = ''] = m.text().split(' ');
        calls.push({ action: a, payload: {} });
      });
  });
  return calls;
}

const actions = (calls: BridgeCall[]) => calls.map((c) => c.action);

/** Opens a scenario as the host does, and answers the address it opened (the session in it). */
async function openScenario(page: Page, name: string): Promise<URL> {
  const url = await scenarioUrl(name);
  await goLive(page, url);
  return new URL(url);
}

/** The status heading of the order screen, once the order has loaded. */
async function statusOf(page: Page): Promise<{ text: string; colour: string }> {
  const heading = page.locator('#order-detail-status');
  await heading.waitFor();
  return {
    text: (await heading.innerText()).trim(),
    colour: await heading.evaluate((el) => getComputedStyle(el).color),
  };
}

async function actionButtons(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of ACTION_BUTTONS) {
    if ((await page.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
  }
  return shown;
}

const productCard = (page: Page, name: string) =>
  page.getByTestId('rec-product').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });

async function recommended(page: Page): Promise<{ name: string; tags: string[] }[]> {
  const cards = page.getByTestId('rec-product');
  const out: { name: string; tags: string[] }[] = [];
  for (const card of await cards.all()) {
    out.push({
      name: (await card.locator('h3').innerText()).trim(),
      tags: await card.locator('.rec-product-tags li').allInnerTexts(),
    });
  }
  return out;
}

const background = (page: Page, name: string) =>
  productCard(page, name)
    .getByRole('button')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

const detailValue = (page: Page, label: string) =>
  page
    .locator('.order-detail-row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();

/**
 * The session parameters the host opened the page with travel on to our own pages: all but the session id, which
 * the tab holds and the address no longer shows (issue 12). Another site gets none of them (issue 25).
 */
function expectSession(to: URL, from: URL) {
  for (const key of SESSION_KEYS) {
    expect(from.searchParams.get(key), key).toBeTruthy();
    if (key === 'sessionId' && to.origin === from.origin) expect(to.searchParams.has(key), key).toBe(false);
    else expect(to.searchParams.get(key), key).toBe(from.searchParams.get(key));
  }
}

async function businessDate(): Promise<string> {
  return (await devCall<{ data: { businessDate: string } }>('business-date')).body.data.businessDate;
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

// --- order details V3 ------------------------------------------------------------------------------------------

describe('order details', () => {
  it('order-21: under review in blue, no buttons, recommended products that open the product or home', async () => {
    const { context, page } = await phone(browser);
    const bridge = watchBridge(page);
    await openScenario(page, 'order-21');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Order Details');
    expect(await statusOf(page)).toEqual({ text: 'Under review', colour: BLUE });
    expect(await page.locator('.order-detail-icon').evaluate((el) => getComputedStyle(el).color)).toBe(BLUE);
    expect(await actionButtons(page)).toEqual([]);
    expect(await detailValue(page, 'Order No.')).toBe('PT0000000021');
    expect(await detailValue(page, 'Loan amount')).toBe('₱5,000.00');

    // The order's own product is left out; tags only on the first two products, joined by '/'. Issue 40: the
    // products Home shows, with Home's ranges, and Jose's open loans grey every button, which says why.
    expect(await recommended(page)).toEqual([
      { name: 'Pautang Plus', tags: ['Higher amount/Repeat clients'] },
      { name: 'Pautang Flex', tags: ['Instalments/Flexible'] },
      { name: 'Pautang Regional', tags: [] },
    ]);
    for (const name of ['Pautang Plus', 'Pautang Flex', 'Pautang Regional']) {
      const button = productCard(page, name).getByRole('button');
      expect(await button.innerText()).toBe('Repay your loan first');
      expect(await button.isDisabled()).toBe(true);
      expect(await background(page, name)).toBe(GREY);
    }
    await productCard(page, 'Pautang Flex').getByRole('button').click({ force: true });
    expect(bridge.filter((c) => c.action === 'toP')).toHaveLength(0);

    await page.getByRole('button', { name: 'Click to view more products' }).click();
    await expect.poll(() => actions(bridge)).toContain('toHome');
    await context.close();
  });

  it('order-151: approved, disbursing in blue with the recommended products', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'order-151');
    expect(await statusOf(page)).toEqual({ text: 'Approved, disbursing', colour: BLUE });
    expect(await actionButtons(page)).toEqual([]);
    expect((await recommended(page)).map((p) => p.name)).toEqual([
      'Pautang Quick',
      'Pautang Flex',
      'Pautang Regional',
    ]);
    expect(await page.getByRole('button', { name: 'Click to view more products' }).isVisible()).toBe(true);
    await context.close();
  });

  it('order-110: loan application failed in red, recommended products, no buttons', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'order-110');
    expect(await statusOf(page)).toEqual({ text: 'Loan application failed', colour: RED });
    expect(await page.locator('.order-detail-icon').getAttribute('data-icon')).toBe('fail');
    expect(await actionButtons(page)).toEqual([]);
    const products = await recommended(page);
    expect(products.map((p) => p.name)).toEqual([
      'Pautang Quick',
      'Pautang Plus',
      'Pautang Flex',
      'Pautang Regional',
    ]);
    expect(products[0]?.tags).toEqual(['Fast approval/No collateral']);
    expect(await page.getByRole('button', { name: 'Click to view more products' }).isVisible()).toBe(true);
    await context.close();
  });

  it('order-170: repayment processing with a single Repayment button', async () => {
    const { context, page } = await phone(browser);
    const opened = await openScenario(page, 'order-170');
    const status = await statusOf(page);
    expect(status.text).toBe('Repayment processing');
    expect(await actionButtons(page)).toEqual(['Repayment']);
    expect(await page.getByTestId('rec-product').count()).toBe(0);
    expect(await page.getByTestId('amount-due').locator('.order-detail-due-amount').innerText()).toBe(
      '₱5,882.50',
    );
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/repay');
    const to = new URL(page.url());
    expect(to.searchParams.get('orderId')).toBe('PT0000000170');
    expectSession(to, opened);
    await context.close();
  });

  it('order-174-delay: to be repaid with amount and date; REPAY goes to the repay page with the session', async () => {
    const { context, page } = await phone(browser);
    const opened = await openScenario(page, 'order-174-delay');
    expect(await statusOf(page)).toEqual({ text: 'To be repaid', colour: BLUE });
    // Pautang Quick, 91 days, disbursed 20 days before the business date: one payment of ₱5,882.50.
    const due = addDays(await businessDate(), 71);
    const amountDue = page.getByTestId('amount-due');
    expect(await amountDue.locator('.order-detail-due-amount').innerText()).toBe('₱5,882.50');
    expect(await amountDue.locator('.order-detail-due-date').innerText()).toBe(due);
    expect(await page.locator('.order-detail-notice-des').innerText()).toBe(
      `Please repay ₱5,882.50 by ${due}.`,
    );
    expect(await actionButtons(page)).toEqual(['REPAY', 'Rollover Repayment']);
    expect(await page.getByText('Short of money?', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/repay');
    const to = new URL(page.url());
    expect(to.searchParams.get('orderId')).toBe('PT0000001741');
    expect(to.searchParams.get('productId')).toBe('prod-quick-5k');
    expect(to.searchParams.get('isDelay')).toBeNull();
    expectSession(to, opened);
    await context.close();
  });

  it('order-174-delay: Rollover Repayment goes to the delay page with isDelay=1', async () => {
    const { context, page } = await phone(browser);
    const opened = await openScenario(page, 'order-174-delay');
    await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/repayDelay');
    const to = new URL(page.url());
    expect(to.searchParams.get('isDelay')).toBe('1');
    expect(to.searchParams.get('orderId')).toBe('PT0000001741');
    expect(to.searchParams.get('productId')).toBe('prod-quick-5k');
    expectSession(to, opened);
    await context.close();
  });

  it('order-174: instalments without rollover show a single Repayment button to the repay page', async () => {
    const { context, page } = await phone(browser);
    const opened = await openScenario(page, 'order-174');
    expect(await statusOf(page)).toEqual({ text: 'To be repaid', colour: BLUE });
    expect(await actionButtons(page)).toEqual(['Repayment']);
    expect(await page.getByText('Short of money?').count()).toBe(0);
    // The first of three instalments of Pautang Flex.
    expect(await page.getByTestId('amount-due').locator('.order-detail-due-amount').innerText()).toBe(
      '₱4,736.00',
    );
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/repay');
    const to = new URL(page.url());
    expect(to.searchParams.get('orderId')).toBe('PT0000000174');
    expect(to.searchParams.get('productId')).toBe('prod-flex-12k');
    expectSession(to, opened);
    await context.close();
  });

  it('order-180: overdue in red with the late charges, REPAY and Rollover Repayment', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'order-180');
    expect(await statusOf(page)).toEqual({ text: 'Overdue', colour: RED });
    // The lender's policy caps late charges at 5% a month of the ₱24,500.00 due: ₱408.33 for 10 days.
    expect(await detailValue(page, 'Late penalty')).toBe('₱408.33');
    expect(await page.locator('.order-detail-row dt', { hasText: /^Late interest$/ }).count()).toBe(0);
    expect(await detailValue(page, 'Days overdue')).toBe('10 days');
    expect(await detailValue(page, 'Outstanding amount')).toBe('₱24,908.33');
    expect(await page.getByTestId('amount-due').locator('.order-detail-due-amount').innerText()).toBe(
      '₱24,908.33',
    );
    expect(await actionButtons(page)).toEqual(['REPAY', 'Rollover Repayment']);
    expect(await page.getByText('Short of money?', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('order-200: loan settled in green; Borrow Again reports the event and goes home', async () => {
    const { context, page } = await phone(browser);
    const bridge = watchBridge(page);
    await openScenario(page, 'order-200');
    expect(await statusOf(page)).toEqual({ text: 'Loan settled', colour: GREEN });
    expect(await actionButtons(page)).toEqual(['Borrow Again']);

    const wire = createFullWire(wireMode() === 'obfuscated' ? 'obfuscated' : 'plain');
    const eventPath = `/attempt${wire.pathToWire('/service/event/save')}`;
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === eventPath);
    await page.getByRole('button', { name: 'Borrow Again', exact: true }).click();
    const request = await sent;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    expect(wire.fromWire(body)).toMatchObject({ moduleId: 30, positionId: 0, productId: 'prod-quick-5k' });
    if (wireMode() === 'obfuscated') expect(request.postData()).not.toContain('moduleId');
    await expect.poll(() => actions(bridge)).toContain('toHome');
    await context.close();
  });

  it('order-redirect: the page replaces itself with the disclosure statement, session included', async () => {
    const { context, page } = await phone(browser);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url());
    });
    await goLive(page, await scenarioUrl('order-redirect'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/loanAgreement');
    const opened = new URL(documents.find((u) => new URL(u).pathname === '/loanDetail') ?? '');
    expect(opened.searchParams.get('orderId')).toBe('PT0000000301');
    const to = new URL(page.url());
    expect(to.searchParams.get('kind')).toBe('disclosure-statement');
    expect(to.searchParams.get('orderId')).toBe('PT0000000301');
    expect(to.searchParams.get('productId')).toBe('prod-flex-12k');
    expectSession(to, opened);

    await page.getByTestId('principal').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Disclosure Statement');
    expect(await page.getByTestId('principal').innerText()).toContain('₱12,000.00');
    expect(await page.getByTestId('loan-number').innerText()).toContain('PT0000000301');
    // The instalment plan is priced on the declining balance and says so; its late charges are held by the lender's
    // policy (CAPS_ALL_LOANS, on by default) to 5% a month of the ₱13,632.00 due, although the SEC caps do not cover it.
    expect(await page.getByTestId('nominal-rate').innerText()).toContain(
      '0.08% per day, on the declining balance',
    );
    expect(await page.getByTestId('late-charges-cap').innerText()).toContain(
      'At most ₱681.60 for every 30 days late',
    );
    expect(await page.getByTestId('caps-policy').isVisible()).toBe(true);
    expect(await page.getByTestId('simple-annual-rate').innerText()).toContain('41.37%');
    expect(await page.getByTestId('rollover').innerText()).toBe(
      'Not available for this loan: repayment only.',
    );
    // Replaced, not pushed: the order screen is not in the history.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(await page.locator('#order-detail-status').count()).toBe(0);
    await context.close();
  });

  it('order-card-prompt: the bank-card prompt leads to bind, and the server does not ask again', async () => {
    const { context, page } = await phone(browser);
    const opened = await openScenario(page, 'order-card-prompt');
    const prompt = dialog(page, 'Bind your repayment account');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(
      'Bind a bank account or e-wallet so you can receive funds and repay in one tap.',
    );
    // Unanswered, it stays.
    await page.reload();
    await prompt.waitFor();

    await prompt.getByRole('button', { name: 'Go to bind' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bindBank');
    const to = new URL(page.url());
    expect(to.searchParams.get('source')).toBe('loanDetail');
    expect(to.searchParams.get('orderId')).toBe('PT0000000302');
    expectSession(to, opened);

    await goLive(page, opened.toString());
    expect((await statusOf(page)).text).toBe('To be repaid');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('order-kind-tips: Kind tips shows until the borrower goes to repay', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'order-kind-tips');
    const tips = dialog(page, 'Kind tips');
    await tips.waitFor();
    expect(await tips.innerText()).toContain(
      'Repay only through the channels shown in this app. Our staff will never ask you to send money to a personal account.',
    );
    await tips.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => tips.count()).toBe(0);
    // OK alone does not set the flag.
    await page.reload();
    await tips.waitFor();
    await tips.getByRole('button', { name: 'OK' }).click();

    const repay = page.getByRole('button', { name: 'REPAY', exact: true });
    const repayment = page.getByRole('button', { name: 'Repayment', exact: true });
    await ((await repay.count()) > 0 ? repay : repayment).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/repay');
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).not.toBeNull();

    await page.goBack();
    expect((await statusOf(page)).text).toBe('To be repaid');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    expect((await statusOf(page)).text).toBe('To be repaid');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('order-score: five stars, a pick is required, a low score ends on the result modal', async () => {
    const { context, page } = await phone(browser);
    const bridge = watchBridge(page);
    await openScenario(page, 'order-score');
    const score = dialog(page, 'Rate your experience');
    await score.waitFor();
    expect(await score.getByRole('radio').count()).toBe(5);

    await score.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Silakan pilih' }).count()).toBe(1);
    expect(await score.isVisible()).toBe(true);
    // The toast does not cover the stars it is about.
    const toastBox = await page.locator('.ui-toast').boundingBox();
    const starsBox = await score.getByRole('radio').first().locator('..').boundingBox();
    expect(toastBox && starsBox).toBeTruthy();
    if (toastBox && starsBox) {
      const overlaps =
        toastBox.y < starsBox.y + starsBox.height &&
        starsBox.y < toastBox.y + toastBox.height &&
        toastBox.x < starsBox.x + starsBox.width &&
        starsBox.x < toastBox.x + toastBox.width;
      expect(overlaps).toBe(false);
    }

    await score.getByRole('radio', { name: '2 stars' }).click();
    await score.getByRole('button', { name: 'Submit' }).click();
    const thanks = dialog(page, 'Thank you for your feedback');
    await thanks.waitFor();
    // Each action's label stays on one line inside its pill.
    for (const button of await thanks.getByRole('button').all()) {
      const fits = await button.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      );
      expect(fits).toBe(true);
    }
    expect(await score.count()).toBe(0);
    await page.waitForTimeout(300);
    expect(actions(bridge)).not.toContain('toRate');

    await page.reload();
    expect((await statusOf(page)).text).toBe('Loan settled');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('order-score: five stars hand the rating to the native store prompt', async () => {
    const { context, page } = await phone(browser);
    const bridge = watchBridge(page);
    await openScenario(page, 'order-score');
    const score = dialog(page, 'Rate your experience');
    await score.waitFor();
    await score.getByRole('radio', { name: '5 stars' }).click();
    await score.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => bridge.find((c) => c.action === 'toRate')?.payload).toMatchObject({ score: 5 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.reload();
    expect((await statusOf(page)).text).toBe('Loan settled');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it("another borrower's order is not shown: Jose opening Maria's order-180", async () => {
    const { context, page } = await phone(browser);
    const jose = await openScenario(page, 'order-21');
    await page.locator('#order-detail-status').waitFor();
    expect(jose.searchParams.get('userId')).toBe('10002');
    const target = new URL('/loanDetail', baseUrl());
    for (const [k, v] of jose.searchParams) target.searchParams.set(k, v);
    target.searchParams.set('orderId', 'PT0000000180');
    target.searchParams.set('productId', 'prod-plus-20k');
    await goLive(page, target.toString());
    // The toast, then a lasting message with no Retry (the order will not appear on retry).
    await page
      .locator('.order-detail-state[role="alert"]')
      .getByText('We could not find this order.', { exact: true })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    const text = await page.locator('body').innerText();
    for (const figure of ['Overdue', 'Pautang Plus', 'PT0000000180', '₱20,000.00', '₱24,908.33', '₱408.33']) {
      expect(text).not.toContain(figure);
    }
    expect(await page.locator('#order-detail-status').count()).toBe(0);
    await context.close();
  });
});

// --- login failure -------------------------------------------------------------------------------------------------

describe('login failure', () => {
  it('login-failure: fail icon, notice, the error in red and the recommended products', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'login-failure');
    await page.getByTestId('login-failure-error').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Order Details');
    const icon = page.locator('.login-failure-icon');
    expect(await icon.isVisible()).toBe(true);
    expect(await icon.evaluate((el) => getComputedStyle(el).color)).toBe(RED);
    expect(await page.locator('#login-failure-notice').innerText()).toBe(
      'Your application could not be completed',
    );
    const error = page.getByTestId('login-failure-error');
    expect(await error.innerText()).toBe(
      'Joint login failed: our partner could not verify your account. You can apply for one of these products instead.',
    );
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(204, 47, 28)'); // the darker red for small text (docs/DECISIONS.md)
    expect(await recommended(page)).toEqual([
      { name: 'Pautang Quick', tags: ['Fast approval/No collateral'] },
      { name: 'Pautang Plus', tags: ['Higher amount/Repeat clients'] },
      { name: 'Pautang Flex', tags: [] },
      { name: 'Pautang Regional', tags: [] },
      { name: 'Partner Cash', tags: [] },
    ]);
    // Issue 40: Home's products and ranges (Pautang Starter is not among them), and no Apply Ana cannot take now:
    // a new borrower's limit (₱3,000) is below Plus's and Flex's smallest amounts.
    for (const name of ['Pautang Plus', 'Pautang Flex']) {
      const button = productCard(page, name).getByRole('button');
      expect(await button.innerText()).toBe('Above your limit for now');
      expect(await button.isDisabled()).toBe(true);
      expect(await background(page, name)).toBe(GREY);
    }
    expect(await background(page, 'Pautang Quick')).not.toBe(GREY);
    expect(await productCard(page, 'Partner Cash').getByRole('button').isDisabled()).toBe(false);
    await context.close();
  });

  it('login-failure: Pautang Quick hands its app link to the bridge', async () => {
    const { context, page } = await phone(browser);
    const bridge = watchBridge(page);
    const opened = await openScenario(page, 'login-failure');
    await productCard(page, 'Pautang Quick').getByRole('button').click();
    await expect
      .poll(() => bridge.find((c) => c.action === 'to')?.payload)
      .toEqual({ page: 'pautang://product/prod-quick-5k' });
    expect(new URL(page.url()).pathname).toBe(opened.pathname);
    await context.close();
  });

  // An own-origin link opening with the session is the H5 component test's (login-failure.test.tsx): the one demo
  // product with such a link, Pautang Plus, is above a new borrower's limit and so greyed here (issue 40).

  it('login-failure: Partner Cash opens the partner’s https link without the session (a demo allow-listed host)', async () => {
    const { context, page } = await phone(browser);
    // The partner's site, played by the test (the machine has no network).
    await context.route('https://partner-lender.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Partner</h1>' }),
    );
    const opened = await openScenario(page, 'login-failure');
    await productCard(page, 'Partner Cash').getByRole('button').click();
    await expect.poll(() => new URL(page.url()).hostname).toBe('partner-lender.example.com');
    const to = new URL(page.url());
    expect(to.protocol).toBe('https:');
    expect(to.pathname).toBe('/apply');
    // Another host never gets the borrower's session parameters (issue 25).
    for (const key of SESSION_KEYS) expect(to.searchParams.has(key), key).toBe(false);
    expect(opened.searchParams.get('sessionId')).toBeTruthy();
    await context.close();
  });
});

// --- loan terms ----------------------------------------------------------------------------------------------------

const TERMS_HEADINGS = [
  'Definitions',
  'Eligibility',
  'Loan Application and Approval',
  'Disbursement',
  'Interest and Fees',
  'Repayment',
  'Prepayment',
  'Prolongation',
  'Late Payment',
  'Application of Payments',
  'Regulatory Caps',
  'Disclosure Statement',
  "Borrower's Obligations",
  'Events of Default',
  'Assignment',
  'Collection Practices',
  'Data Privacy',
  'Notices and Amendments',
  'Governing Law',
  'Contact',
];

describe('loan terms', () => {
  it('loan-terms: every section, the figures of spec 2 §9 and the regulatory caps', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'loan-terms');
    await page.getByRole('heading', { name: 'Regulatory Caps' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Loan Terms and Conditions');
    expect(await page.locator('article h2').allInnerTexts()).toEqual(TERMS_HEADINGS);
    const text = await page.locator('article').innerText();
    for (const figure of ['91', '365', '₱1,000', '₱800', '5%', '4%', '2%']) expect(text).toContain(figure);
    expect(text).toContain('91 to 365 calendar days');
    expect(text).toContain('one-time late penalty of ₱1,000 for New Clients and ₱800 for Repeat Clients');
    expect(text).toContain('5% of the unpaid amount per day for days 1 to 30');
    expect(text).toContain('4% of the unpaid amount per day for days 31 to 90');
    expect(text).toContain('2% of the unpaid amount per day from day 91');
    expect(text).toContain('within 1 to 3 calendar days after acceptance');
    expect(text).toContain('at least 7 calendar days have passed since the Disbursement Date');
    expect(text).not.toMatch(/\{(company|appName|email|phone|address)\}|Rs\./);
    const caps = await page.locator('section#regulatory-caps').innerText();
    expect(caps).toContain('₱10,000 or less');
    expect(caps).toContain('never exceed 100% of the Principal');
    await context.close();
  });
});
