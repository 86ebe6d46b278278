// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BooksCheck,
  FinancialStatements,
  Journal,
  Provisioning,
  TrialBalance,
} from '@pautang/contract/ledger';
import { byLabel, byRole, flush, render, submit, typeInto } from '../../../testing/test-utils';
import { BooksPanel } from './books-panel';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

const account = (code: string, name: string, debitAmount: number, creditAmount: number) => ({
  code,
  name,
  type: 'asset' as const,
  debitAmount,
  creditAmount,
});

/** The trial balance at a date: receivables grew by 500.00 on the 20th. */
const trialBalance = (date: string): TrialBalance => {
  const receivable = date < '2026-11-20' ? 1_000_000 : 1_050_000;
  return {
    date,
    accounts: [
      account('1010', 'Cash, GCash', 0, receivable),
      account('1100', 'Loans receivable', receivable, 0),
    ],
    debitTotal: receivable,
    creditTotal: receivable,
  };
};

const JOURNAL: Journal = {
  from: '2026-11-01',
  to: '2026-11-28',
  truncated: false,
  entries: [
    {
      id: 41,
      businessDate: '2026-11-20',
      kind: 'payout',
      memo: 'Loan paid out',
      source: 'payout:PPO1',
      orderId: 'PT0000000174',
      paymentId: null,
      payoutId: 'PPO1',
      refundId: null,
      reversesEntryId: null,
      correctsMonth: null,
      postedAt: '2026-11-20T02:00:00.000Z',
      lines: [
        {
          accountCode: '1100',
          accountName: 'Loans receivable',
          debitAmount: 50_000,
          creditAmount: 0,
          orderId: null,
        },
        {
          accountCode: '1010',
          accountName: 'Cash, GCash',
          debitAmount: 0,
          creditAmount: 50_000,
          orderId: null,
        },
      ],
    },
  ],
};

const PROVISIONING: Provisioning = {
  businessDate: '2026-11-28',
  lines: [
    { bucket: 'current', count: 3, exposureAmount: 3_000_000, rateBp: 100, requiredAmount: 30_000 },
    { bucket: '1-30', count: 1, exposureAmount: 1_000_000, rateBp: 500, requiredAmount: 50_000 },
    { bucket: '31-60', count: 0, exposureAmount: 0, rateBp: 2500, requiredAmount: 0 },
    { bucket: '61-90', count: 0, exposureAmount: 0, rateBp: 5000, requiredAmount: 0 },
    { bucket: '91-180', count: 0, exposureAmount: 0, rateBp: 7500, requiredAmount: 0 },
    { bucket: 'over-180', count: 1, exposureAmount: 2_450_000, rateBp: 10000, requiredAmount: 2_450_000 },
  ],
  exposureAmount: 6_450_000,
  requiredAmount: 2_530_000,
  heldAmount: 2_500_000,
  topUpAmount: 30_000,
};

const statements = (month: string): FinancialStatements => ({
  month,
  from: `${month}-01`,
  to: `${month}-30`,
  balanceSheet: {
    assets: [{ code: '1100', name: 'Loans receivable', amount: 1_050_000 }],
    liabilities: [{ code: '2030', name: 'Unearned interest income', amount: 40_000 }],
    equity: [{ code: '3090', name: 'Opening balances', amount: 1_000_000 }],
    earningsAmount: 10_000,
    totalAssetsAmount: 1_050_000,
    totalLiabilitiesAmount: 40_000,
    totalEquityAmount: 1_010_000,
  },
  incomeStatement: {
    income: [
      { code: '4010', name: 'Interest income', amount: 12_000 },
      { code: '4090', name: 'Waivers', amount: -2_000 },
    ],
    expenses: [],
    totalIncomeAmount: 10_000,
    totalExpensesAmount: 0,
    netIncomeAmount: 10_000,
  },
});

function stubServer(check: BooksCheck) {
  const seen: string[] = [];
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console.test');
      seen.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/ledger/check')) return ok(check);
      if (url.pathname.endsWith('/ledger/trial-balance'))
        return ok(trialBalance(url.searchParams.get('date') ?? '2026-11-28'));
      if (url.pathname.endsWith('/ledger/journal')) return ok(JOURNAL);
      if (url.pathname.endsWith('/close')) return ok({ status: 'pending', approvalId: 'A1' });
      if (url.pathname.endsWith('/ledger/accounts')) {
        bodies.push(String(init?.body));
        return ok(null);
      }
      if (url.pathname.endsWith('/rename')) {
        bodies.push(String(init?.body));
        return ok({ status: 'pending', approvalId: 'A3' });
      }
      if (url.pathname.endsWith('/provisioning/rates')) {
        bodies.push(String(init?.body));
        return ok({ status: 'pending', approvalId: 'A2' });
      }
      if (url.pathname.endsWith('/ledger/provisioning')) return ok(PROVISIONING);
      if (url.pathname.endsWith('/ledger/statements'))
        return ok(statements(url.searchParams.get('month') ?? ''));
      return new Response('{"code":1004,"message":"Not found."}', { status: 404 });
    }),
  );
  return Object.assign(seen, { bodies });
}

const rowsOf = (container: HTMLElement, testId: string) =>
  [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr`)].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the books', () => {
  it('say when the ledger and the engine agree, and list every difference when they do not', async () => {
    stubServer({ businessDate: '2026-11-28', orderCount: 12, differences: [] });
    const agreeing = render(<BooksPanel />);
    await flush();
    expect(agreeing.container.querySelector('[data-testid="books-check"]')?.textContent).toBe(
      'No difference: the ledger and the loan engine agree on all 12 loans, at the end of 2026-11-28.',
    );
    agreeing.unmount();

    stubServer({
      businessDate: '2026-11-28',
      orderCount: 12,
      differences: [
        {
          kind: 'loan',
          orderId: 'PT0000000174',
          accountCode: '1100',
          booksAmount: 50_000,
          engineAmount: 49_000,
        },
      ],
    });
    const differing = render(<BooksPanel />);
    await flush();
    expect(rowsOf(differing.container, 'books-check')).toEqual([
      ['A loan’s accounts differ from what it owes', 'PT0000000174', '1100', '₱500.00', '₱490.00'],
    ]);
  });

  it('show the trial balance with its totals, and an account’s ledger with its running balance', async () => {
    const seen = stubServer({ businessDate: '2026-11-28', orderCount: 0, differences: [] });
    const view = render(<BooksPanel />);
    await flush();
    expect(rowsOf(view.container, 'trial-balance')).toEqual([
      ['1010', 'Cash, GCash', '', '₱10,500.00'],
      ['1100', 'Loans receivable', '₱10,500.00', ''],
      ['', 'Total', '₱10,500.00', '₱10,500.00'],
    ]);
    expect(view.container.textContent).toContain('At the end of 2026-11-28: debits and credits balance.');

    // The journal opens on the business date's month; by account it is that account's ledger.
    typeInto(byLabel('Account code'), '1100');
    submit(byRole('button', 'Show').closest('form')!);
    await flush();
    expect(seen).toContain('GET /attempt/console/ledger/journal?from=2026-11-01&to=2026-11-28&account=1100');
    // The opening balance is the trial balance's the day before the range: 10,000.00, then the payout's 500.00.
    expect(seen).toContain('GET /attempt/console/ledger/trial-balance?date=2026-10-31');
    expect(rowsOf(view.container, 'journal')).toEqual([
      [
        '41',
        '2026-11-20',
        '1100',
        'Loans receivable',
        '₱500.00',
        '',
        'payout:PPO1',
        'PT0000000174',
        'Loan paid out',
        '₱10,500.00',
      ],
    ]);
  });

  it('propose closing a month, which waits for a second finance member', async () => {
    const seen = stubServer({ businessDate: '2026-11-28', orderCount: 0, differences: [] });
    const view = render(<BooksPanel />);
    await flush();
    typeInto(byLabel('Month'), '2026-10');
    submit(byRole('button', 'Propose closing').closest('form')!);
    await flush();
    expect(seen).toContain('POST /attempt/console/ledger/periods/2026-10/close');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Closing 2026-10 waits for a second finance member (Approvals).',
    );
  });

  it('show the allowance by bucket with what a provision would move, and propose new rates in percent', async () => {
    const seen = stubServer({ businessDate: '2026-11-28', orderCount: 5, differences: [] });
    const view = render(<BooksPanel />);
    await flush();
    expect(rowsOf(view.container, 'provisioning')).toEqual([
      ['Current', '3', '₱30,000.00', '1 %', '₱300.00'],
      ['1–30 days', '1', '₱10,000.00', '5 %', '₱500.00'],
      ['31–60 days', '0', '₱0.00', '25 %', '₱0.00'],
      ['61–90 days', '0', '₱0.00', '50 %', '₱0.00'],
      ['91–180 days', '0', '₱0.00', '75 %', '₱0.00'],
      ['Over 180 days', '1', '₱24,500.00', '100 %', '₱24,500.00'],
    ]);
    expect(view.container.textContent).toContain(
      'Loans aged on 2026-11-28: the book carries ₱64,500.00; the allowance required is ₱25,300.00, and the books hold ₱25,000.00. A provision now would top it up by ₱300.00.',
    );
    const current = byLabel('Current (%)');
    expect(current.value).toBe('1');
    typeInto(current, '2.5');
    submit(current);
    await flush();
    expect(seen.bodies.map((b) => JSON.parse(b) as unknown)).toEqual([
      {
        rates: { current: 250, '1-30': 500, '31-60': 2500, '61-90': 5000, '91-180': 7500, 'over-180': 10000 },
      },
    ]);
    expect(view.container.textContent).toContain(
      'The new rates wait for a second finance member (Approvals).',
    );
  });

  it('show a month’s balance sheet, with the earnings to date beside equity, and its income statement', async () => {
    const seen = stubServer({ businessDate: '2026-11-28', orderCount: 5, differences: [] });
    const view = render(<BooksPanel />);
    await flush();
    expect(seen).toContain('GET /attempt/console/ledger/statements?month=2026-11');
    expect(rowsOf(view.container, 'balance-sheet')).toEqual([
      ['Assets', '1100', 'Loans receivable', '₱10,500.00'],
      ['Assets', '', 'Total Assets', '₱10,500.00'],
      ['Liabilities', '2030', 'Unearned interest income', '₱400.00'],
      ['Liabilities', '', 'Total Liabilities', '₱400.00'],
      ['Equity', '3090', 'Opening balances', '₱10,000.00'],
      ['Equity', '', 'Earnings to date (not closed into equity)', '₱100.00'],
      ['Equity', '', 'Total Equity', '₱10,100.00'],
    ]);
    expect(rowsOf(view.container, 'income-statement')).toEqual([
      ['Income', '4010', 'Interest income', '₱120.00'],
      ['Income', '4090', 'Waivers', '-₱20.00'],
      ['Income', '', 'Total Income', '₱100.00'],
      ['Expenses', '', 'Total Expenses', '₱0.00'],
      ['', '', 'Net income', '₱100.00'],
    ]);
  });

  it('add an account to the chart, shown at once, and propose a new name for one', async () => {
    const seen = stubServer({ businessDate: '2026-11-28', orderCount: 5, differences: [] });
    const view = render(<BooksPanel />);
    await flush();
    const loads = seen.filter((s) => s.startsWith('GET /attempt/console/ledger/trial-balance')).length;
    typeInto(byLabel('New account code'), '1030');
    typeInto(byLabel('Its name'), 'Cash in bank – payroll');
    submit(byLabel('Its name'));
    await flush();
    expect(view.container.textContent).toContain('Account 1030 is in the chart.');
    // The trial balance is read again, with the new account in it.
    expect(seen.filter((s) => s.startsWith('GET /attempt/console/ledger/trial-balance')).length).toBe(
      loads + 1,
    );

    typeInto(byLabel('Account to rename'), '1030');
    typeInto(byLabel('New name'), 'Cash in bank – payroll fund');
    submit(byLabel('New name'));
    await flush();
    expect(seen).toContain('POST /attempt/console/ledger/accounts/1030/rename');
    expect(seen.bodies.map((b) => JSON.parse(b) as unknown)).toEqual([
      { code: '1030', name: 'Cash in bank – payroll', type: 'asset' },
      { name: 'Cash in bank – payroll fund' },
    ]);
    expect(view.container.textContent).toContain(
      'The new name of 1030 waits for a second finance member (Approvals).',
    );
  });
});
