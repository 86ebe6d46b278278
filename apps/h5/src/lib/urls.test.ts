// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPage } from '../testing/open-page';
import * as UrlsModule from './urls';

const ALLOWED = ['pay.dragonpay.ph', 'www.gcash.com'];
const PAGE_QUERY = '?sessionId=S1&userId=U1&orderId=O1&building=b1';

async function load(allowedHosts?: string[]): Promise<typeof UrlsModule> {
  openPage(`/screen${PAGE_QUERY}`, allowedHosts ? { allowedHosts } : undefined);
  return UrlsModule;
}

beforeEach(() => {
  sessionStorage.clear();
  document.head.querySelectorAll('meta[name="pautang-config"]').forEach((m) => m.remove());
});
afterEach(() => {
  sessionStorage.clear();
  document.head.querySelectorAll('meta[name="pautang-config"]').forEach((m) => m.remove());
});

describe('checkUrl', () => {
  it.each([
    { raw: '/order-details?orderId=1', own: true },
    { raw: 'order-details', own: true },
    { raw: 'http://localhost:3000/repay', own: true },
    { raw: 'HTTP://LOCALHOST:3000/repay', own: true },
    { raw: 'https://pay.dragonpay.ph/Pay.aspx?tokenid=1', own: false },
    { raw: 'https://PAY.DragonPay.PH/Pay.aspx', own: false },
    { raw: 'HTTPS://WWW.GCASH.COM/', own: false },
  ])('accepts $raw (own: $own)', async ({ raw, own }) => {
    const { checkUrl } = await load();
    const check = checkUrl(raw, ALLOWED);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.own).toBe(own);
      expect(check.url).toBeInstanceOf(URL);
      expect(check.url.href).toBe(new URL(raw, location.origin).href);
    }
  });

  it.each([
    { raw: 'https://evil.example/pay', reason: 'host' },
    { raw: '//evil.example/pay', reason: 'host' },
    { raw: 'https://pay.dragonpay.ph.evil.example/', reason: 'host' },
    { raw: 'https://evilpay.dragonpay.ph/', reason: 'host' },
    { raw: 'https://pay.dragonpay.ph@evil.example/', reason: 'host' },
    { raw: 'https://evil.example/?next=https://pay.dragonpay.ph', reason: 'host' },
    { raw: 'http://localhost:4000/', reason: 'host' },
    { raw: 'http://pay.dragonpay.ph/pay', reason: 'invalid' },
    { raw: 'javascript:alert(1)', reason: 'invalid' },
    { raw: 'JavaScript:alert(document.cookie)', reason: 'invalid' },
    { raw: ' javascript:alert(1)', reason: 'invalid' },
    { raw: 'data:text/html,<script>alert(1)</script>', reason: 'invalid' },
    { raw: 'ftp://pay.dragonpay.ph/file', reason: 'invalid' },
    { raw: 'mailto:cs@pay.dragonpay.ph', reason: 'invalid' },
    { raw: 'http://', reason: 'invalid' },
    { raw: 'https://exa mple.com/', reason: 'invalid' },
    { raw: 'http://[::1', reason: 'invalid' },
  ])('refuses $raw ($reason)', async ({ raw, reason }) => {
    const { checkUrl } = await load();
    expect(checkUrl(raw, ALLOWED)).toEqual({ ok: false, reason });
  });

  it.each([
    { name: 'with the runtime allow-list', config: ALLOWED, ok: true },
    { name: 'without a runtime config', config: undefined, ok: false },
  ])('defaults to env.allowedHosts ($name)', async ({ config, ok }) => {
    const { checkUrl } = await load(config);
    expect(checkUrl('https://pay.dragonpay.ph/x').ok).toBe(ok);
    expect(checkUrl('/own').ok).toBe(true);
  });
});

describe('withSession', () => {
  it('appends the session parameters to our own URL, keeping values the URL already carries', async () => {
    const { withSession } = await load();
    const input = new URL(`${location.origin}/pay?orderId=KEEP&tokenid=7#done`);
    const out = withSession(input);
    expect(Object.fromEntries(out.searchParams)).toEqual({
      orderId: 'KEEP',
      tokenid: '7',
      sessionId: 'S1',
      userId: 'U1',
      merchantNumber: 'PH0001',
    });
    expect(out.pathname).toBe('/pay');
    expect(out.hash).toBe('#done');
    expect(out).not.toBe(input);
    expect(input.search).toBe('?orderId=KEEP&tokenid=7');
  });

  it('gives another host (a gateway, a partner lender) the extras only, never the session', async () => {
    const { withSession } = await load();
    const out = withSession(new URL('https://pay.dragonpay.ph/pay?tokenid=7#done'), { from: 'confirm' });
    expect(Object.fromEntries(out.searchParams)).toEqual({ tokenid: '7', from: 'confirm' });
    expect(out.hash).toBe('#done');
  });

  it.each<{ name: string; extra: Record<string, string>; expected: Record<string, string> }>([
    { name: 'overrides a session value', extra: { userId: 'X' }, expected: { userId: 'X', orderId: 'KEEP' } },
    {
      name: 'overrides a value of the URL',
      extra: { orderId: 'NEW' },
      expected: { userId: 'U1', orderId: 'NEW' },
    },
    {
      name: 'adds a new key',
      extra: { source: 'loanDetail' },
      expected: { source: 'loanDetail', orderId: 'KEEP' },
    },
  ])('explicit extras win ($name)', async ({ extra, expected }) => {
    const { withSession } = await load();
    const out = withSession(new URL('http://localhost:3000/bind-bank?orderId=KEEP'), extra);
    expect(Object.fromEntries(out.searchParams)).toMatchObject({ sessionId: 'S1', ...expected });
  });

  it('does not send the header values (building…) as query parameters', async () => {
    const { withSession } = await load();
    const out = withSession(new URL('http://localhost:3000/x'));
    expect(out.searchParams.has('building')).toBe(false);
  });
});

describe('appHref', () => {
  it.each([
    {
      name: 'a bare path',
      path: '/customer-service',
      query: {},
      expected: { sessionId: 'S1', userId: 'U1', orderId: 'O1', merchantNumber: 'PH0001' },
    },
    {
      name: 'extras, numbers, empty and undefined values',
      path: '/bind-bank',
      query: { source: 'loanDetail', step: 2, empty: '', gone: undefined },
      expected: {
        sessionId: 'S1',
        userId: 'U1',
        orderId: 'O1',
        merchantNumber: 'PH0001',
        source: 'loanDetail',
        step: '2',
      },
    },
    {
      name: 'an explicit orderId',
      path: '/order-details',
      query: { orderId: 'O9' },
      expected: { sessionId: 'S1', userId: 'U1', orderId: 'O9', merchantNumber: 'PH0001' },
    },
  ])('keeps the path and adds the query ($name)', async ({ path, query, expected }) => {
    const { appHref } = await load();
    const href = appHref(path, query);
    expect(href.startsWith(`${path}?`)).toBe(true);
    const url = new URL(href, location.origin);
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual(expected);
  });

  it('keeps a query and hash already in the path', async () => {
    const { appHref } = await load();
    const href = appHref('/complaints?tab=2#list');
    const url = new URL(href, location.origin);
    expect(url.pathname).toBe('/complaints');
    expect(url.hash).toBe('#list');
    expect(url.searchParams.get('tab')).toBe('2');
    expect(url.searchParams.get('sessionId')).toBe('S1');
    expect(href.startsWith('/')).toBe(true);
  });
});
