// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
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
  meta.content = JSON.stringify({ company: 'Pautang Lending Corporation' });
  document.head.appendChild(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function show(doc = agreementDoc()) {
  const fetchMock = stubFetch(success(doc));
  render(<AgreementPage request={{ productId: 'P1', orderId: 'O1', kind: 'disclosure-statement' }} />);
  await flush();
  return fetchMock;
}

describe('disclosure statement', () => {
  it('asks for the disclosure statement of the product and order', async () => {
    const fetchMock = await show();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/attempt\/v3\/contract\/agreement\?/);
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 'P1',
      orderId: 'O1',
      kind: 'disclosure-statement',
    });
  });

  it('is titled by the document and names the parties and the loan', async () => {
    await show();
    expect(getByRole('heading', 'Disclosure Statement').tagName).toBe('H1');
    expect(document.body.textContent).toContain('Truth in Lending Act (RA 3765)');
    expect(rowValue('Lender')).toBe(TEST_COMPANY);
    expect(rowValue('Borrower')).toBe('Maria Santos');
    expect(rowValue('Loan / order number')).toBe('PL20261121017');
    expect(rowValue('Loan product')).toBe('Pautang Flex');
    expect(rowValue('Loan term')).toBe('91 days');
    expect(rowValue('Start date')).toBe('2026-11-21');
    expect(rowValue('Maturity date')).toBe('2027-02-20');
  });

  it('shows every figure in pesos and centavos and the rates in percent', async () => {
    await show();
    expect(rowValue('Amount of loan (principal)')).toBe('₱5,000.00');
    expect(rowValue('Service fee')).toBe('₱400.00');
    expect(rowValue('Documentary stamp tax')).toBe('₱100.00');
    expect(rowValue('Interest')).toBe('₱910.00');
    expect(rowValue('Total finance charge (interest + fees)')).toBe('₱1,410.00');
    expect(rowValue('Net proceeds (amount financed you receive)')).toBe('₱4,500.00');
    expect(rowValue('Total amount to repay')).toBe('₱5,910.00');
    expect(rowValue('Effective interest rate (monthly)')).toBe('11.75%');
    expect(rowValue('Effective interest rate (annual)')).toBe('1,234.56%');
    expect(getByRole('heading', 'Cost of the loan')).toBeTruthy();
    expect(document.body.textContent).toContain('Itemised charges');
  });

  it('lists the payment schedule with date-only due dates and n/total', async () => {
    await show(
      agreementDoc({
        repay_plans: [
          {
            pay_time: '2026-12-21',
            title: 'First instalment',
            amount: 197000,
            instalment: 1,
            instalments: 2,
          },
          { pay_time: '2027-01-20', title: 'Last instalment', amount: 394050, instalment: 2, instalments: 2 },
        ],
      }),
    );
    expect(getByRole('heading', 'Payment schedule')).toBeTruthy();
    const head = Array.from(document.querySelectorAll('.agreements-schedule-table th')).map(
      (th) => th.textContent,
    );
    expect(head).toEqual(['Due date', 'Payment', 'Instalment', 'Amount']);
    expect(scheduleRows()).toEqual([
      ['2026-12-21', 'First instalment', '1/2', '₱1,970.00'],
      ['2027-01-20', 'Last instalment', '2/2', '₱3,940.50'],
    ]);
  });

  it('hides the schedule when there is none', async () => {
    await show(agreementDoc({ repay_plans: [] }));
    expect(queryAllByRole('heading', 'Payment schedule')).toHaveLength(0);
    expect(scheduleRows()).toEqual([]);
  });

  it('states the late charges', async () => {
    await show();
    expect(getByRole('heading', 'Late payment charges')).toBeTruthy();
    expect(rowValue('One-time late penalty')).toBe('₱1,000.00 for new clients / ₱800.00 for repeat clients');
    const bands = rowValue('Daily late interest on the unpaid amount');
    expect(bands).toContain('5% per day for days 1 to 30');
    expect(bands).toContain('4% per day for days 31 to 90');
    expect(bands).toContain('2% per day from day 91');
  });

  it('states the SEC caps only when they cover the loan', async () => {
    const caps = 'late penalties never exceed 5% per month of the amount due';
    const total = 'never exceed 100% of the principal';
    await show(agreementDoc({ covered: true }));
    expect(document.body.textContent).toContain('SEC caps apply to this loan');
    expect(document.body.textContent).toContain(caps);
    expect(document.body.textContent).toContain(total);

    document.body.innerHTML = '';
    await show(agreementDoc({ covered: false }));
    expect(document.body.textContent).toContain('Late payment charges');
    expect(document.body.textContent).not.toContain('SEC caps apply');
    expect(document.body.textContent).not.toContain(caps);
  });

  it('says the loan number is assigned on acceptance before an order exists', async () => {
    await show(agreementDoc({ orderNo: '' }));
    expect(rowValue('Loan / order number')).toBe('To be assigned on acceptance');
  });

  it('dates the acknowledgement in Manila time once agreed, and explains it before', async () => {
    await show(agreementDoc({ agreedAt: '2026-11-21T02:30:05Z' }));
    const ack = document.querySelector('[data-testid="acknowledgement"]')?.textContent ?? '';
    expect(ack).toContain('Acknowledged electronically on 2026-11-21 10:30:05.');

    document.body.innerHTML = '';
    await show(agreementDoc({ agreedAt: null }));
    const pending = document.querySelector('[data-testid="acknowledgement"]')?.textContent ?? '';
    expect(pending).toBe(
      'By accepting the loan in the app, you acknowledge that you received, read and understood this Disclosure Statement.',
    );
  });
});
