// @module-tag once: its calls are the back office's and the sandbox's, which the wire mode does not change
// The books (issue 42) as finance reads them: a borrower's payment through the sandbox gateway is one balanced
// entry in the journal, and the borrower's statement of account (a PDF) shows it; and a loan long past due, written off by a collector and a finance member, takes a later
// payment as a recovery; and a borrower in hardship accepts a repayment plan a collector and finance offered.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignIn,
  consolePage,
  devCall,
  goLive,
  launch,
  phone,
  scenarios,
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

const pesos = (text: string) => (text === '' ? 0 : Math.round(Number(text.replace(/[₱,]/g, '')) * 100));

/** Pays `amount` pesos of the order on its repay page through the sandbox; answers the payment's reference. */
async function payOnSandbox(page: Page, orderUrl: string, amount: string): Promise<string> {
  await goLive(page, orderUrl.replace('/loanDetail?', '/repay?'));
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill(amount);
  await page.getByTestId('payment-preview').waitFor();
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: /GCash/ }).click();
  await sheet.getByRole('button', { name: 'Payment' }).click();
  await page.waitForURL(/\/sandbox\/dragonpay\/pay\?txnid=/);
  const txnid = new URL(page.url()).searchParams.get('txnid') ?? '';
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await page.waitForURL(/\/loanDetail\?/);
  return txnid;
}

type JournalLine = { account: string; debit: number; credit: number; reference: string };

/** The finance section's journal, by order: the lines of the entry whose reference is `reference`, once it shows. */
async function entryLines(page: Page, order: string, reference: string): Promise<JournalLine[]> {
  const journal = page.getByRole('region', { name: /^Journal/ });
  await journal.getByLabel('Order').fill(order);
  await journal.getByRole('button', { name: 'Show' }).click();
  const read = async () => {
    // A refresh keeps the old rows until the new ones come: read once the panel is no longer busy.
    await expect.poll(() => journal.getAttribute('aria-busy')).toBe('false');
    const lines: JournalLine[] = [];
    for (const row of await journal.getByTestId('journal').locator('tbody tr').all()) {
      const cells = await row.locator('td').allInnerTexts();
      if (cells[6] !== reference) continue;
      lines.push({
        account: cells[2] ?? '',
        debit: pesos(cells[4] ?? ''),
        credit: pesos(cells[5] ?? ''),
        reference,
      });
    }
    return lines;
  };
  // The postback posts the entry as the gateway's page returns: the journal is read again until it shows.
  await expect
    .poll(
      async () => {
        const lines = await read();
        if (lines.length === 0) await journal.getByRole('button', { name: 'Refresh' }).click();
        return lines.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(1);
  return read();
}

const total = (lines: JournalLine[], side: 'debit' | 'credit') => lines.reduce((t, l) => t + l[side], 0);

/** A PDF's text, its runs of white space as one space. */
async function pdfText(file: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the books, read by finance', () => {
  it('a payment through the sandbox gateway is one balanced entry in the journal, cash in at the rail', async () => {
    const { context, page } = await phone(browser);
    const books = await consolePage(browser);
    try {
      await devCall('business-date', { reset: true });
      const url = await scenarioUrl('order-174-delay');
      const order = (await scenarios()).find((s) => s.name === 'order-174-delay')?.orderId ?? '';
      const reference = await payOnSandbox(page, url, '1000');

      await agentSignIn(books, FINANCE, '/console/finance');
      // The check runs as the section opens: the books and the engine agree after the payment.
      await expect
        .poll(() => books.getByTestId('books-check').innerText({ timeout: 1000 }), { timeout: 15_000 })
        .toMatch(/^No difference: the ledger and the loan engine agree on all \d+ loans/);
      const lines = await entryLines(books, order, `payment:${reference}`);
      expect(total(lines, 'debit')).toBe(100_000);
      expect(total(lines, 'credit')).toBe(100_000);
      // Cash in on GCash's collection account, the rest against the loan's receivables.
      expect(lines.filter((l) => l.debit > 0).map((l) => l.account)).toEqual(['1011']);
      expect(await books.getByText(/debits and credits balance\.$/).count()).toBe(1);

      // The borrower downloads the statement of account from the order page: the server's PDF, read back, holds
      // the order number, the payment and the balance the page shows.
      await page.reload();
      const outstanding = await page
        .locator('.order-detail-row', { has: page.locator('dt', { hasText: /^Outstanding amount$/ }) })
        .locator('dd')
        .innerText();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Statement of account (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`statement-${order}.pdf`);
      const text = await pdfText(await readFile(await download.path()));
      expect(text).toContain('Statement of account');
      expect(text).toContain(order);
      expect(text).toContain(reference);
      expect(text).toContain('PHP 1,000.00');
      expect(text).toMatch(
        new RegExp(`Balance as of \\d{4}-\\d{2}-\\d{2}: PHP ${outstanding.replace('₱', '')}`),
      );
    } finally {
      await context.close();
      await books.context().close();
    }
  });

  it('finance closes last month under maker-checker; an entry by hand dated in it is then refused', async () => {
    const maker = await consolePage(browser);
    const checker = await consolePage(browser);
    try {
      await devCall('business-date', { reset: true });
      const today = (await devCall<{ data: { businessDate: string } }>('business-date')).body.data
        .businessDate;
      const lastMonthEnd = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000);
      const month = lastMonthEnd.toISOString().slice(0, 7);

      await agentSignIn(maker, FINANCE, '/console/finance');
      const close = maker.getByRole('region', { name: 'Close a month' });
      await close.getByLabel('Month').fill(month);
      await close.getByRole('button', { name: 'Propose closing' }).click();
      await close
        .getByRole('status')
        .filter({ hasText: `Closing ${month} waits for a second finance member (Approvals).` })
        .waitFor();

      await agentSignIn(checker, FINANCE2, '/console/approvals');
      const row = checker.getByTestId('approval-row').filter({ hasText: `Close the books of ${month}` });
      await row.getByRole('button', { name: 'Approve' }).click();
      await checker.getByRole('status').filter({ hasText: 'Approved:' }).waitFor();

      // A back-dated entry, on the month's last day, is refused with the rule; the same entry today waits for approval.
      const entry = maker.getByRole('region', { name: 'Manual journal entry' });
      const propose = async (date: string) => {
        await entry.getByLabel('Date').fill(date);
        await entry.getByLabel('What it is for').fill('Bank charges');
        const lines = entry.locator('fieldset');
        await lines.nth(0).getByLabel('Account').fill('5010');
        await lines.nth(0).getByLabel('Debit (₱)').fill('150.00');
        await lines.nth(1).getByLabel('Account').fill('1021');
        await lines.nth(1).getByLabel('Credit (₱)').fill('150.00');
        await entry.getByRole('button', { name: 'Propose the entry' }).click();
      };
      await propose(lastMonthEnd.toISOString().slice(0, 10));
      await entry
        .getByRole('alert')
        .filter({
          hasText: `Not proposed: The books of ${month} are closed. Post the correction in the open month, naming ${month}.`,
        })
        .waitFor();
      await propose(today);
      await entry
        .getByRole('status')
        .filter({ hasText: 'The entry waits for a second finance member (Approvals).' })
        .waitFor();
    } finally {
      await maker.context().close();
      await checker.context().close();
    }
  });

  it('a loan 200 days past due is written off by a collector and a finance member; a later payment is a recovery', async () => {
    const { context, page } = await phone(browser);
    const collector = await consolePage(browser);
    const finance = await consolePage(browser);
    try {
      await devCall('business-date', { reset: true });
      const url = await scenarioUrl('order-180');
      const scenario = (await scenarios()).find((s) => s.name === 'order-180');
      const order = scenario?.orderId ?? '';
      const today = (await devCall<{ data: { businessDate: string } }>('business-date')).body.data
        .businessDate;
      const later = new Date(Date.parse(`${today}T00:00:00Z`) + 200 * 86_400_000).toISOString().slice(0, 10);
      await devCall('business-date', { businessDate: later });

      await agentSignIn(collector, COLLECTOR, `/console/borrowers?borrower=${scenario?.userId ?? ''}`);
      const loan = collector.getByTestId('file-orders').locator('li', { hasText: order }).first();
      await loan.getByRole('button', { name: 'Propose write-off' }).click();
      await loan.getByLabel('Why (for the audit log)').fill('No contact for six months');
      await loan.getByRole('button', { name: 'Propose the write-off' }).click();
      await collector
        .getByRole('status')
        .filter({ hasText: 'Write-off proposed: it waits for a second finance member (Approvals).' })
        .waitFor();

      await agentSignIn(finance, FINANCE, '/console/approvals');
      const row = finance.getByTestId('approval-row').filter({ hasText: `Write off loan ${order}` });
      await row.getByRole('button', { name: 'Approve' }).click();
      await finance.getByRole('status').filter({ hasText: 'Approved:' }).waitFor();

      // The collector's file says so, and what the borrower still owes.
      await collector.reload();
      await collector.getByText(`Written off on ${later}: an accounting act, not a waiver.`).waitFor();

      const reference = await payOnSandbox(page, url, '500');
      await finance.goto('/console/finance');
      const lines = await entryLines(finance, order, `payment:${reference}`);
      // Every peso paid on a written-off loan is recovered income.
      expect(lines).toEqual([
        { account: '1011', debit: 50_000, credit: 0, reference: `payment:${reference}` },
        { account: '4040', debit: 0, credit: 50_000, reference: `payment:${reference}` },
      ]);
    } finally {
      await devCall('business-date', { reset: true });
      await context.close();
      await collector.context().close();
      await finance.context().close();
    }
  });

  it('a borrower in hardship is offered a repayment plan by a collector and finance, reads it and accepts it', async () => {
    const { context, page } = await phone(browser);
    const collector = await consolePage(browser);
    const finance = await consolePage(browser);
    try {
      await devCall('business-date', { reset: true });
      const url = await scenarioUrl('order-180');
      const scenario = (await scenarios()).find((s) => s.name === 'order-180');
      const order = scenario?.orderId ?? '';

      await agentSignIn(collector, COLLECTOR, `/console/borrowers?borrower=${scenario?.userId ?? ''}`);
      const loan = collector.getByTestId('file-orders').locator('li', { hasText: order }).first();
      await loan.getByRole('button', { name: 'Propose a repayment plan' }).click();
      await loan.getByTestId('plan-preview').waitFor();
      await loan.getByLabel('Why the borrower needs it (for the audit log)').fill('Lost her job in October');
      await loan.getByRole('button', { name: 'Propose the plan' }).click();
      await collector
        .getByRole('status')
        .filter({ hasText: 'Plan proposed: it waits for a second finance member (Approvals).' })
        .waitFor();

      await agentSignIn(finance, FINANCE, '/console/approvals');
      const row = finance.getByTestId('approval-row').filter({ hasText: `Repayment plan for loan ${order}` });
      await row.getByRole('button', { name: 'Approve' }).click();
      await finance.getByRole('status').filter({ hasText: 'Approved:' }).waitFor();

      // Maria finds it on her order's page, reads its disclosure statement, and accepts it.
      await goLive(page, url);
      const offer = page.getByTestId('plan-offer');
      await offer.getByText('repayment plan of 3 instalments').waitFor();
      await offer.getByRole('button', { name: 'Read the disclosure statement' }).click();
      await page.waitForURL(/\/loanAgreement\?/);
      await page.getByTestId('plan-from').getByText(order).waitFor();
      await page.goBack();
      await page.getByTestId('plan-offer').getByRole('button', { name: 'Accept the plan' }).click();
      await page.waitForURL((u) => u.pathname === '/loanDetail' && u.searchParams.get('orderId') !== order);
      await page.getByText('Repayment plan of order').waitFor();
      await expect.poll(() => page.getByText(order).count()).toBeGreaterThan(0);

      // The collector's file shows the plan accepted, and the loan closed into it.
      await collector.reload();
      await collector.getByText('Plan of 3 instalments accepted by the borrower').first().waitFor();
    } finally {
      await devCall('business-date', { reset: true });
      await context.close();
      await collector.context().close();
      await finance.context().close();
    }
  });
});
