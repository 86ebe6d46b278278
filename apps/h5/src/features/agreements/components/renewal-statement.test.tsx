// @vitest-environment happy-dom
// A renewal's disclosure statement (issue 25): the disclosure of the renewed period, with the rollover's own part.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreementDocument } from '@pautang/contract/loans';
import { getByRole, render } from '../../../components/ui/test-utils';
import {
  agreementDoc,
  flush,
  rowValue,
  scheduleRows,
  stubFetch,
  success,
} from '../testing/agreement-fixtures';
import { AgreementPage } from './agreement-page';
import { preloadDisclosure } from './lazy-loan-terms';

vi.hoisted(() => {
  const meta = document.createElement('meta');
  meta.name = 'pautang-config';
  meta.content = JSON.stringify({ company: 'Pautang Lending Corporation' });
  document.head.appendChild(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renewalDoc = (quote: boolean): AgreementDocument =>
  agreementDoc({
    kind: 'renewal-statement',
    title: quote
      ? 'Renewal Disclosure Statement (if you pay the rollover today)'
      : 'Renewal Disclosure Statement No. 1',
    startOn: '2027-03-02',
    maturityOn: '2027-06-01',
    principalAmount: 500000,
    netProceedsAmount: 500000,
    interestAmount: 91000,
    feesAmount: 0,
    financeChargeAmount: 91000,
    totalAmount: 591000,
    eirMonthlyBp: 1200,
    eirAnnualBp: 14600,
    fees: [],
    repay_plans: [
      { pay_time: '2027-06-01', title: 'Repayment', amount: 591000, instalment: 1, instalments: 1, day: 91 },
    ],
    renewal: {
      number: 1,
      quote,
      rolledOverOn: '2027-03-02',
      previousDueOn: '2027-02-20',
      priceAmount: 160000,
      interestAmount: 91000,
      penaltyAmount: 50000,
      lateInterestAmount: 19000,
      rolloversLeft: 2,
    },
  });

async function show(doc: AgreementDocument, renewal?: number) {
  await preloadDisclosure();
  const fetchMock = stubFetch(success(doc));
  render(
    <AgreementPage
      request={{ productId: 'P1', orderId: 'O1', kind: 'renewal-statement', ...(renewal ? { renewal } : {}) }}
    />,
  );
  await flush();
  return fetchMock;
}

describe('renewal disclosure statement', () => {
  it('asks for the numbered statement and states the renewed period, its schedule, EIR and new due date', async () => {
    const fetchMock = await show(renewalDoc(false), 1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      productId: 'P1',
      orderId: 'O1',
      kind: 'renewal-statement',
      renewal: 1,
    });
    expect(getByRole('heading', 'Renewal Disclosure Statement No. 1').tagName).toBe('H1');
    expect(document.body.textContent).toContain('before any prolongation');
    expect(rowValue('Renewal number')).toBe('No. 1');
    expect(rowValue('Rollover paid on')).toBe('2027-03-02');
    expect(rowValue('Due date before the renewal')).toBe('2027-02-20');
    expect(rowValue('Renewed period')).toBe('2027-03-02 to 2027-06-01 (91 days)');
    expect(rowValue('New due date')).toBe('2027-06-01');
    expect(rowValue('Rollover price (interest and charges due)')).toBe('₱1,600.00');
    expect(rowValue('Start date')).toBe('2027-03-02');
    expect(rowValue('Maturity date')).toBe('2027-06-01');
    expect(rowValue('Effective interest rate (monthly)')).toBe('12.00%');
    expect(scheduleRows()).toEqual([['2027-06-01', 'Repayment', '1/1', '₱5,910.00']]);
    expect(getByRole('heading', 'Acknowledgement')).toBeTruthy();
    expect(document.querySelector('[data-testid="acknowledgement"]')?.textContent).toBe(
      'You accepted this renewal by paying the rollover of ₱1,600.00 on 2027-03-02.',
    );
  });

  it('before paying, says it is the statement a rollover paid today gives', async () => {
    await show(renewalDoc(true));
    expect(getByRole('heading', 'Renewal Disclosure Statement (if you pay the rollover today)').tagName).toBe(
      'H1',
    );
    expect(document.body.textContent).toContain('Please read it before you pay');
    expect(rowValue('Rollover paid on')).toBe('2027-03-02 (if you pay today)');
    expect(document.querySelector('[data-testid="acknowledgement"]')?.textContent).toBe(
      'Paying the rollover amount of ₱1,600.00 accepts this renewal.',
    );
  });
});
