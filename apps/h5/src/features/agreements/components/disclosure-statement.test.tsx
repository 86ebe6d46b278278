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

async function show(doc = agreementDoc()) {
  // As the route does before rendering a disclosure (route-table.ts `prepare`).
  await preloadDisclosure();
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
    // Issue 27: the borrower's address and government ID, as the profile named them.
    expect(rowValue("Borrower's address")).toBe('12 Mabini St., Poblacion, Makati, Metro Manila');
    expect(rowValue("Borrower's government ID")).toBe('UMID 0028-1234567-9');
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
            day: 30,
          },
          {
            pay_time: '2027-01-20',
            title: 'Last instalment',
            amount: 394050,
            instalment: 2,
            instalments: 2,
            day: 60,
          },
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

  it('states the late charges of an uncovered loan from its terms snapshot, not from fixed text', async () => {
    await show(
      agreementDoc({
        covered: false,
        lateChargesCapPer30DaysAmount: null,
        chargesCapAmount: null,
        penaltyAmount: 80000,
        lateInterestTiers: [
          { fromDay: 1, toDay: 14, rateBpPerDay: 300 },
          { fromDay: 15, toDay: null, rateBpPerDay: 100 },
        ],
      }),
    );
    expect(getByRole('heading', 'Late payment charges')).toBeTruthy();
    expect(rowValue('One-time late penalty (once per loan)')).toBe('₱800.00');
    const bands = rowValue('Daily late interest on the unpaid amount');
    expect(bands).toContain('3.00% per day for days 1 to 14 of the delay');
    expect(bands).toContain('1.00% per day from day 15 of the delay');
    expect(bands).not.toContain('5.00%');
    expect(document.body.textContent).not.toContain('SEC caps apply');
  });

  it('shows a covered loan the capped charges that may actually be collected, not the seed figures', async () => {
    await show(agreementDoc({ covered: true }));
    expect(rowValue('Late penalty and late interest together')).toBe(
      'At most ₱295.50 for every 30 days late (5% a month of the amount due of ₱5,910.00), the one-time penalty included',
    );
    expect(rowValue('All charges over the life of the loan')).toBe(
      'At most ₱5,000.00 (100% of the principal), rollovers included: the most you can ever repay in total is ₱10,000.00',
    );
    expect(document.body.textContent).toContain('SEC caps apply to this loan');
    expect(document.body.textContent).not.toContain('₱1,000.00');
    expect(document.body.textContent).not.toContain('5.00% per day');
  });

  it('shows an uncovered loan under the lender’s policy the same capped charges, and says why', async () => {
    await show(agreementDoc({ covered: false, capsPolicy: true }));
    expect(rowValue('Late penalty and late interest together')).toContain(
      'At most ₱295.50 for every 30 days late',
    );
    expect(document.body.textContent).not.toContain('SEC caps apply to this loan');
    expect(document.body.textContent).toContain(
      'Our policy: we apply these two caps to every loan we make, whatever its amount and term',
    );
  });

  it('shows the simple annual rate on the outstanding unpaid balance beside the effective rate', async () => {
    await show(agreementDoc({ simpleAnnualRateBp: 7079 }));
    expect(rowValue('Simple annual rate on the outstanding unpaid balance')).toBe('70.79%');
    expect(document.body.textContent).toContain('The simple annual rate (Truth in Lending Act, RA 3765)');
  });

  it('names the lender with its SEC registration and Certificate of Authority numbers', async () => {
    await show();
    expect(rowValue('SEC registration number')).toBe('CS202400001');
    expect(rowValue('Certificate of Authority number')).toBe('3601');
  });

  it('states the nominal rate with its method and how the effective rate is derived', async () => {
    await show();
    expect(rowValue('Nominal interest rate')).toBe(
      '0.20% per day, flat (add-on): charged on the full principal for the whole term',
    );
    document.body.innerHTML = '';
    await show(agreementDoc({ interestMethod: 'declining-balance' }));
    expect(rowValue('Nominal interest rate')).toContain('on the declining balance');
    expect(document.querySelector('[data-testid="eir-note"]')?.textContent).toContain(
      'the annual figure the daily rate × 365 (not compounded)',
    );
  });

  it('states the prepayment and rollover terms', async () => {
    await show();
    expect(rowValue('Early repayment (prepayment)')).toBe(
      'From day 46 after disbursement (2027-01-06): you pay the principal, the interest accrued up to that day and the fees in full. No prepayment penalty.',
    );
    expect(rowValue('Rollover (prolongation)')).toContain('Up to 3 times.');
    expect(rowValue('Rollover (prolongation)')).toContain(
      'A new period of 91 days starts on the day you pay',
    );
    document.body.innerHTML = '';
    await show(agreementDoc({ maxRollovers: 0 }));
    expect(rowValue('Rollover (prolongation)')).toBe('Not available for this loan: repayment only.');
  });

  it('states the schedule in days from disbursement before the loan is disbursed', async () => {
    await show(agreementDoc({ disbursedOn: null, prepaymentFromOn: null }));
    expect(rowValue('Start date')).toBe('The day the loan is disbursed');
    expect(rowValue('Maturity date')).toBe('91 days after disbursement');
    expect(scheduleRows().map((row) => row[0])).toEqual(['Day 30', 'Day 60', 'Day 91']);
    expect(document.body.textContent).toContain('The schedule runs from the day the loan is disbursed');
    expect(rowValue('Early repayment (prepayment)')).toMatch(/^From day 46 after disbursement:/);
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

describe('a repayment plan’s disclosure statement (issue 42)', () => {
  const plan = (over: Partial<NonNullable<ReturnType<typeof agreementDoc>['plan']>> = {}) =>
    agreementDoc({
      kind: 'restructure-plan',
      orderNo: '',
      agreedAt: null,
      plan: {
        fromOrderNo: 'PT0000000180',
        settledAmount: 612_345,
        carriedAmount: 45_000,
        waivedAmount: 67_345,
        lateCharges: 'waive',
        expiresOn: '2026-12-07',
        ...over,
      },
    });

  it('names the loan restructured and how its balance is carried, and adds no late charge', async () => {
    await show(plan());
    expect(document.body.textContent).toContain('repayment plan offered for your loan');
    expect(rowValue('Loan restructured')).toBe('PT0000000180');
    expect(rowValue('What that loan owes today (interest to today only)')).toBe('₱6,123.45');
    expect(rowValue('Its charges owed again in this plan, without interest')).toBe('₱450.00');
    expect(rowValue('Late charges forgiven')).toBe('₱673.45');
    expect(rowValue('You can accept this plan until')).toBe('2026-12-07');
    expect(rowValue('Amount financed by the plan (principal and charges carried)')).toBe('₱5,000.00');
    expect(rowValue('Late charges on this plan')).toBe(
      'None: no late penalty or late interest is added to a plan instalment.',
    );
    expect(document.body.textContent).toContain(
      'Accepting the plan on your loan’s page accepts this statement',
    );
  });

  it('frozen late charges stay in the balance; accepted, it says when', async () => {
    await show(plan({ lateCharges: 'freeze', waivedAmount: 0, expiresOn: null }));
    expect(rowValue('Late charges')).toBe('Kept in the balance above; no more are added');
    expect(document.body.textContent).not.toContain('Late charges forgiven');
    await show({ ...plan({ expiresOn: null }), agreedAt: '2026-11-30T02:00:00.000Z', orderNo: 'PT9' });
    expect(document.body.textContent).toContain('You accepted this repayment plan on');
  });
});
