// @module-tag once: its calls are all made by the wire-tagged specs (the obfuscated pass checks it, e2e/wire-coverage.ts)
// Issue 27's origination journey, by taps on /host as a borrower's phone: a brand-new phone number signs in,
// completes the profile with an ID photo and a selfie, binds GCash in the H5's bind-bank web view, applies, is
// approved, confirms in the H5's loan confirmation, and the payout sandbox pays (2 s in these tests): My loans lists
// the loan, and its order details show it repayable (174), the GCash account, and the schedule counted from the
// payout date. Then a borrower under 18 is refused at the birth date with the rule, one who is not Filipino is
// declined with the reason the loan terms give, and a borrower whose loan is open cannot apply for another. Every wait is for something the screens show,
// never for the clock.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import {
  answerStep,
  applyFor,
  hostOnPhone,
  liveWebview,
  signInByPhone,
  tab,
  waitForScreen,
} from './host-app';
import {
  addDays,
  borrowAndGetPaid,
  businessDate,
  detailRows,
  idPhoto,
  orderStatusReads,
  profileSteps,
  signUp,
} from './journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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
      await signUp(page, browser, liza);
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

  it('a borrower under 18 is refused at the birth date, with the rule, and the profile goes no further', async () => {
    // Issue 40: a 14-year-old's birth date was saved without a word (the decline came only at the application).
    const { page, close } = await hostOnPhone(browser);
    try {
      const joy = {
        mobile: '09181230002',
        firstName: 'Joy',
        lastName: 'Ramos',
        // 14 on any business date this test runs on.
        birthDate: '2012-06-01',
        idNumber: '1234567890120002',
      };
      await signInByPhone(page, browser, joy.mobile);
      await page.getByRole('button', { name: 'Complete your profile' }).tap();
      await page.getByRole('button', { name: 'Continue' }).tap();
      const [basic = {}] = profileSteps(joy, await idPhoto());
      const refused = await answerStep(page, basic);
      const rule = 'Birth date: you must be 18 years old or over to borrow, as our loan terms state.';
      // The form's message and the field's, both the rule.
      expect(new Set(refused)).toEqual(new Set([rule]));
      const field = page.locator('form.certify-form .certify-field[data-code="birthDate"]');
      expect(await field.getByRole('alert').innerText()).toBe(rule);
      expect(await field.locator('.certify-field__notice').innerText()).toMatch(
        /^To confirm you are 18 or older/,
      );
      // Still the basic step: nothing was saved.
      expect(await page.locator('form.certify-form h3').innerText()).toBe('Basic information');
    } finally {
      await close();
    }
  });

  it.each([
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
        await signUp(page, browser, borrower);
        expect(await applyFor(page, 'Pautang Quick', 120)).toBe('Not approved');
        expect(await page.locator('.phone__screen [role="status"]').innerText()).toBe(reason);
        expect(await page.getByRole('button', { name: 'Confirm your loan', exact: true }).count()).toBe(0);
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
      await signUp(page, browser, marco);
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
