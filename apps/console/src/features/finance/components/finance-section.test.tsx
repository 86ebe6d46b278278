// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsolePayout, PayoutBoard, Reconciliation } from '@pautang/contract/finance';
import { byLabel, byRole, click, flush, render, submit, typeInto } from '../../../testing/test-utils';
import { PayoutsBoard } from './payouts-board';
import { ReconciliationReport } from './reconciliation-report';

afterEach(() => vi.unstubAllGlobals());

const FAILED: ConsolePayout = {
  id: 'PPO000000000123',
  orderId: 'PT0000009001',
  userId: '30001',
  borrowerName: 'Rosa Lim',
  accountLabel: 'GCash **** 9999',
  rail: 'ewallet',
  amount: 500000,
  status: 'failed',
  gatewayRef: 'SPAB12CD34',
  attempts: 1,
  failureKind: 'final',
  failureReason: 'The receiving institution refused the transfer',
  createdAt: '2026-11-24T01:00:00.000Z',
  updatedAt: '2026-11-24T01:00:05.000Z',
};
const BOARD: PayoutBoard = {
  day: '2026-11-24',
  inFlight: [],
  failed: [FAILED],
  totals: [
    { rail: 'bank', count: 0, amount: 0 },
    { rail: 'ewallet', count: 2, amount: 1000000 },
  ],
  refundTotals: [
    { rail: 'bank', count: 0, amount: 0 },
    { rail: 'ewallet', count: 1, amount: 35000 },
  ],
};
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

describe('the payouts board', () => {
  it("shows the day's totals per rail and a failed payout with why; Send again retries it", async () => {
    const seen: { url: string; method: string }[] = [];
    let retried = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        seen.push({ url: String(url), method: init?.method ?? 'GET' });
        if (init?.method === 'POST') {
          retried = true;
          return ok({ outcome: 'sent' });
        }
        return ok(
          retried
            ? { ...BOARD, failed: [], inFlight: [{ ...FAILED, status: 'pending', failureKind: null }] }
            : BOARD,
        );
      }),
    );
    const view = render(<PayoutsBoard />);
    await flush();
    const board = view.container.querySelector('[data-testid="finance-payouts"]');
    expect(board?.querySelector('[data-rail="ewallet"]')?.textContent).toBe(
      'E-wallet: 2 payouts · ₱10,000.00',
    );
    // Refunds paid out today, beside the loans (issue 40).
    expect(board?.querySelector('[data-refunds="ewallet"]')?.textContent).toBe(
      'Refunds, E-wallet: 1 refunds · ₱350.00',
    );
    const row = board?.querySelector('[data-testid="payouts-failed"] tbody tr');
    expect(row?.textContent).toContain('Rosa Lim');
    expect(row?.textContent).toContain('refused for good: The receiving institution refused the transfer');

    click(byRole('button', 'Send again'));
    await flush();
    expect(seen.find((s) => s.method === 'POST')?.url).toContain('/console/payouts/PPO000000000123/retry');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Payout PPO000000000123 sent again (sent).',
    );
    expect(view.container.querySelector('[data-testid="payouts-in-flight"]')?.textContent).toContain(
      'at the rail',
    );
  });

  it('Return to borrower asks why, and sends the reason', async () => {
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          bodies.push(String(init.body));
          return ok({ orderId: 'PT0000009001' });
        }
        return ok(BOARD);
      }),
    );
    const view = render(<PayoutsBoard />);
    await flush();
    click(byRole('button', 'Return to borrower'));
    typeInto(byLabel('Why (for the audit log)'), 'Borrower unreachable');
    click(byRole('button', 'Confirm return'));
    await flush();
    expect(bodies).toEqual([JSON.stringify({ reason: 'Borrower unreachable' })]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Order PT0000009001 returned to the borrower: it will not be paid out.',
    );
  });

  it('says when it could not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":1008,"message":"Not allowed."}', { status: 403 })),
    );
    const view = render(<PayoutsBoard />);
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Could not load: Not allowed.');
  });
});

const REPORT: Reconciliation = {
  day: '2026-11-24',
  gateway: 'sandbox',
  gatewayCount: 2,
  gatewayAmount: 30000,
  bookCount: 2,
  bookAmount: 40000,
  matched: 1,
  differences: [
    {
      kind: 'not-posted',
      referenceNo: 'PTX000000000007',
      gatewayRef: 'AB12',
      gatewayAmount: 20000,
      bookAmount: null,
      orderId: null,
      borrowerName: '',
      at: '2026-11-24T02:00:00.000Z',
    },
  ],
  outgoing: [
    {
      kind: 'payouts',
      bookCount: 3,
      bookAmount: 1500000,
      railCount: 3,
      railAmount: 1500000,
      matched: 3,
      differences: [],
      unchecked: 0,
    },
    {
      kind: 'refunds',
      bookCount: 1,
      bookAmount: 35000,
      railCount: 0,
      railAmount: 0,
      matched: 0,
      differences: [
        {
          kind: 'not-paid-at-rail',
          referenceNo: 'PRF000000000009',
          railRef: '',
          railStatus: '',
          bookStatus: 'paid',
          bookAmount: 35000,
          railAmount: null,
          orderId: 'PT0000000180',
          borrowerName: 'Maria Santos',
        },
      ],
      unchecked: 0,
    },
  ],
};

describe('the reconciliation', () => {
  it('runs for the chosen day and lists each difference', async () => {
    const fetch = vi.fn(async (_url: string) => ok(REPORT));
    vi.stubGlobal('fetch', fetch);
    const view = render(<ReconciliationReport />);
    const day = byLabel('Day');
    typeInto(day, '2026-11-24');
    submit(day);
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/console/reconciliation?date=2026-11-24');
    const section = view.container.querySelector('[data-testid="reconciliation"]');
    expect(section?.querySelector('[data-testid="reconciliation-summary"]')?.textContent).toBe(
      'sandbox: 2 settled, ₱300.00 · our book: 2 posted, ₱400.00 · 1 matched',
    );
    const row = section?.querySelector('tr[data-kind="not-posted"]');
    expect(row?.textContent).toContain('Paid at the gateway, not posted');
    expect(row?.textContent).toContain('PTX000000000007 · AB12');
    expect(row?.textContent).toContain('₱200.00');
    // The payout rail's side: loan payouts and refunds (issue 40).
    expect(section?.querySelector('[data-testid="reconciliation-payouts"]')?.textContent).toContain(
      'Our book: 3 paid, ₱15,000.00. The rail: 3 paid, ₱15,000.00. Matched: 3.',
    );
    const refunds = section?.querySelector('[data-testid="reconciliation-refunds"]');
    expect(refunds?.querySelector('tr[data-kind="not-paid-at-rail"]')?.textContent).toBe(
      'Paid in our book, not at the railPRF000000000009—₱350.00Maria SantosPT0000000180',
    );
  });
});
