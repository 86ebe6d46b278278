// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BooksCheck, Journal, TrialBalance } from '@pautang/contract/ledger';
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

function stubServer(check: BooksCheck) {
  const seen: string[] = [];
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
      return new Response('{"code":1004,"message":"Not found."}', { status: 404 });
    }),
  );
  return seen;
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
});
