// @vitest-environment happy-dom
// The rollover page against a fake server: before paying, it shows the renewal statement the payment gives (its
// period, the total due then and the EIR) and links to the whole statement (issue 25).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DelayInfo } from '@pautang/contract/repayment';
import { render } from '../../../components/ui/test-utils';
import { RepayDelayRoute } from '../../../app/routes/repay-delay';
import { openPage } from '../../../testing/open-page';

const DELAY: DelayInfo = {
  delayInfo: { title: 'Rollover payment', delayAmount: 12345 },
  repayPlan: [
    { remark: 'Pay today', title: 'Interest and late charges to date', amount: 12345, time: '2026-11-24' },
    { remark: 'New due date', title: 'Due at the new due date', amount: 591000, time: '2027-02-23' },
  ],
  repayList: [],
  defDetail: {
    payCode: '',
    referenceNo: '',
    logo: '',
    title: '',
    payNotice: {},
    channel_number: '',
    amount: 0,
    expiresAt: '',
  },
  isShowReyTop: 0,
  repayDate: '2027-02-23',
  productName: 'Pautang Quick',
  productLogo: '',
  noticeMsg: '',
  renewalStatement: {
    title: 'Renewal Disclosure Statement No. 2',
    number: 2,
    startOn: '2026-11-24',
    dueOn: '2027-02-23',
    totalAmount: 591000,
    eirMonthlyBp: 1175,
    eirAnnualBp: 14296,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, location.origin).pathname.replace(/^\/attempt/, '');
      if (path !== '/carriers/preserved') throw new Error(`unexpected call ${path}`);
      return { json: async () => ({ code: 0, message: 'success', data: DELAY }) } as unknown as Response;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  openPage('/repayDelay?sessionId=S1&userId=U1&orderId=O1&productId=P1');
  render(<RepayDelayRoute />);
  for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

describe('the rollover page', () => {
  it('shows the renewal statement before the pay buttons, and links to the whole statement', async () => {
    await open();
    const card = document.querySelector('[aria-labelledby="repay-renewal"]');
    expect(card?.querySelector('h2')?.textContent).toBe('Renewal Disclosure Statement No. 2');
    expect(card?.textContent).toContain('Read it before you pay: renewed period 2026-11-24 to 2027-02-23');
    expect(card?.textContent).toContain('₱5,910.00');
    expect(card?.textContent).toContain('effective interest rate 11.75% a month (142.96% a year)');
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="renewal-statement-link"]');
    const href = new URL(link?.getAttribute('href') ?? '', location.origin);
    expect(href.pathname).toBe('/loanAgreement');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      kind: 'renewal-statement',
      productId: 'P1',
      orderId: 'O1',
    });
    expect(href.searchParams.has('renewal')).toBe(false);
    // Read before paying: the statement comes before the payment footer.
    const footer = document.querySelector('.repay-actions');
    expect(footer).not.toBeNull();
    expect(card!.compareDocumentPosition(footer!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
