// @vitest-environment happy-dom
// The payment records against a fake server (issue 28): a refund paid back reads as the server words it, on the
// receipt's overpaid line and on a stale payment's line; what is still owed reads as before.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecords as Records } from '@pautang/contract/repayment';
import { render } from '../../../components/ui/test-utils';
import { openPage } from '../../../testing/open-page';
import { PaymentRecords } from './payment-records';

const REFUNDED = 'Refunded ₱350.00 to GCash **** 4501 on 2026-11-25.';
let answer: Records;

const RECORDS: Records = {
  records: [
    {
      referenceNo: 'PTX000000000001',
      payCode: '',
      newDueOn: '',
      kind: 'repay',
      channelName: 'GCash',
      amount: 200000,
      appliedAmount: 165000,
      remainderAmount: 35000,
      postedAt: '2026-11-24T02:00:00.000Z',
      lines: [{ label: 'Principal', amount: 165000 }],
      balanceAfter: 0,
      refundNote: REFUNDED,
    },
  ],
  pending: [],
  refunds: [
    {
      referenceNo: 'PTX000000000002',
      status: 'paid',
      amount: 12000,
      channelName: '7-Eleven',
      expiresAt: '2026-11-25T02:00:00.000Z',
      paidAt: '2026-11-24T03:00:00.000Z',
      refundAmount: 0,
      refundNote: 'Refunded ₱120.00 to GCash **** 4501 on 2026-11-25.',
    },
  ],
  refundAmount: 0,
  waivers: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        ({ json: async () => ({ code: 0, message: 'success', data: answer }) }) as unknown as Response,
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  openPage('/paymentRecords?sessionId=S1&userId=U1&orderId=O1&productId=P1');
  const view = render(<PaymentRecords orderId="O1" productId="P1" />);
  for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  return view;
}

describe('payment records', () => {
  it('shows each refund paid back, and no amount still to return', async () => {
    answer = RECORDS;
    await open();
    const notes = [...document.querySelectorAll('[data-testid="refund-note"]')].map((n) => n.textContent);
    expect(notes).toEqual(['Refunded ₱120.00 to GCash **** 4501 on 2026-11-25.', REFUNDED]);
    expect(document.querySelector('[data-testid="refund-total"]')).toBeNull();
  });

  it('before the refund, says what will be returned', async () => {
    answer = {
      ...RECORDS,
      records: RECORDS.records.map((r) => ({ ...r, refundNote: '' })),
      refunds: [],
      refundAmount: 35000,
    };
    await open();
    expect(document.querySelector('[data-testid="refund-total"]')?.textContent).toBe(
      '₱350.00 will be returned to you.',
    );
    expect(document.querySelector('[data-testid="refund-note"]')).toBeNull();
  });

  it('shows a penalty waived by staff, as the server words it, beside the receipts', async () => {
    const note = 'Late penalty of ₱120.00 waived on 2026-11-25.';
    answer = {
      ...RECORDS,
      waivers: [
        { note, amount: 12000, mode: 'stop-late-charges' },
        { note, amount: 5000, mode: 'owed-now' },
      ],
    };
    await open();
    const card = document.querySelector('[data-testid="waivers"]');
    expect(card?.querySelector('h2')?.textContent).toBe('Penalty waived');
    // Issue 40, D3: each says which waiver it was, what it leaves to come.
    expect([...(card?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      `${note} This waiver also stopped late charges on this order: nothing more is added.`,
      `${note} This waiver covered what was owed that day only: late charges go on while the loan is overdue.`,
    ]);
  });

  it('shows the reference the gateway gave the borrower, ours below it, and a rollover in its parts', async () => {
    answer = {
      ...RECORDS,
      refunds: [],
      records: [
        {
          ...RECORDS.records[0]!,
          referenceNo: 'PTX000000000042',
          payCode: 'BEE13674',
          newDueOn: '2027-03-01',
          kind: 'rollover',
          channelName: '7-Eleven',
          amount: 90000,
          appliedAmount: 90000,
          remainderAmount: 0,
          refundNote: '',
          lines: [
            { label: 'Rollover: interest to the old due date', amount: 75000 },
            { label: 'Rollover: late penalty', amount: 15000 },
          ],
          balanceAfter: 2_000_000,
        },
      ],
    };
    await open();
    const receipt = document.querySelector('[data-testid="receipt"]');
    expect(receipt?.querySelector('[data-testid="receipt-ref"]')?.textContent).toMatch(
      /^Reference BEE13674 · 7-Eleven · /,
    );
    expect(receipt?.textContent).toContain('Our reference PTX000000000042');
    const rows = [...(receipt?.querySelectorAll('.repay-row') ?? [])].map((row) => row.textContent);
    expect(rows).toEqual([
      'Rollover₱900.00',
      'Rollover: interest to the old due date₱750.00',
      'Rollover: late penalty₱150.00',
      'New due date2027-03-01',
      'Balance after payment₱20,000.00',
    ]);
  });

  it('shows no waiver card when nothing was waived', async () => {
    answer = RECORDS;
    await open();
    expect(document.querySelector('[data-testid="waivers"]')).toBeNull();
  });
});
