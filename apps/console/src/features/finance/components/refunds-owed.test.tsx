// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefundOwed, RefundPaid } from '@pautang/contract/back-office';
import { byRole, click, flush, queryByRole, render } from '../../../testing/test-utils';
import { RefundsOwed } from './refunds-owed';

afterEach(() => vi.unstubAllGlobals());

const STALE: RefundOwed = {
  referenceNo: 'PTX000000000042',
  userId: '10001',
  borrowerName: 'Maria Santos',
  phone: '09171234501',
  orderId: 'PT0000001741',
  channelName: 'GCash',
  gatewayRef: 'A1B2C3D4',
  amount: 1_225_00,
  refundAmount: 1_225_00,
  reason: 'stale',
  paidAt: '2026-11-22T03:00:00.000Z',
  refundState: 'owed',
  refundNote: '',
};

describe('refunds owed', () => {
  it('lists who is owed how much, through which payment, from the console call', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ code: 0, message: 'success', data: { refunds: [STALE], paid: [] } })),
    );
    vi.stubGlobal('fetch', fetch);
    const view = render(<RefundsOwed />);
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/console/refunds');
    const row = view.container.querySelector('[data-testid="refunds-owed"] tbody tr');
    expect(row?.textContent).toContain('Maria Santos');
    expect(row?.textContent).toContain('PTX000000000042 · GCash · A1B2C3D4');
    expect(row?.textContent).toContain('paid after its code was cancelled');
    expect(row?.textContent).toContain('₱1,225.00');
  });

  it('keeps a paid refund in view, in the refunds paid (issue 40)', async () => {
    const paid: RefundPaid = {
      refundId: 'PRF000000000001',
      referenceNo: 'PTX000000000350',
      userId: '10001',
      borrowerName: 'Maria Santos',
      orderId: 'PT0000000180',
      amount: 35_000,
      accountLabel: 'GCash **** 4501',
      gatewayRef: 'PO123',
      paidAt: '2026-11-24T16:30:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, message: 'success', data: { refunds: [], paid: [paid] } })),
      ),
    );
    const view = render(<RefundsOwed />);
    await flush();
    expect(view.container.textContent).toContain('Nothing is owed back to any borrower.');
    const row = view.container.querySelector('[data-testid="refunds-paid"] tbody tr');
    expect(row?.textContent).toBe(
      '2026-11-25 00:30:00Maria SantosPTX000000000350 · Order PT0000000180₱350.00GCash **** 4501 · PO123',
    );
  });

  it('says when nothing is owed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, message: 'success', data: { refunds: [], paid: [] } })),
      ),
    );
    const view = render(<RefundsOwed />);
    await flush();
    expect(view.container.textContent).toContain('Nothing is owed back to any borrower.');
  });

  it('refunds a row through the console call, and says it waits for approval above the limit', async () => {
    const calls: { url: string; method: string }[] = [];
    let proposed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), method: init?.method ?? 'GET' });
        if (init?.method === 'POST') {
          proposed = true;
          return new Response(
            JSON.stringify({ code: 0, message: 'success', data: { status: 'pending', approvalId: 'AP1' } }),
          );
        }
        const row = proposed ? { ...STALE, refundState: 'awaiting-approval' } : STALE;
        return new Response(
          JSON.stringify({ code: 0, message: 'success', data: { refunds: [row], paid: [] } }),
        );
      }),
    );
    const view = render(<RefundsOwed />);
    await flush();
    click(byRole('button', 'Refund'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    click(byRole('button', 'Confirm refund'));
    await flush();
    expect(calls.find((c) => c.method === 'POST')?.url).toContain('/console/refunds/PTX000000000042');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Refund of ₱1,225.00 proposed: it waits for a second finance member’s approval.',
    );
    expect(view.container.querySelector('[data-testid="refund-state"]')?.textContent).toBe(
      'Pending approval',
    );
    expect(queryByRole('button', 'Refund')).toBeNull();
  });
});
