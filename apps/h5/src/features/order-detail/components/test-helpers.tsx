// Test harness of the order screen: a fake server (fetch) answering by call path, a fake Android bridge, and a
// loader that opens the route afresh at a given URL (env.ts and session.ts read the page once, at import).
import { act } from 'react';
import { vi } from 'vitest';
import type { OrderDetails, RecProduct } from '@pautang/contract/loans';
import { render } from '../../../components/ui/test-utils';
import { OrderDetailRoute } from '../../../app/routes/order-detail';
import { openPage } from '../../../testing/open-page';

export type Sent = { path: string; method: string; query: Record<string, string>; body: unknown };

export const SESSION = 'sessionId=S1&userId=U1&deviceId=D1&appName=Pautang';

export function product(over: Partial<RecProduct> = {}): RecProduct {
  return {
    productId: 'P9',
    logo: '/logo-p9.png',
    name: 'Peso Plus',
    buttonText: 'Apply',
    enabled: 1,
    range: '₱1,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: '0.05% / day',
    description: 'Cash in 1 day',
    tags: [],
    ...over,
  };
}

export function order(over: Partial<OrderDetails> = {}): OrderDetails {
  return {
    orderId: 'O1',
    productId: 'P1',
    orderStatus: 174,
    noticeStatusText: 'To be repaid',
    noticeDesText: 'Please repay before the due date',
    recProducts: [],
    productName: 'Pautang Cash',
    productLogo: '/logo-p1.png',
    userOrderDetail: {
      detail: [
        { text: 'Loan amount', value: 500000, type: 'money' },
        { text: 'Loan Term', value: 91, type: 'days' },
        { text: 'Disbursed on', value: '2025-03-01', type: 'date' },
        { text: 'Bank account', value: 'BDO ****1234', type: 'text' },
      ],
    },
    inside: '',
    h5Url: '',
    isDelay: 0,
    delayFromOn: '',
    telephone: '',
    isScore: '0',
    playeduL: '',
    reyMsg: '',
    KindTipsMsg: '',
    cardNeedPop: 0,
    cardPopTitle: '',
    cardPopMsg: '',
    repayAmount: 612345,
    repayDate: '2025-06-01',
    paymentNotice: '',
    refundMsg: '',
    waiverEffect: '',
    lateChargesStoppedOn: '',
    refundBalanceAmount: 0,
    planOffer: null,
    ...over,
  };
}

/** A failed envelope, as the server sends for a business error. */
export class Failure {
  constructor(
    readonly code: number | string,
    readonly message: string,
  ) {}
}

type Answer = unknown | ((sent: Sent) => unknown);

/** Answers each call by its logical path (plain wire mode) with a success envelope; records what was sent. */
export function stubServer(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url, location.origin);
    const path = u.pathname.replace(/^\/attempt/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: Sent = {
      path,
      method: init.method ?? 'GET',
      query: Object.fromEntries(u.searchParams),
      body,
    };
    sent.push(call);
    if (!(path in answers)) throw new Error(`unexpected call ${path}`);
    const answer = answers[path];
    const data = typeof answer === 'function' ? (answer as (s: Sent) => unknown)(call) : answer;
    const envelope =
      data instanceof Failure
        ? { code: data.code, message: data.message, data: null }
        : { code: path.startsWith('/gopia/goya/') ? '00' : 0, message: 'success', data };
    return { json: async () => envelope } as unknown as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, calls: (path: string) => sent.filter((s) => s.path === path) };
}

type BridgeWindow = Window & { PautangNative?: { postMessage(json: string): void } };

/** A fake Android host: every callNative lands here as {action, payload}. */
export function fakeBridge() {
  const messages: { action: string; payload: unknown }[] = [];
  (window as BridgeWindow).PautangNative = {
    postMessage: (json: string) => {
      const m = JSON.parse(json) as { action: string; payload: unknown };
      messages.push({ action: m.action, payload: m.payload });
    },
  };
  return {
    messages,
    actions: () => messages.map((m) => m.action),
    remove: () => delete (window as BridgeWindow).PautangNative,
  };
}

export function setConfig(config: Record<string, unknown>) {
  document.head.querySelector('meta[name="pautang-config"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'pautang-config';
  meta.content = JSON.stringify(config);
  document.head.appendChild(meta);
}

/** Lets fetch, the envelope parsing and React's updates settle. */
export async function settle(rounds = 3) {
  for (let i = 0; i < rounds; i++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/** Opens /loanDetail (or another path) with the query, on the page's runtime configuration (setConfig). */
export async function openOrderPage(query: string, path = '/loanDetail') {
  openPage(`${path}?${SESSION}&${query}`);
  const view = render(<OrderDetailRoute />);
  await settle();
  // The dialogs' code loads after the screen is live (order-detail.tsx): wait for it as the browser does.
  await act(async () => {
    await import('./order-dialogs');
    // Likewise the parts few orders show (lazy-parts.tsx), which this client-side render loads on demand.
    await import('./money-notes');
    await import('../../../components/recommended-products/recommended-products');
  });
  await settle();
  return view;
}

export const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';
export const toastTexts = () =>
  [...document.body.querySelectorAll('.ui-toast p')].map((p) => p.textContent ?? '');
export const dialogTitles = () =>
  [...document.body.querySelectorAll('[role="dialog"] h2, [role="alertdialog"] h2')].map((h) => text(h));
