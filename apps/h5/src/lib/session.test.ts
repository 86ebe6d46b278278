// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MERCHANT_NUMBER } from '@pautang/contract/session';
import { openPage as open } from '../testing/open-page';
import * as SessionModule from './session';

// Each load is a fresh page: the session is read again from the current URL and the tab's sessionStorage.

const ALL = {
  deviceId: 'D1',
  appVersion: '2.3.0',
  userId: 'U1',
  appName: 'Pautang',
  sessionId: 'S1',
  clientType: 'android',
  merchantNumber: 'M9',
  mobilePhone: '09171234567',
  orderId: 'O1',
  productId: 'P1',
  couponId: 'C1',
  couponMoney: '500',
  withholdingAmount: '100',
};
const HEADERS = { building: 'b1', gather: 'g1', swift: 's1', eyes: 'e1' };
const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

async function openPage(search: string): Promise<typeof SessionModule> {
  open(`/screen${search}`);
  return SessionModule;
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session capture', () => {
  it('captures all thirteen parameters and the four header values', async () => {
    const s = await openPage(query({ ...ALL, ...HEADERS, unrelated: 'x' }));
    expect(Object.keys(ALL)).toHaveLength(13);
    expect(s.sessionParams()).toEqual(ALL);
    expect(s.headerParams()).toEqual(HEADERS);
  });

  it.each([
    { name: 'product_id alone', search: '?sessionId=S1&product_id=9', productId: '9' },
    {
      name: 'productId wins over product_id',
      search: '?sessionId=S1&productId=8&product_id=9',
      productId: '8',
    },
    {
      name: 'empty productId falls back to product_id',
      search: '?sessionId=S1&productId=&product_id=9',
      productId: '9',
    },
    { name: 'neither', search: '?sessionId=S1', productId: undefined },
  ])('product_id is an alias of productId ($name)', async ({ search, productId }) => {
    const s = await openPage(search);
    expect(s.sessionParams().productId).toBe(productId);
    expect(s.sessionParams()).not.toHaveProperty('product_id');
  });

  it.each([
    { name: 'absent', search: '?sessionId=S1', merchantNumber: DEFAULT_MERCHANT_NUMBER },
    { name: 'empty', search: '?sessionId=S1&merchantNumber=', merchantNumber: DEFAULT_MERCHANT_NUMBER },
    { name: 'given', search: '?sessionId=S1&merchantNumber=M9', merchantNumber: 'M9' },
  ])('merchant number defaults to the fixed code ($name)', async ({ search, merchantNumber }) => {
    const s = await openPage(search);
    expect(DEFAULT_MERCHANT_NUMBER).toBe('PH0001');
    expect(s.sessionParams().merchantNumber).toBe(merchantNumber);
  });

  it('empty values are not captured and absent headers are empty strings', async () => {
    const s = await openPage('?sessionId=S1&userId=&orderId=');
    expect(s.sessionParams()).toEqual({ sessionId: 'S1', merchantNumber: 'PH0001' });
    expect(s.headerParams()).toEqual({ building: '', gather: '', swift: '', eyes: '' });
  });

  it('is captured once: a later pushState in the same page does not change it', async () => {
    const s = await openPage('?sessionId=S1&orderId=O1');
    expect(s.sessionParams().orderId).toBe('O1');
    history.replaceState(null, '', '/other?sessionId=S2&orderId=O2');
    expect(s.sessionParams()).toMatchObject({ sessionId: 'S1', orderId: 'O1' });
    s.resetSession();
    expect(s.sessionParams()).toMatchObject({ sessionId: 'S2', orderId: 'O2' });
  });
});

describe('session storage across pages', () => {
  it('a later URL without sessionId keeps the stored session and headers', async () => {
    const { merchantNumber: _omitted, ...withoutMerchant } = ALL;
    await openPage(query({ ...withoutMerchant, ...HEADERS })).then((s) => s.sessionParams());
    const later = await openPage('');
    expect(later.sessionParams()).toEqual({ ...withoutMerchant, merchantNumber: 'PH0001' });
    expect(later.headerParams()).toEqual(HEADERS);
  });

  it('a later URL without sessionId keeps the stored merchant number', async () => {
    await openPage(query(ALL)).then((s) => s.sessionParams());
    const later = await openPage('?orderId=O2');
    expect(later.sessionParams().merchantNumber).toBe('M9');
  });

  it('a later URL with a new sessionId replaces the stored session', async () => {
    await openPage(query({ ...ALL, ...HEADERS })).then((s) => s.sessionParams());
    const later = await openPage('?sessionId=S2&userId=U2&building=b2');
    expect(later.sessionParams()).toEqual({ sessionId: 'S2', userId: 'U2', merchantNumber: 'PH0001' });
    expect(later.headerParams()).toEqual({ building: 'b2', gather: '', swift: '', eyes: '' });
    const third = await openPage('');
    expect(third.sessionParams()).toEqual({ sessionId: 'S2', userId: 'U2', merchantNumber: 'PH0001' });
  });

  it.each([
    { name: 'orderId', search: '?orderId=O2', expected: { orderId: 'O2' } },
    {
      name: 'productId and orderId',
      search: '?orderId=O3&productId=P3',
      expected: { orderId: 'O3', productId: 'P3' },
    },
    { name: 'product_id alias', search: '?product_id=P4', expected: { productId: 'P4' } },
    {
      name: 'coupon values',
      search: '?couponId=C2&couponMoney=900',
      expected: { couponId: 'C2', couponMoney: '900' },
    },
  ])(
    'screen values of a later URL apply on top of the stored session ($name)',
    async ({ search, expected }) => {
      await openPage(query({ ...ALL, merchantNumber: 'PH0001' })).then((s) => s.sessionParams());
      const later = await openPage(search);
      expect(later.sessionParams()).toEqual({ ...ALL, merchantNumber: 'PH0001', ...expected });
      expect(later.sessionParams().sessionId).toBe('S1');
    },
  );

  it('works in memory when sessionStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const s = await openPage('?sessionId=S1&orderId=O1');
    expect(s.sessionParams()).toEqual({ sessionId: 'S1', orderId: 'O1', merchantNumber: 'PH0001' });
  });

  it('ignores a corrupt stored value', async () => {
    sessionStorage.setItem('pautang.session', '{not json');
    const s = await openPage('?orderId=O1');
    expect(s.sessionParams()).toEqual({ orderId: 'O1', merchantNumber: 'PH0001' });
    expect(s.headerParams()).toEqual({ building: '', gather: '', swift: '', eyes: '' });
  });
});

describe('the session id leaves the address after start-up', () => {
  it('is taken out of the visible address and kept for the tab’s own calls', async () => {
    const session = await openPage(`${query({ sessionId: 'S1', userId: 'U1', orderId: 'O1' })}#top`);
    expect(session.hideSessionId()).toBe(false);
    expect(location.pathname).toBe('/screen');
    expect(location.search).toBe('?userId=U1&orderId=O1');
    expect(location.hash).toBe('#top');
    expect(session.sessionParams().sessionId).toBe('S1');
  });

  it('a reload of the cleaned address still has the session, and says the server rendered without it', async () => {
    (await openPage(query({ sessionId: 'S1', userId: 'U1' }))).hideSessionId();
    const reloaded = await openPage('?userId=U1');
    expect(reloaded.hideSessionId()).toBe(true);
    expect(reloaded.sessionParams().sessionId).toBe('S1');
  });

  it('a page opened with no session anywhere is left as the server rendered it', async () => {
    const session = await openPage('?orderId=O1');
    expect(session.hideSessionId()).toBe(false);
    expect(location.search).toBe('?orderId=O1');
  });
});
