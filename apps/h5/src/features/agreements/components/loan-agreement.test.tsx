// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByRole, render } from '../../../components/ui/test-utils';
import { loanTerms } from '../../../i18n/en/loan-terms';
import {
  TEST_COMPANY,
  agreementDoc,
  flush,
  rowValue,
  scheduleRows,
  stubFetch,
  success,
} from '../testing/agreement-fixtures';
import { AgreementPage } from './agreement-page';

vi.hoisted(() => {
  const meta = document.createElement('meta');
  meta.name = 'pautang-config';
  meta.content = JSON.stringify({ company: 'Pautang Lending Corporation', email: 'help@pautang.ph' });
  document.head.appendChild(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const loanAgreementDoc = (overrides = {}) =>
  agreementDoc({ kind: 'loan-agreement', title: 'Loan Agreement', ...overrides });

async function show(doc = loanAgreementDoc()) {
  // The terms are a lazy chunk: have it loaded so one flush settles the page.
  await import('./loan-terms-document');
  const fetchMock = stubFetch(success(doc));
  render(<AgreementPage request={{ productId: 'P1', kind: 'loan-agreement' }} />);
  await flush();
  return fetchMock;
}

const text = () => document.body.textContent ?? '';

describe('loan agreement', () => {
  it('asks for the loan agreement without an order before one exists', async () => {
    const fetchMock = await show();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      productId: 'P1',
      kind: 'loan-agreement',
    });
    expect(getByRole('heading', 'Loan Agreement').tagName).toBe('H1');
  });

  it('names the parties: the lender from the configuration and the borrower', async () => {
    await show();
    expect(getByRole('heading', 'Parties')).toBeTruthy();
    expect(text()).toContain(
      `This Loan Agreement is made between ${TEST_COMPANY}, a lending company registered with the Securities and Exchange Commission (the "Lender"), and Maria Santos (the "Borrower").`,
    );
    expect(rowValue('Lender')).toBe(TEST_COMPANY);
    expect(rowValue('Borrower')).toBe('Maria Santos');
    // Issue 27: the borrower's address and government ID, as the profile named them.
    expect(rowValue("Borrower's address")).toBe('12 Mabini St., Poblacion, Makati, Metro Manila');
    expect(rowValue("Borrower's government ID")).toBe('UMID 0028-1234567-9');
    expect(rowValue('Loan / order number')).toBe('PL20261121017');
  });

  it('says when the profile has not yet named the address or the ID', async () => {
    await show(loanAgreementDoc({ borrowerAddress: '', borrowerIdType: '', borrowerIdNumber: '' }));
    expect(rowValue("Borrower's address")).toBe('Not yet stated in the profile');
    expect(rowValue("Borrower's government ID")).toBe('Not yet stated in the profile');
  });

  it('shows the loan particulars from the figures', async () => {
    await show();
    expect(getByRole('heading', 'Loan particulars')).toBeTruthy();
    expect(rowValue('Amount of loan (principal)')).toBe('₱5,000.00');
    expect(rowValue('Loan term')).toBe('91 days');
    expect(rowValue('Start date')).toBe('2026-11-21');
    expect(rowValue('Maturity date')).toBe('2027-02-20');
    expect(rowValue('Total amount to repay')).toBe('₱5,910.00');
    expect(getByRole('heading', 'Payment schedule')).toBeTruthy();
    expect(scheduleRows()).toEqual([
      ['2026-12-21', 'First instalment', '1/3', '₱1,970.00'],
      ['2027-01-20', 'Second instalment', '2/3', '₱1,970.00'],
      ['2027-02-20', 'Last instalment', '3/3', '₱1,970.00'],
    ]);
  });

  it('says the loan number is assigned on acceptance before an order exists', async () => {
    await show(loanAgreementDoc({ orderNo: '' }));
    expect(rowValue('Loan / order number')).toBe('To be assigned on acceptance');
  });

  it('contains the full loan terms, every section heading included', async () => {
    await show();
    expect(getByRole('heading', 'Loan Terms and Conditions')).toBeTruthy();
    for (const section of loanTerms.sections) expect(getByRole('heading', section.heading)).toBeTruthy();
    expect(getByRole('heading', 'Regulatory Caps')).toBeTruthy();
    expect(text()).toContain(
      'late penalties, including late interest, will never exceed 5% per month of the amount due',
    );
    // The placeholders are filled from the runtime configuration.
    expect(text()).toContain(`govern every loan granted by ${TEST_COMPANY} (the "Lender"`);
    expect(text()).toContain('by e-mail at help@pautang.ph');
    expect(text()).not.toMatch(/\{(company|email|appName)\}/);
  });

  it('is accepted electronically on confirmation until agreed', async () => {
    await show();
    expect(getByRole('heading', 'Signature and acceptance')).toBeTruthy();
    expect(document.querySelector('[data-testid="acceptance"]')?.textContent).toBe(
      'Accepted electronically on confirmation',
    );
  });

  it('dates the acceptance once agreed (Manila time)', async () => {
    await show(loanAgreementDoc({ agreedAt: '2026-11-21T02:30:05.000Z' }));
    expect(document.querySelector('[data-testid="acceptance"]')?.textContent).toBe(
      'Accepted electronically on 2026-11-21 10:30:05',
    );
  });
});
