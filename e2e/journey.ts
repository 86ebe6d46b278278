// The borrower's journey on /host as steps other browser tests reuse (issue 27's origination journey, issue 29's
// notifications): a new phone signs up (profile, ID photo and selfie, GCash), borrows, confirms and is paid out.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { devCall } from './browser';
import {
  applyFor,
  bindGcash,
  completeProfile,
  openLoanConfirm,
  signInByPhone,
  type StepAnswer,
} from './host-app';

type Photo = { name: string; mimeType: string; buffer: Buffer };
let photo: Promise<Photo> | undefined;

/** A real photo by content (the ID photo and the selfie are checked like complaint images), made once. */
export function idPhoto(): Promise<Photo> {
  photo ??= sharp({ create: { width: 800, height: 600, channels: 3, background: '#c87850' } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer }));
  return photo;
}

export type Borrower = {
  mobile: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  idNumber: string;
  /** 'Filipino' unless told. */
  nationality?: 'Filipino' | 'Other';
};

/** Every profile step's answers, in the order the certify list asks for them. */
export function profileSteps(b: Borrower, photo: Photo): Record<string, StepAnswer>[] {
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
      city: { option: 'Makati City' },
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
export async function signUp(page: Page, browser: Browser, b: Borrower): Promise<void> {
  await signInByPhone(page, browser, b.mobile);
  await completeProfile(page, profileSteps(b, await idPhoto()));
  await bindGcash(page, b.mobile, `${b.firstName} ${b.lastName}`);
  // Home has nothing left in the way.
  await page.getByRole('button', { name: 'See Pautang Quick' }).waitFor();
  expect(await page.locator('[data-blocker]').count()).toBe(0);
}

/** The order page's status words, once they read `words` (the payout lands by itself on the open page). */
export async function orderStatusReads(frame: FrameLocator, words: string, timeout = 15_000): Promise<void> {
  await frame.locator('.order-detail-notice', { hasText: new RegExp(`^${words}$`) }).waitFor({ timeout });
}

/** Order details' rows, label → value, as the borrower reads them. */
export async function detailRows(frame: FrameLocator): Promise<Map<string, string>> {
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
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function businessDate(): Promise<string> {
  return (await devCall<{ data: { businessDate: string } }>('business-date')).body.data.businessDate;
}

/**
 * Steps 4 to 7: applies for Pautang Quick over 120 days, is approved, reads the agreement that names them, confirms
 * in the H5, and the payout lands.
 */
export async function borrowAndGetPaid(page: Page, b: Borrower): Promise<FrameLocator> {
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
  // Unticked on every opening (issue 40): the borrower ticks it, by its label (the input is visually hidden).
  await confirm.locator('label.ui-checkbox', { hasText: 'I have read and agree' }).click();
  await confirm.getByRole('button', { name: 'Next' }).click();
  // Signed: the web view goes on to the order, which the payout sandbox pays on its own; the page never reloads.
  await confirm.getByText('Order Details').waitFor();
  await orderStatusReads(confirm, 'To be repaid', 30_000);
  return confirm;
}
