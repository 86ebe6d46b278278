// @module-tag wire: drives the built console and H5 against the real server, in both wire modes
// Issue 27's origination journey, by taps on /host as a borrower's phone: a brand-new phone number signs in,
// completes the profile with an ID photo and a selfie, binds GCash in the H5's bind-bank web view, applies, is
// approved, confirms in the H5's loan confirmation, and the payout sandbox pays (2 s in these tests): My loans lists
// the loan, and its order details show it repayable (174), the GCash account, and the schedule counted from the
// payout date. Then a borrower under 18, and one who is not Filipino, are declined with the reason the loan terms
// give, and a borrower whose loan is open cannot apply for another. Every wait is for something the screens show,
// never for the clock.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCall, launch } from './browser';
import {
  applyFor,
  bindGcash,
  completeProfile,
  hostOnPhone,
  liveWebview,
  openLoanConfirm,
  signInByPhone,
  tab,
  waitForScreen,
  type StepAnswer,
} from './host-app';

let browser: Browser;
let photo: { name: string; mimeType: string; buffer: Buffer };
beforeAll(async () => {
  browser = await launch();
  // A real photo by content (the ID photo and the selfie are checked like complaint images).
  photo = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c87850' } })
      .jpeg()
      .toBuffer(),
  };
});
afterAll(async () => {
  await browser?.close();
});

type Borrower = {
  mobile: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  idNumber: string;
  /** 'Filipino' unless told. */
  nationality?: 'Filipino' | 'Other';
};

/** Every profile step's answers, in the order the certify list asks for them. */
function profileSteps(b: Borrower): Record<string, StepAnswer>[] {
  return [
    {
      firstName: b.firstName,
      lastName: b.lastName,
      birthDate: b.birthDate,
      sex: { option: 'Female' },
      nationality: { option: b.nationality ?? 'Filipino' },
    },
    { civilStatus: { option: 'Single' }, education: { option: 'College' }, dependants: '1' },
    {
      employmentType: { option: 'Employed (private company)' },
      employer: 'Jollibee Foods',
      monthlyIncome: '25000',
      payDay: '2026-12-15',
    },
    { loanPurpose: { option: 'Medical or emergency' }, fundsSource: { option: 'Salary' } },
    {
      province: { option: 'Metro Manila' },
      city: { option: 'Makati' },
      barangay: 'San Antonio',
      street: '12 Mabini St.',
    },
    {
      idType: { option: 'PhilSys National ID' },
      idNumber: b.idNumber,
      idPhoto: { photo },
      selfie: { photo },
    },
    {
      ref1Name: 'Rosa Domingo',
      ref1Relation: { option: 'Parent' },
      ref1Mobile: '09175550001',
      ref2Name: 'Ben Cruz',
      ref2Relation: { option: 'Friend' },
      ref2Mobile: '09175550002',
    },
  ];
}

/** Steps 1 to 3: a new phone signs in, completes the profile (ID and selfie included) and binds its GCash. */
async function signUp(page: Page, b: Borrower): Promise<void> {
  await signInByPhone(page, browser, b.mobile);
  await completeProfile(page, profileSteps(b));
  await bindGcash(page, b.mobile, `${b.firstName} ${b.lastName}`);
  // Home has nothing left in the way.
  await page.getByRole('button', { name: 'See Pautang Quick' }).waitFor();
  expect(await page.locator('[data-blocker]').count()).toBe(0);
}

/** The order page's status words, once they read `words` (the payout lands by itself on the open page). */
async function orderStatusReads(frame: FrameLocator, words: string, timeout = 15_000): Promise<void> {
  await frame.locator('.order-detail-notice', { hasText: new RegExp(`^${words}$`) }).waitFor({ timeout });
}

/** Order details' rows, label → value, as the borrower reads them. */
async function detailRows(frame: FrameLocator): Promise<Map<string, string>> {
  const rows = await frame
    .locator('.order-detail-row')
    .evaluateAll((els) =>
      els.map((el) => [
        el.querySelector('dt')?.textContent?.trim() ?? '',
        el.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    );
  return new Map(rows.map(([label = '', value = '']) => [label, value]));
}

/** A business date plus some days ('YYYY-MM-DD'). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function businessDate(): Promise<string> {
  return (await devCall<{ data: { businessDate: string } }>('business-date')).body.data.businessDate;
}

/**
 * Steps 4 to 7: applies for Pautang Quick over 120 days, is approved, reads the agreement that names them, confirms
 * in the H5, and the payout lands.
 */
async function borrowAndGetPaid(page: Page, b: Borrower): Promise<FrameLocator> {
  expect(await applyFor(page, 'Pautang Quick', 120)).toBe('Approved');
  // A first loan starts at the bottom of the limit ladder (₱3,000), the most Pautang Quick offers within it.
  expect(await page.locator('.phone__screen .native-screen__big').innerText()).toBe('₱3,000.00 for 120 days');
  const confirm = await openLoanConfirm(page);
  await confirm.getByText('Loan amount').first().waitFor();
  // The agreement the borrower signs names them, from the profile: name, address and ID.
  await confirm.getByRole('button', { name: 'Loan Agreement', exact: true }).click();
  await confirm.getByRole('heading', { name: 'Loan Agreement' }).first().waitFor();
  await confirm.getByTestId('borrower').waitFor();
  expect(await confirm.getByTestId('borrower').innerText()).toBe(`${b.firstName} ${b.lastName}`);
  expect(await confirm.getByTestId('borrower-id').innerText()).toContain(b.idNumber);
  expect(await confirm.getByTestId('borrower-address').innerText()).toContain('12 Mabini St.');
  // The app's Back takes the web view back to the confirmation.
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await confirm.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await confirm.getByRole('checkbox', { name: 'I have read and agree' }).waitFor();
  await confirm.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await confirm.getByRole('button', { name: 'Next' }).click();
  // Signed: the web view goes on to the order, which the payout sandbox pays on its own; the page never reloads.
  await confirm.getByText('Order Details').waitFor();
  await orderStatusReads(confirm, 'To be repaid', 30_000);
  return confirm;
}

describe('origination on /host, by taps', () => {
  it('a new phone: signs in, profile, ID and selfie, GCash, applies, approved, confirms, paid out, and My loans shows it repayable (174) with the account and the schedule from the payout date', async () => {
    const { page, close } = await hostOnPhone(browser);
    try {
      const liza = {
        mobile: '09181230001',
        firstName: 'Liza',
        lastName: 'Domingo',
        birthDate: '1990-04-12',
        idNumber: '1234567890120001',
      };
      await signUp(page, liza);
      await borrowAndGetPaid(page, liza);
      const paidOn = await businessDate();

      // Back in the app: My loans lists the loan, repayable, and opens its order details in the web view.
      await tab(page, 'Mine');
      const loan = page.getByRole('link', { name: /^Pautang Quick: / });
      await loan.waitFor();
      expect(await page.getByRole('link', { name: /^Pautang Quick: / }).count()).toBe(1);
      expect(await loan.innerText()).toMatch(/^Pautang Quick: To be repaid, ₱3,\d{3}\.\d{2}$/);
      await loan.tap();
      const details = await liveWebview(page);
      await orderStatusReads(details, 'To be repaid');

      // 174 in the borrower's words, the account the loan was sent to, and the schedule counted from the payout.
      const dueOn = addDays(paidOn, 120);
      const rows = await detailRows(details);
      expect(rows.get('Loan amount')).toBe('₱3,000.00');
      expect(rows.get('Loan term')).toBe('120 days');
      expect(rows.get('Disbursement account')).toBe('GCash **** 0001');
      expect(rows.get('Disbursed on')).toBe(paidOn);
      expect(rows.get('Due date')).toBe(dueOn);
      expect(await details.locator('.order-detail-due-date').innerText()).toBe(dueOn);
      expect(await details.locator('.order-detail-notice-des').innerText()).toMatch(
        new RegExp(`^Please repay ₱3,\\d{3}\\.\\d{2} by ${dueOn}\\.$`),
      );
      expect(await details.getByTestId('order-rey-msg').innerText()).toBe(
        'Repay on time to keep a good credit record and raise your limit.',
      );
    } finally {
      await close();
    }
  });

  it.each([
    {
      who: 'a borrower under 18',
      borrower: {
        mobile: '09181230002',
        firstName: 'Joy',
        lastName: 'Ramos',
        // 16 on any business date this test runs on.
        birthDate: '2010-06-01',
        idNumber: '1234567890120002',
      },
      reason: 'You must be 18 years old or over to borrow, as our loan terms state.',
    },
    {
      who: 'a borrower who is not Filipino',
      borrower: {
        mobile: '09181230004',
        firstName: 'Anna',
        lastName: 'Keller',
        birthDate: '1992-02-20',
        idNumber: '1234567890120004',
        nationality: 'Other' as const,
      },
      reason: 'Our loans are for Filipino citizens only, as our loan terms state.',
    },
  ])(
    '$who is declined with the reason the loan terms give, and no loan is made',
    async ({ borrower, reason }) => {
      const { page, close } = await hostOnPhone(browser);
      try {
        await signUp(page, borrower);
        expect(await applyFor(page, 'Pautang Quick', 120)).toBe('Not approved');
        expect(await page.locator('.phone__screen [role="status"]').innerText()).toBe(reason);
        expect(await page.getByRole('button', { name: 'Confirm your loan' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Back to Home' }).tap();
        await waitForScreen(page, 'Home');

        await tab(page, 'Mine');
        await page.getByText('No loans yet.').waitFor();
      } finally {
        await close();
      }
    },
  );

  it('a second application while a loan is open is refused: Home and the product say why, and Apply is unavailable', async () => {
    const { page, close } = await hostOnPhone(browser);
    try {
      const marco = {
        mobile: '09181230003',
        firstName: 'Marco',
        lastName: 'Villanueva',
        birthDate: '1988-09-30',
        idNumber: '1234567890120003',
      };
      await signUp(page, marco);
      await borrowAndGetPaid(page, marco);

      // Home again: the open loan stands in the way, with its reason and the way to the loan.
      await tab(page, 'Home');
      const blocker = page.locator('[data-blocker="open-loan"]');
      await blocker.waitFor();
      expect(await blocker.locator('.native-screen__reason').innerText()).toBe(
        'You have a loan open. Repay it to borrow again.',
      );
      expect(await page.locator('[data-blocker]').count()).toBe(1);
      await blocker.getByRole('button', { name: 'See your loan' }).waitFor();

      // The product says the same, and its Apply cannot be tapped.
      await page.getByRole('button', { name: 'See Pautang Quick' }).tap();
      await waitForScreen(page, 'Product');
      await page
        .locator('.phone__screen .native-screen__reason', {
          hasText: 'You have a loan open. Repay it to borrow again.',
        })
        .waitFor();
      const apply = page.getByRole('button', { name: 'Apply', exact: true });
      await apply.waitFor();
      expect(await apply.isDisabled()).toBe(true);

      // My loans still holds the one loan.
      await tab(page, 'Mine');
      await page.getByRole('link', { name: /^Pautang Quick: To be repaid, / }).waitFor();
      expect(await page.getByRole('link', { name: /^Pautang Quick: / }).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
