// @vitest-environment happy-dom
// Bind bank against a fake server: the spec's filtering (cardTypeMi, channelNumber with card type 1), digits-only
// inputs, and what Next sends and where it goes (spec 1 §4).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankFormItem } from '@pautang/contract/bind-card';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { shownItems } from './bind-bank-page';
import { BindBankRoute } from '../../../app/routes/bind-bank';
import { openPage } from '../../../testing/open-page';

const item = (f: Partial<BankFormItem> & Pick<BankFormItem, 'code' | 'title'>): BankFormItem => ({
  subtitle: '',
  category: 'text',
  value: '',
  note: [],
  cardTypeMi: 0,
  channelNumber: '',
  numeric: 0,
  maxLength: 80,
  ...f,
});
const ITEMS: BankFormItem[] = [
  item({
    code: 'cardType',
    title: 'Account type',
    category: 'enum',
    value: '1',
    note: [
      { name: 'E-wallet', type: '1' },
      { name: 'Bank account', type: '2' },
    ],
  }),
  item({
    code: 'channelNumber',
    title: 'E-wallet',
    category: 'enum',
    value: '90006',
    cardTypeMi: 1,
    note: [
      { name: 'GCash', type: '90006' },
      { name: 'Maya', type: '90007' },
    ],
  }),
  item({
    code: 'walletAccount',
    title: 'GCash mobile number',
    cardTypeMi: 1,
    channelNumber: '90006',
    numeric: 1,
    maxLength: 11,
  }),
  item({
    code: 'walletAccount',
    title: 'Maya mobile number',
    cardTypeMi: 1,
    channelNumber: '90007',
    numeric: 1,
    maxLength: 11,
  }),
  item({ code: 'bankAccount', title: 'Account number', cardTypeMi: 2, numeric: 1, maxLength: 16 }),
  item({ code: 'accountName', title: 'Account name' }),
];

let sent: { path: string; body: Record<string, string> }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.origin).pathname.replace(/^\/attempt/, '');
      sent.push({ path, body: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))) });
      const data = path.endsWith('card-init') ? ITEMS : { account: 'GCash **** 4567' };
      return { json: async () => ({ code: 0, message: 'success', data }) } as unknown as Response;
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function open(query: string) {
  openPage(`/bindBank?sessionId=S1&clientType=android&${query}`);
  render(<BindBankRoute />);
  for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

function type(label: string, value: string) {
  const input = [...document.querySelectorAll('label')]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input');
  if (!input) throw new Error(`no input ${label}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

describe('bind bank', () => {
  it('shows an item only for its card type, and with card type 1 only for the chosen channel', () => {
    const titles = (type: string, channel: string) => shownItems(ITEMS, type, channel).map((i) => i.title);
    expect(titles('1', '90006')).toEqual(['E-wallet', 'GCash mobile number', 'Account name']);
    expect(titles('1', '90007')).toEqual(['E-wallet', 'Maya mobile number', 'Account name']);
    expect(titles('2', '90006')).toEqual(['Account number', 'Account name']);
  });

  it('new binding: digits only, sends the shown items and product_id, then endBank and closeWebview', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await open('product_id=P1');
    expect(sent[0]).toEqual({ path: '/v3/bind-card/card-init', body: { product_id: 'P1' } });
    expect(info).toHaveBeenCalledWith('[bridge]', 'startBank', { productId: 'P1' });
    expect(type('GCash mobile number', '0917-555 4567x').value).toBe('09175554567');
    type('Account name', 'Jose Reyes');
    click(getByRole('button', 'Next'));
    for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(sent[1]).toEqual({
      path: '/v3/bind-card/bind-card-new',
      body: {
        product_id: 'P1',
        cardType: '1',
        channelNumber: '90006',
        walletAccount: '09175554567',
        accountName: 'Jose Reyes',
      },
    });
    const actions = () => info.mock.calls.map((c) => c[1]);
    expect(actions()).toContain('endBank');
    // The borrower reads that it is saved before the web view closes.
    expect(document.body.textContent).toContain('Your payment account is saved.');
    await expect.poll(actions, { timeout: 3000 }).toContain('closeWebview');
  });

  it('from order details: the bank tab, bind-card-change with the order, then the order page with source=loanDetail', async () => {
    await open('source=loanDetail&orderId=O1&productId=P1');
    click(getByRole('tab', 'Bank account'));
    expect(queryAllByRole('button', /^E-wallet/)).toHaveLength(0);
    type('Account number', '001234567890');
    type('Account name', 'Maria Santos');
    click(getByRole('button', 'Next'));
    for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(sent[1]).toEqual({
      path: '/v3/bind-card/bind-card-change',
      body: {
        product_id: 'P1',
        cardType: '2',
        bankAccount: '001234567890',
        accountName: 'Maria Santos',
        orderId: 'O1',
      },
    });
    expect(location.pathname).toBe('/order');
    expect(new URLSearchParams(location.search).get('source')).toBe('loanDetail');
  });
});
