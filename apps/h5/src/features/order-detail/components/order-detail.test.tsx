// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole } from '../../../components/ui/test-utils';
import { HOSTILE_URLS } from '../../../lib/hostile-urls';
import {
  dialogTitles,
  Failure,
  fakeBridge,
  openOrderPage,
  order,
  product,
  setConfig,
  settle,
  stubServer,
  text,
  toastTexts,
} from './test-helpers';

const DETAILS = '/v3/loan-details/loan-details';
const ACTION_LABELS = ['REPAY', 'Rollover Repayment', 'Repayment', 'Borrow Again'];
const actionButtons = () => queryAllByRole('button').filter((b) => ACTION_LABELS.includes(text(b)));
const notice = () => getByRole('heading', 'To be repaid');
const query = () => Object.fromEntries(new URLSearchParams(location.search));

let bridge: ReturnType<typeof fakeBridge>;

beforeEach(() => {
  sessionStorage.clear();
  setConfig({ allowedHosts: ['pay.pautang.ph'], servicePhone: '+63 2 8000 0000' });
  bridge = fakeBridge();
});

afterEach(() => {
  bridge.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loading', () => {
  it('asks for the order of the page query with GET, then shows title, status, product and formatted details', async () => {
    const server = stubServer({ [DETAILS]: order({ inside: 'Funds go to your bound account.' }) });
    await openOrderPage('orderId=O1&productId=P1');

    const [call] = server.calls(DETAILS);
    expect(call).toMatchObject({
      method: 'GET',
      query: expect.objectContaining({ orderId: 'O1', productId: 'P1' }),
    });
    expect(text(getByRole('heading', 'Order Details'))).toBe('Order Details');
    expect(notice()).toBeTruthy();
    expect(document.body.textContent).toContain('Please repay before the due date');
    expect(getByRole('heading', 'Pautang Cash')).toBeTruthy();
    const rows = [...document.querySelectorAll('.order-detail-row')].map((r) => [
      text(r.querySelector('dt')),
      text(r.querySelector('dd')),
    ]);
    expect(rows).toEqual([
      ['Loan amount', '₱5,000.00'],
      ['Loan Term', '91 days'],
      ['Disbursed on', '2025-03-01'],
      ['Bank account', 'BDO ****1234'],
    ]);
    // inside: a small note right under the detail list
    const inside = document.querySelector('[data-testid="order-inside"]');
    expect(text(inside)).toBe('Funds go to your bound account.');
    expect(inside?.previousElementSibling?.tagName).toBe('DL');
  });

  it('is served at /order too', async () => {
    stubServer({ [DETAILS]: order() });
    await openOrderPage('orderId=O1&productId=P1', '/order');
    expect(notice()).toBeTruthy();
  });

  it('shows the amount due and date for 170, 174 and 180 only', async () => {
    for (const [status, shown] of [
      [170, true],
      [174, true],
      [180, true],
      [21, false],
      [200, false],
    ] as const) {
      stubServer({ [DETAILS]: order({ orderStatus: status }) });
      await openOrderPage('orderId=O1&productId=P1');
      const due = document.querySelector('[data-testid="amount-due"]');
      if (shown) {
        expect(text(due)).toContain('Repayment amount');
        expect(text(due)).toContain('₱6,123.45');
        expect(text(due)).toContain('Repayment date');
        expect(text(due)).toContain('2025-06-01');
      } else {
        expect(due).toBeNull();
      }
      document.body.innerHTML = '';
    }
  });

  it('shows reyMsg as a note just above the action buttons', async () => {
    stubServer({ [DETAILS]: order({ reyMsg: 'Repay on time to raise your limit.' }) });
    await openOrderPage('orderId=O1&productId=P1');
    const note = document.querySelector('[data-testid="order-rey-msg"]');
    expect(text(note)).toBe('Repay on time to raise your limit.');
    expect(note?.nextElementSibling?.className).toBe('order-actions');
  });

  it('tells the borrower when the order cannot be loaded, and Retry asks again', async () => {
    let answer: unknown = new Failure(1007, 'Order not found');
    const server = stubServer({ [DETAILS]: () => answer });
    await openOrderPage('orderId=O1&productId=P1');
    expect(toastTexts()).toEqual(['Order not found']);
    expect(text(document.querySelector('.order-detail-state[role="alert"]'))).toContain(
      'We could not load your order.',
    );
    answer = order();
    click(getByRole('button', 'Retry'));
    await settle();
    expect(notice()).toBeTruthy();
    expect(server.calls(DETAILS)).toHaveLength(2);
  });

  it('says lastingly that a missing order (or another borrower’s) is not found, with no Retry', async () => {
    stubServer({ [DETAILS]: () => new Failure(1005, 'We could not find this order.') });
    await openOrderPage('orderId=O9&productId=P1');
    expect(text(document.querySelector('.order-detail-state[role="alert"]'))).toBe(
      'We could not find this order.',
    );
    expect(document.querySelectorAll('.order-detail-state button')).toHaveLength(0);
  });
});

describe('status colour and icon (spec 2 §4.1)', () => {
  it.each([
    { status: 21, colour: '#2645F6', icon: 'progress' },
    { status: 151, colour: '#2645F6', icon: 'progress' },
    { status: 110, colour: '#FF4330', icon: 'fail' },
    { status: 170, colour: '#2645F6', icon: 'progress' },
    { status: 174, colour: '#2645F6', icon: 'progress' },
    { status: 180, colour: '#FF4330', icon: 'progress' },
    { status: 200, colour: '#05D717', icon: 'success' },
    { status: 999, colour: '#2645F6', icon: 'success' },
  ])('$status → $colour, $icon icon', async ({ status, colour, icon }) => {
    stubServer({ [DETAILS]: order({ orderStatus: status }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(notice().style.color).toBe(colour);
    const svg = document.querySelector<SVGElement>('.order-detail-status svg');
    expect(svg?.getAttribute('data-icon')).toBe(icon);
    expect(svg?.style.color).toBe(colour);
    expect([svg?.getAttribute('width'), svg?.getAttribute('height')]).toEqual(['48', '48']);
  });
});

describe('action buttons (spec 2 §4.1)', () => {
  it.each([
    { status: 21, isDelay: 0, labels: [] },
    { status: 151, isDelay: 0, labels: [] },
    { status: 110, isDelay: 0, labels: [] },
    { status: 170, isDelay: 0, labels: ['Repayment'] },
    { status: 174, isDelay: 1, labels: ['REPAY', 'Rollover Repayment'] },
    { status: 174, isDelay: 0, labels: ['Repayment'] },
    { status: 180, isDelay: 1, labels: ['REPAY', 'Rollover Repayment'] },
    { status: 180, isDelay: 0, labels: ['Repayment'] },
    { status: 200, isDelay: 0, labels: ['Borrow Again'] },
    { status: 999, isDelay: 1, labels: [] },
  ] as const)('$status with isDelay $isDelay → $labels', async ({ status, isDelay, labels }) => {
    stubServer({ [DETAILS]: order({ orderStatus: status, isDelay, recProducts: [product()] }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(actionButtons().map(text)).toEqual(labels);
    expect(document.body.textContent?.includes('Short of money?')).toBe(
      (labels as readonly string[]).includes('Rollover Repayment'),
    );
    // No buttons: the recommended products and 'Click to view more products' show instead.
    expect(queryAllByRole('button', 'Click to view more products')).toHaveLength(labels.length ? 0 : 1);
    expect(document.querySelectorAll('[data-testid="rec-product"]')).toHaveLength(labels.length ? 0 : 1);
  });

  it('REPAY opens the order h5Url (allow-listed) without the session parameters and sets showBankTip', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    stubServer({ [DETAILS]: order({ isDelay: 1, h5Url: 'https://pay.pautang.ph/repay?ref=9' }) });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'REPAY'));
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.host).toBe('pay.pautang.ph');
    // Another host never gets the borrower's session (issue 25): only what its URL carries.
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: '9' });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it.each(HOSTILE_URLS)('REPAY refuses the h5Url %s, tells the borrower and stays', async (h5Url) => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    stubServer({ [DETAILS]: order({ isDelay: 1, h5Url }) });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'REPAY'));
    expect(assign).not.toHaveBeenCalled();
    expect(toastTexts()).toContain('This link cannot be opened for your safety.');
    expect(location.pathname).toBe('/loanDetail');
  });

  it.each([
    { status: 174, isDelay: 1, label: 'REPAY' },
    { status: 180, isDelay: 0, label: 'Repayment' },
    { status: 170, isDelay: 0, label: 'Repayment' },
  ] as const)(
    '$label ($status) without h5Url goes to the repay page with orderId and productId',
    async ({ status, isDelay, label }) => {
      stubServer({ [DETAILS]: order({ orderStatus: status, isDelay }) });
      await openOrderPage('orderId=O1&productId=P1');
      click(getByRole('button', label));
      expect(location.pathname).toBe('/repay');
      expect(query()).toMatchObject({ orderId: 'O1', productId: 'P1' });
      expect(query().sessionId).toBeUndefined();
      expect(sessionStorage.getItem('showBankTip')).toBe('1');
    },
  );

  it('Rollover Repayment goes to repay delay with isDelay=1 and sets showBankTip', async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 180, isDelay: 1 }) });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Rollover Repayment'));
    expect(location.pathname).toBe('/repayDelay');
    expect(query()).toMatchObject({ orderId: 'O1', productId: 'P1', isDelay: '1' });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('Borrow Again reports event 30/0 for the product and goes home', async () => {
    const server = stubServer({ [DETAILS]: order({ orderStatus: 200 }), '/service/event/save': null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Borrow Again'));
    expect(bridge.actions()).toEqual(['toHome']);
    await settle();
    expect(server.calls('/service/event/save')).toEqual([
      expect.objectContaining({ method: 'POST', body: { productId: 'P1', moduleId: 30, positionId: 0 } }),
    ]);
  });
});

describe('playeduL (spec 2 §4.1)', () => {
  it('replaces the page with playeduL, without the session parameters, when the status is not 21', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    stubServer({ [DETAILS]: order({ orderStatus: 110, playeduL: 'https://pay.pautang.ph/next' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(replace).toHaveBeenCalledTimes(1);
    const url = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.pautang.ph/next');
    expect(Object.fromEntries(url.searchParams)).toEqual({});
    expect(queryAllByRole('heading', 'To be repaid')).toHaveLength(0);
  });

  it('replaces an own-origin playeduL in place (history)', async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 200, playeduL: '/loanTerms' }) });
    const pushes = history.length;
    await openOrderPage('orderId=O1&productId=P1');
    expect(location.pathname).toBe('/loanTerms');
    expect(query()).toMatchObject({ orderId: 'O1' });
    expect(query().sessionId).toBeUndefined();
    expect(history.length).toBe(pushes);
  });

  it('stays when the status is 21', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    stubServer({ [DETAILS]: order({ orderStatus: 21, playeduL: 'https://pay.pautang.ph/next' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(replace).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/loanDetail');
    expect(notice()).toBeTruthy();
  });

  it.each(HOSTILE_URLS)(
    'stays with a toast when the allow-list refuses the playeduL %s',
    async (playeduL) => {
      const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
      stubServer({ [DETAILS]: order({ orderStatus: 174, playeduL }) });
      await openOrderPage('orderId=O1&productId=P1');
      expect(replace).not.toHaveBeenCalled();
      expect(toastTexts()).toContain('This link cannot be opened for your safety.');
      expect(notice()).toBeTruthy();
    },
  );
});

describe('recommended products and service line', () => {
  const products = [
    product({ productId: 'A', name: 'Alpha', tags: ['No collateral', 'Fast', 'Low rate'] }),
    product({
      productId: 'B',
      name: 'Beta',
      tags: ['One', 'Two', 'Three', 'Four', 'Five'],
      enabled: 0,
      buttonText: 'Full',
    }),
    product({ productId: 'C', name: 'Gamma', tags: ['Hidden'] }),
  ];

  it('shows them for 110 (not 174), tags only on the first two, and a tap opens the product natively', async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 110, recProducts: products }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(getByRole('heading', 'Recommended for you')).toBeTruthy();
    const cards = [...document.querySelectorAll('[data-testid="rec-product"]')];
    expect(cards.map((c) => text(c.querySelector('h3')))).toEqual(['Alpha', 'Beta', 'Gamma']);
    const tagRows = (c: Element | undefined) =>
      [...(c?.querySelectorAll('.rec-product-tags li') ?? [])].map(text);
    expect(tagRows(cards[0])).toEqual(['No collateral/Fast', 'Low rate']);
    expect(tagRows(cards[1])).toEqual(['One/Two', 'Three/Four']);
    expect(tagRows(cards[2])).toEqual([]);
    const full = getByRole('button', 'Full');
    expect(full.className).toContain('ui-btn--grey');

    click(getByRole('button', 'Apply', cards[0]));
    expect(bridge.messages).toEqual([{ action: 'toP', payload: { productId: 'A', productName: 'Alpha' } }]);
    click(getByRole('button', 'Click to view more products'));
    expect(bridge.actions()).toEqual(['toP', 'toHome']);
  });

  it('does not show them for 174', async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 174, recProducts: products }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(queryAllByRole('heading', 'Recommended for you')).toHaveLength(0);
    expect(document.querySelectorAll('[data-testid="rec-product"]')).toHaveLength(0);
  });

  it("calls the configured service phone, overridden by the order's telephone", async () => {
    stubServer({ [DETAILS]: order() });
    await openOrderPage('orderId=O1&productId=P1');
    expect(document.body.textContent).toContain('Customer service');
    click(getByRole('button', '+63 2 8000 0000'));
    stubServer({ [DETAILS]: order({ telephone: '0917 555 0000' }) });
    document.body.innerHTML = '';
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', '0917 555 0000'));
    expect(bridge.messages.map((m) => m.payload)).toEqual([
      { phone: '+63 2 8000 0000' },
      { phone: '0917 555 0000' },
    ]);
  });

  it('back closes the web view', async () => {
    stubServer({ [DETAILS]: order() });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Back'));
    expect(bridge.actions()).toEqual(['closeWebview']);
  });
});

describe('what became of the borrower’s payments (issue 25)', () => {
  it('shows a payment that did not go through and the money owed back', async () => {
    stubServer({
      [DETAILS]: order({
        paymentNotice: 'Your payment of ₱1,525.00 through Maya did not go through, and nothing was taken.',
        refundMsg: '₱250.00 will be returned to you.',
      }),
    });
    await openOrderPage('orderId=O1&productId=P1');
    expect(text(document.querySelector('[data-testid="payment-notice"]'))).toBe(
      'Your payment of ₱1,525.00 through Maya did not go through, and nothing was taken.',
    );
    expect(text(document.querySelector('[data-testid="refund-msg"]'))).toBe(
      '₱250.00 will be returned to you.',
    );
  });

  it('shows neither when there is nothing to say', async () => {
    stubServer({ [DETAILS]: order() });
    await openOrderPage('orderId=O1&productId=P1');
    expect(document.querySelector('[data-testid="payment-notice"]')).toBeNull();
    expect(document.querySelector('[data-testid="refund-msg"]')).toBeNull();
  });
});

describe('which penalty waiver applies (issue 40, D3)', () => {
  it('says late charges were stopped, and from when', async () => {
    stubServer({ [DETAILS]: order({ waiverEffect: 'stopped', lateChargesStoppedOn: '2026-07-10' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(text(document.querySelector('[data-testid="waiver-effect"]'))).toBe(
      'A late penalty was waived on this order and late charges were stopped on 2026-07-10: no late penalty or late interest is added.',
    );
  });

  it('says late charges go on while overdue after a waiver of what was owed', async () => {
    stubServer({ [DETAILS]: order({ waiverEffect: 'go-on' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(text(document.querySelector('[data-testid="waiver-effect"]'))).toBe(
      'A late penalty was waived on this order for what was owed that day only: the waiver does not stop late charges. They go on while the loan is overdue: pay the amount due to stop them.',
    );
  });
});

describe('a refund balance offered against an overdue loan (issue 40)', () => {
  it('offers it, applies it once on tap, and shows the order again as it stands', async () => {
    let applied = false;
    const server = stubServer({
      [DETAILS]: () => order({ orderStatus: 180, refundBalanceAmount: applied ? 0 : 35_000, refundMsg: '' }),
      '/v3/loan-details/apply-refund-balance': () => {
        applied = true;
        return { appliedAmount: 35_000, balanceAfterAmount: 2_415_000 };
      },
    });
    await openOrderPage('orderId=O1&productId=P1');
    const offer = document.querySelector('[data-testid="refund-balance-offer"]');
    expect(text(offer?.querySelector('p') ?? null)).toBe(
      'You have ₱350.00 to be returned to you. You can use it to pay this overdue loan now, so it stops adding late charges on that amount.',
    );
    click(getByRole('button', 'Pay ₱350.00 of this loan with it'));
    await settle();
    expect(server.calls('/v3/loan-details/apply-refund-balance').map((c) => c.body)).toEqual([
      { orderId: 'O1', productId: 'P1' },
    ]);
    await settle();
    expect(document.querySelector('[data-testid="refund-balance-offer"]')).toBeNull();
  });
});

describe('a repayment plan offered on an overdue loan (issue 42)', () => {
  const planOffer = {
    text: 'We can turn this loan into a repayment plan of 3 instalments, ₱5,400.00 in all.',
    totalAmount: 540_000,
    disclosureUrl: 'http://localhost/loanAgreement?kind=restructure-plan&productId=P1&orderId=O1',
  };

  it('says what it is, and accepted, sends the total shown and opens the plan’s order', async () => {
    const server = stubServer({
      [DETAILS]: () => order({ orderStatus: 180, planOffer }),
      '/v3/loan-details/restructure': () => ({ orderId: 'PLAN1' }),
    });
    await openOrderPage('orderId=O1&productId=P1');
    const offer = document.querySelector('[data-testid="plan-offer"]');
    expect(text(offer?.querySelector('h3') ?? null)).toBe('A repayment plan for this loan');
    expect(text(offer?.querySelector('p') ?? null)).toBe(planOffer.text);
    click(getByRole('button', 'Accept the plan'));
    await settle();
    expect(server.calls('/v3/loan-details/restructure').map((c) => c.body)).toEqual([
      { orderId: 'O1', accept: 1, totalAmount: 540_000 },
    ]);
    expect(location.pathname).toBe('/loanDetail');
    expect(new URLSearchParams(location.search).get('orderId')).toBe('PLAN1');
  });

  it('declined, sends the answer and shows the order again without it; a refusal is said on the card', async () => {
    let declined = false;
    const server = stubServer({
      [DETAILS]: () => order({ orderStatus: 180, planOffer: declined ? null : planOffer }),
      '/v3/loan-details/restructure': (sent: { body: unknown }) => {
        if ((sent.body as { accept: number }).accept === 1) {
          return new Failure(1009, 'The plan’s figures changed today.');
        }
        declined = true;
        return { orderId: 'O1' };
      },
    });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Accept the plan'));
    await settle();
    expect(text(document.querySelector('[data-testid="plan-offer"] [role="status"]'))).toBe(
      'The plan’s figures changed today.',
    );
    click(getByRole('button', 'Decline'));
    await settle();
    await settle();
    expect(
      server.calls('/v3/loan-details/restructure').map((c) => (c.body as { accept: number }).accept),
    ).toEqual([1, 0]);
    expect(document.querySelector('[data-testid="plan-offer"]')).toBeNull();
  });
});

describe('while the loan is on its way (21, 151)', () => {
  const heading = (name: string) => queryAllByRole('heading', name).length > 0;
  const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks for the order again, backing off, and shows the payout landing on the same page; then stops', async () => {
    let answer = order({ orderStatus: 21, noticeStatusText: 'Under review', noticeDesText: '' });
    const server = stubServer({ [DETAILS]: () => answer });
    // The watch is loaded and started while the page opens: the clock is ours from the start.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openOrderPage('orderId=O1&productId=P1');
      expect(heading('Under review')).toBe(true);
      await after(2500);
      expect(server.calls(DETAILS)).toHaveLength(1);
      answer = order({ orderStatus: 151, noticeStatusText: 'Approved, disbursing', noticeDesText: '' });
      await after(600);
      expect(server.calls(DETAILS)).toHaveLength(2);
      expect(server.calls(DETAILS)[1]?.query).toMatchObject({ orderId: 'O1', productId: 'P1' });
      expect(heading('Approved, disbursing')).toBe(true);
      // The next look comes 1.5 times later: 4.5 s.
      answer = order();
      await after(3800);
      expect(server.calls(DETAILS)).toHaveLength(2);
      await after(800);
      expect(server.calls(DETAILS)).toHaveLength(3);
      expect(notice()).toBeTruthy();
      expect(actionButtons().map(text)).toEqual(['Repayment']);
      // Repayable: nothing more to wait for.
      await after(120_000);
      expect(server.calls(DETAILS)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask while the page is hidden; asks at once when it is shown again; a failed look keeps the page', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    let answer: unknown = order({
      orderStatus: 151,
      noticeStatusText: 'Approved, disbursing',
      noticeDesText: '',
    });
    const server = stubServer({ [DETAILS]: () => answer });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openOrderPage('orderId=O1&productId=P1');
      answer = new Failure(1016, 'Try again');
      await after(3000);
      expect(server.calls(DETAILS)).toHaveLength(2);
      expect(heading('Approved, disbursing')).toBe(true);
      expect(toastTexts()).toEqual([]);
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await after(60_000);
      expect(server.calls(DETAILS)).toHaveLength(2);
      answer = order();
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await after(0);
      expect(server.calls(DETAILS)).toHaveLength(3);
      expect(notice()).toBeTruthy();
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('a payout that fails while the page is open brings the bank-card prompt with the reason', async () => {
    let answer = order({ orderStatus: 151, noticeStatusText: 'Approved, disbursing', noticeDesText: '' });
    stubServer({ [DETAILS]: () => answer });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openOrderPage('orderId=O1&productId=P1');
      expect(dialogTitles()).toEqual([]);
      answer = order({
        orderStatus: 21,
        noticeStatusText: 'Under review',
        noticeDesText: 'We could not send your loan to GCash **** 0000.',
        cardNeedPop: 1,
        cardPopTitle: 'We could not send your loan',
        cardPopMsg: 'We could not send your loan to GCash **** 0000.',
      });
      await after(3000);
      await act(async () => {
        await import('./order-dialogs');
      });
      await after(0);
      expect(heading('Under review')).toBe(true);
      expect(dialogTitles()).toEqual(['We could not send your loan']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('statement of account (issue 42)', () => {
  const STATEMENT = '/v3/loan-details/statement';
  const statementButton = () => getByRole('button', 'Statement of account (PDF)');

  /** The server: the order as JSON; the statement as the PDF, or as a refusal's envelope. */
  function serve(statement: 'pdf' | Failure) {
    const sent: { path: string; query: Record<string, string>; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const u = new URL(url, location.origin);
        const path = u.pathname.replace(/^\/attempt/, '');
        sent.push({
          path,
          query: Object.fromEntries(u.searchParams),
          headers: init.headers as Record<string, string>,
        });
        if (path === DETAILS) return { json: async () => ({ code: 0, message: 'success', data: order() }) };
        if (statement instanceof Failure) {
          return {
            headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
            json: async () => ({ code: statement.code, message: statement.message, data: null }),
          };
        }
        return {
          headers: new Headers({
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="statement-O1.pdf"',
          }),
          blob: async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
        };
      }),
    );
    return sent;
  }

  it('asks the server for the PDF with the session and the XHR marker, and saves it under the server’s name', async () => {
    const sent = serve('pdf');
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await openOrderPage('orderId=O1&productId=P1');
    await act(async () => click(statementButton()));
    // The download's code loads with the tap.
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const asked = sent.find((s) => s.path === STATEMENT);
    expect(asked?.query).toMatchObject({ orderId: 'O1', productId: 'P1', format: 'pdf', sessionId: 'S1' });
    expect(asked?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(saved).toEqual([{ name: 'statement-O1.pdf', href: 'blob:statement' }]);
  });

  it('shows the server’s message when it refuses, and saves nothing', async () => {
    serve(new Failure(404, 'We could not find this order.'));
    const click$ = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await openOrderPage('orderId=O1&productId=P1');
    await act(async () => click(statementButton()));
    await vi.waitFor(() => expect(toastTexts()).toContain('We could not find this order.'));
    expect(click$).not.toHaveBeenCalled();
  });
});
