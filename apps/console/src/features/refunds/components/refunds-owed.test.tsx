// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefundOwed } from '@pautang/contract/back-office';
import { flush, render } from '../../../testing/test-utils';
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
        new Response(JSON.stringify({ code: 0, message: 'success', data: { refunds: [STALE] } })),
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

  it('says when nothing is owed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'success', data: { refunds: [] } }))),
    );
    const view = render(<RefundsOwed />);
    await flush();
    expect(view.container.textContent).toContain('Nothing is owed back to any borrower.');
  });
});
