// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecProduct } from '@pautang/contract/loans';
import { click, getByRole, render } from '../../../components/ui/test-utils';
import { HOSTILE_URLS } from '../../../lib/hostile-urls';
import { LoginFailureRoute } from '../../../app/routes/login-failure';
import { openPage } from '../../../testing/open-page';

// The route is loaded afresh per test: env.ts reads the allow-list and session.ts the page query at import.

const DROWNS = '/gopia/goya/drowns';
const BECAUSE = '/gopia/goya/because';
const DEFINE = '/gopia/goya/define';

type Sent = { path: string; body: unknown };
type BridgeWindow = Window & { PautangNative?: { postMessage(json: string): void } };

const product = (over: Partial<RecProduct> = {}): RecProduct => ({
  productId: 'P1',
  logo: '/p1.png',
  name: 'Peso Plus',
  buttonText: 'Apply',
  enabled: 1,
  range: '₱1,000 - ₱20,000',
  rangeDesc: 'Loan amount',
  rate: '0.05% / day',
  description: 'Cash in 1 day',
  tags: ['No collateral', 'Fast', 'Low rate'],
  ...over,
});

const failure = {
  noticeMsg: 'Your session could not be verified',
  errorMsg: 'Login failed, please try again later',
  recProducts: [
    product(),
    product({ productId: 'P2', name: 'Closed Loan', buttonText: 'Unavailable', enabled: 0 }),
    product({ productId: 'P3', name: 'Third', buttonText: 'Get cash' }),
  ],
};

let sent: Sent[];
let bridge: { action: string; payload: unknown }[];
let link: string;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.origin).pathname.replace(/^\/attempt/, '');
      sent.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const data = path === DROWNS ? failure : path === DEFINE ? { url: link } : null;
      return { json: async () => ({ code: '00', message: 'success', data }) } as unknown as Response;
    }),
  );
}

async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

async function open(query = 'orderId=O1') {
  openPage(`/loginFailure?sessionId=S1&userId=U1&${query}`, { allowedHosts: ['partner.pautang.ph'] });
  render(<LoginFailureRoute />);
  await settle();
}

const card = (name: string) =>
  [...document.querySelectorAll('[data-testid="rec-product"]')].find(
    (c) => c.querySelector('h3')?.textContent === name,
  );
const toastTexts = () => [...document.querySelectorAll('.ui-toast p')].map((p) => p.textContent);

beforeEach(() => {
  sent = [];
  bridge = [];
  link = '';
  sessionStorage.clear();
  (window as BridgeWindow).PautangNative = {
    postMessage: (json) => {
      const m = JSON.parse(json) as { action: string; payload: unknown };
      bridge.push({ action: m.action, payload: m.payload });
    },
  };
  stubServer();
});

afterEach(() => {
  delete (window as BridgeWindow).PautangNative;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('login-failure page (spec 2 §2.7)', () => {
  it("is titled 'Order Details' and shows the fail icon, the notice and the error in red", async () => {
    await open();
    expect(sent).toEqual([{ path: DROWNS, body: { orderId: 'O1' } }]);
    expect(getByRole('heading', 'Order Details')).toBeTruthy();
    expect(getByRole('heading', 'Your session could not be verified')).toBeTruthy();
    const error = document.querySelector<HTMLElement>('[data-testid="login-failure-error"]');
    expect(error?.textContent).toBe('Login failed, please try again later');
    expect(error?.style.color).toBe('#CC2F1C');
    expect(document.querySelector('.login-failure-head svg')?.getAttribute('width')).toBe('48');
  });

  it('asks without an orderId when the page has none', async () => {
    await open('productId=P1');
    expect(sent).toEqual([{ path: DROWNS, body: {} }]);
  });

  it('lists the recommended products: grey button unless enabled, tags on the first two only', async () => {
    await open();
    expect(getByRole('heading', 'Recommended for you')).toBeTruthy();
    expect(getByRole('button', 'Unavailable').className).toContain('ui-btn--grey');
    expect(getByRole('button', 'Apply').className).toContain('ui-btn--primary');
    const rows = (name: string) =>
      [...(card(name)?.querySelectorAll('.rec-product-tags li') ?? [])].map((l) => l.textContent);
    expect(rows('Peso Plus')).toEqual(['No collateral/Fast', 'Low rate']);
    expect(rows('Closed Loan')).toEqual(['No collateral/Fast', 'Low rate']);
    expect(rows('Third')).toEqual([]);
  });

  it('a tap tracks the click (because), asks for the link (define) and opens an allow-listed http link', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    link = 'https://partner.pautang.ph/apply?p=3';
    await open();
    click(getByRole('button', 'Get cash'));
    await settle();
    expect(sent.slice(1)).toEqual([
      { path: BECAUSE, body: { productId: 'P3', position: 2 } },
      { path: DEFINE, body: { productId: 'P3' } },
    ]);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://partner.pautang.ph/apply');
    // The partner lender gets its own link as it is, never the borrower's session (issue 25).
    expect(Object.fromEntries(url.searchParams)).toEqual({ p: '3' });
    expect(bridge).toEqual([]);
  });

  it('opens an http link of our own origin in the app', async () => {
    link = `${location.origin}/loanTerms`;
    await open();
    click(getByRole('button', 'Apply'));
    await settle();
    expect(location.pathname).toBe('/loanTerms');
  });

  it.each(HOSTILE_URLS)(
    'refuses the define link %s with a clear toast, and the bridge never sees it',
    async (raw) => {
      const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
      link = raw;
      await open();
      click(getByRole('button', 'Apply'));
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(bridge).toEqual([]);
      expect(toastTexts()).toContain('This link cannot be opened for your safety.');
      expect(location.pathname).toBe('/loginFailure');
    },
  );

  it('hands any other link to the native bridge as a page name', async () => {
    link = 'productDetail';
    await open();
    click(getByRole('button', 'Apply'));
    await settle();
    expect(sent.map((s) => s.path)).toEqual([DROWNS, BECAUSE, DEFINE]);
    expect(bridge).toEqual([{ action: 'to', payload: { page: 'productDetail' } }]);
  });

  it('does nothing when a disabled product is tapped', async () => {
    await open();
    click(getByRole('button', 'Unavailable'));
    await settle();
    expect(sent.map((s) => s.path)).toEqual([DROWNS]);
    expect(bridge).toEqual([]);
  });
});
