// Test helpers of the agreements feature: a document as the server sends it, a fetch stub answering with the
// envelope, and DOM readers of what the borrower sees.
import { act } from 'react';
import { vi } from 'vitest';
import type { AgreementDocument } from '@pautang/contract/loans';

/** The company name the tests put in the runtime configuration (see the vi.hoisted block of each test). */
export const TEST_COMPANY = 'Pautang Lending Corporation';

export function agreementDoc(overrides: Partial<AgreementDocument> = {}): AgreementDocument {
  return {
    kind: 'disclosure-statement',
    title: 'Disclosure Statement',
    orderNo: 'PL20261121017',
    lenderName: TEST_COMPANY,
    secRegistrationNo: 'CS202400001',
    certificateOfAuthorityNo: '3601',
    borrowerName: 'Maria Santos',
    borrowerAddress: '12 Mabini St., Poblacion, Makati, Metro Manila',
    borrowerIdType: 'UMID',
    borrowerIdNumber: '0028-1234567-9',
    productName: 'Pautang Flex',
    principalAmount: 500000,
    netProceedsAmount: 450000,
    interestAmount: 91000,
    feesAmount: 50000,
    financeChargeAmount: 141000,
    totalAmount: 591000,
    interestRateBpPerDay: 20,
    interestMethod: 'flat',
    termDays: 91,
    disbursedOn: '2026-11-21',
    startOn: '2026-11-21',
    maturityOn: '2027-02-20',
    eirMonthlyBp: 1175,
    eirAnnualBp: 123456,
    simpleAnnualRateBp: 7079,
    covered: true,
    capsPolicy: false,
    penaltyAmount: 100000,
    lateInterestTiers: [
      { fromDay: 1, toDay: 30, rateBpPerDay: 500 },
      { fromDay: 31, toDay: 90, rateBpPerDay: 400 },
      { fromDay: 91, toDay: null, rateBpPerDay: 200 },
    ],
    lateChargesCapPer30DaysAmount: 29550,
    chargesCapAmount: 500000,
    prepaymentFromDay: 46,
    prepaymentFromOn: '2027-01-06',
    maxRollovers: 3,
    rolloverMaxDaysLate: 90,
    fees: [
      { text: 'Service fee', amount: 40000 },
      { text: 'Documentary stamp tax', amount: 10000 },
    ],
    repay_plans: [
      {
        pay_time: '2026-12-21',
        title: 'First instalment',
        amount: 197000,
        instalment: 1,
        instalments: 3,
        day: 30,
      },
      {
        pay_time: '2027-01-20',
        title: 'Second instalment',
        amount: 197000,
        instalment: 2,
        instalments: 3,
        day: 60,
      },
      {
        pay_time: '2027-02-20',
        title: 'Last instalment',
        amount: 197000,
        instalment: 3,
        instalments: 3,
        day: 91,
      },
    ],
    agreedAt: null,
    ...overrides,
  };
}

type Answer = { code: number; message: string; data: unknown };

/** Stubs fetch; each call takes the next answer (the last one repeats). Returns the mock to inspect calls. */
export function stubFetch(...answers: Answer[]) {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return { json: async () => next } as unknown as Response;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const success = (data: unknown): Answer => ({ code: 0, message: 'success', data });

/** Lets the mocked fetch and the state updates after it settle. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Flushes until `check` passes: a disclosure or the terms come from a lazily imported module, whose first import
 * takes as long as the machine makes it (a fixed number of flushes failed on a loaded one).
 */
export async function settled(check: () => void, timeoutMs = 15000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await flush();
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** The value cell of the table row whose header reads `label` (exactly one such row expected). */
export function rowValue(label: string): string {
  const rows = Array.from(document.querySelectorAll('tr')).filter(
    (tr) => tr.querySelector('th[scope="row"]')?.textContent?.trim() === label,
  );
  if (rows.length !== 1) throw new Error(`Expected one row "${label}", found ${rows.length}`);
  return rows[0]?.querySelector('td')?.textContent?.trim() ?? '';
}

/** The cells of the body rows of the schedule table, as text. */
export function scheduleRows(): string[][] {
  return Array.from(document.querySelectorAll('.agreements-schedule-table tbody tr')).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? ''),
  );
}
