// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// The back office running the book (issue 28), as its staff use it, each signed in as themselves:
// - support finds a borrower by the gateway reference of a payment, reads the payment's allocation in the borrower's
//   file, and answers the borrower's complaint about it;
// - a finance pair refunds an overpayment: one proposes, the other approves, the payout sandbox pays, and the
//   borrower sees the refund;
// - a collector logs a promise to pay, and is refused an SMS at 22:30 Manila (the demo's business time);
// - an admin finds all of it in the audit log.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignIn,
  consolePage,
  devCall,
  goLive,
  launch,
  phone,
  scenarioUrl,
  type StaffLogin,
} from './browser';

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
const FINANCE: StaffLogin = {
  username: 'finance',
  password: 'pautang-finance',
  displayName: 'Carla Mendoza',
};
const FINANCE2: StaffLogin = {
  username: 'finance2',
  password: 'pautang-finance2',
  displayName: 'Paolo Villanueva',
};
const COLLECTOR: StaffLogin = {
  username: 'collector',
  password: 'pautang-collector',
  displayName: 'Mario Reyes',
};

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

  it('finance: one proposes the refund of an overpayment, the other approves, the sandbox pays, the borrower sees it', async () => {
    const { context, page } = await phone(browser);
    const maker = await consolePage(browser);
    const checker = await consolePage(browser);
    try {
      // Maria's overdue order, with ₱350.00 paid on a code after its debt was gone: owed back to her.
      const orderUrl = await scenarioUrl('order-refund-owed');
      await goLive(page, orderUrl);
      await expect
        .poll(() => page.getByTestId('refund-msg').innerText())
        .toBe('₱350.00 will be returned to you.');

      // Carla proposes the refund: above the ₱200 limit, so it waits for a second finance officer.
      await agentSignIn(maker, FINANCE, '/console/finance');
      const owed = maker.getByTestId('refunds-owed').locator('tr[data-payment="PTX000000000350"]');
      await owed.getByRole('button', { name: 'Refund' }).click();
      await maker.getByRole('button', { name: 'Confirm refund' }).click();
      await expect.poll(() => owed.getByTestId('refund-state').innerText()).toBe('Pending approval');

      // She cannot approve it herself: the approvals list says so, and offers her no button.
      await maker.goto('/console/approvals');
      const own = maker.getByTestId('approval-row').filter({ hasText: 'PTX000000000350' });
      await expect
        .poll(() => own.innerText())
        .toContain('You proposed this: another staff member must decide it.');
      expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      // Paolo approves it; the payout sandbox pays it to Maria's bound account.
      await agentSignIn(checker, FINANCE2, '/console/approvals');
      const pending = checker.getByTestId('approval-row').filter({ hasText: 'PTX000000000350' });
      await pending.getByRole('button', { name: 'Approve' }).click();
      await checker.getByText(/^Approved: Refund ₱350\.00 to Maria Santos/).waitFor();

      // Maria sees it on the order and in her payment records.
      const refunded = /^Refunded ₱350\.00 to .+ on \d{4}-\d{2}-\d{2}\.$/;
      await expect
        .poll(
          async () => {
            await goLive(page, orderUrl);
            return page.getByTestId('refund-msg').innerText();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toMatch(refunded);
      await goLive(page, orderUrl.replace('/loanDetail?', '/paymentRecords?'));
      await expect
        .poll(() => page.getByTestId('refund-note').allInnerTexts())
        .toContainEqual(expect.stringMatching(/Refunded ₱350\.00/));
    } finally {
      await maker.context().close();
      await checker.context().close();
      await context.close();
    }
  });

  it('collections: a promise to pay logged, and an SMS refused at 22:30 Manila with the reason', async () => {
    const desk = await consolePage(browser);
    try {
      // PT0000000180, Maria's order 10 days past due; the working day's business time first.
      await scenarioUrl('order-180');
      await devCall('business-time', { time: '10:00' });
      const today = (await devCall<{ data: { businessDate: string } }>('business-date')).body.data
        .businessDate;

      await agentSignIn(desk, COLLECTOR, '/console/collections');
      const book = desk.getByTestId('overdue-book');
      await book.locator('tr', { hasText: 'PT0000000180' }).getByRole('button', { name: 'Open' }).click();
      const form = desk.getByTestId('contact-form');
      await form.getByLabel('Outcome').selectOption({ label: 'Promised to pay' });
      await form.getByLabel('Promise date').fill(today);
      await form.getByRole('button', { name: 'Log call' }).click();
      const log = desk.getByTestId('contact-log');
      await expect.poll(() => log.innerText()).toContain('Mario Reyes · Call · Promised to pay');

      // 22:30 in Manila (the demo's clock, which only an admin's controls show: issue 40): the SMS is refused, and
      // the collector reads why.
      expect(await desk.getByLabel('Business time (Manila)').count()).toBe(0);
      await devCall('business-time', { time: '22:30' });
      await form.getByLabel('Channel').selectOption({ label: 'SMS' });
      expect(await form.getByLabel('SMS template').inputValue()).toBe('reminder-calm');
      await form.getByRole('button', { name: 'Send SMS' }).click();
      await expect
        .poll(() => desk.getByTestId('contact-refusal').innerText())
        .toContain('no contact between 22:00 and 06:00 Manila (it is 22:30)');
    } finally {
      await devCall('business-time', { reset: true });
      await desk.context().close();
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
      await expect.poll(has('complaint.replied', SUPPORT.displayName)).toBe(true);
      await expect.poll(has('refund.proposed', FINANCE.displayName)).toBe(true);
      await expect.poll(has('refund.approved', FINANCE2.displayName)).toBe(true);
      await expect.poll(has('collections.call-logged', COLLECTOR.displayName)).toBe(true);
      await expect.poll(has('collections.contact-refused', COLLECTOR.displayName)).toBe(true);

      // The search itself names no borrower: it is found by its action, with what was asked.
      await search.getByLabel('Borrower id').fill('');
      await search.getByLabel('Action').fill('borrower.searched');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect.poll(has('borrower.searched', trail.gatewayRef)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
