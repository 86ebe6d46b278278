// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointKey } from '@pautang/contract/endpoints';
import { createWire } from '@pautang/contract/wire-names';
import { openPage } from '../testing/open-page';
import * as RequestModule from './request';

// Every test opens its page (openPage): the session and the runtime config (wire mode) are read from it again.

type Mod = typeof RequestModule;
type LooseApi = (
  key: EndpointKey,
  payload?: Record<string, unknown>,
  options?: RequestModule.ApiOptions,
) => Promise<unknown>;
type Call = { url: string; init: RequestInit };

const FULL_QUERY =
  '?deviceId=D1&appVersion=2.3.0&userId=U1&appName=Pautang&sessionId=S1&clientType=android&merchantNumber=M9' +
  '&mobilePhone=09171234567&orderId=O1&productId=P1&couponId=C1&couponMoney=500&withholdingAmount=100' +
  '&building=b1&gather=g1&swift=s1&eyes=e1';
const FULL_SESSION = {
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
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const obfuscated = createWire('obfuscated');

async function load(query = FULL_QUERY, config?: Record<string, unknown>): Promise<Mod> {
  openPage(`/screen${query}`, config);
  return RequestModule;
}

const loose = (mod: Mod) => mod.api as unknown as LooseApi;
const reply = (body: unknown) => ({ json: async () => body }) as unknown as Response;
const ok = (data: unknown) => reply({ code: 0, message: 'ok', data });

function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error('no answer prepared');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callOf(fetchMock: ReturnType<typeof stubFetch>, index = 0): Call {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  return { url: call[0], init: call[1] };
}

const pathOf = (url: string) => new URL(url, location.origin).pathname;
const queryOf = (url: string) => Object.fromEntries(new URL(url, location.origin).searchParams);
const flush = () => vi.advanceTimersByTimeAsync(0);
const toasts = () => [...document.body.querySelectorAll<HTMLElement>('.ui-toast')];
const toastTexts = () => toasts().map((t) => t.querySelector('p')?.textContent);
const alerts = () => [...document.body.querySelectorAll('[role="alert"]')];

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.head.querySelectorAll('meta[name="pautang-config"]').forEach((m) => m.remove());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { PautangNative?: unknown }).PautangNative;
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('request: JSON client', () => {
  it.each([
    {
      name: 'header values from the page query',
      query: FULL_QUERY,
      session: FULL_SESSION,
      headers: { building: 'b1', gather: 'g1' },
    },
    {
      name: 'empty header values when the query has none',
      query: '?sessionId=S1',
      session: { sessionId: 'S1', merchantNumber: 'PH0001' },
      headers: { building: '', gather: '' },
    },
  ])(
    'POSTs JSON to /attempt + path with the session in the query ($name)',
    async ({ query, session, headers }) => {
      const mod = await load(query);
      const fetchMock = stubFetch(ok({ email: 'e', smWa: '63', telephone: 't' }));
      await mod.request('contactKfInfo', { overall: 30 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const { url, init } = callOf(fetchMock);
      expect(pathOf(url)).toBe('/attempt/v3/personal-center/contact-kf-info');
      expect(url.startsWith('/attempt/')).toBe(true);
      expect(queryOf(url)).toEqual(session);
      expect(init.method).toBe('POST');
      expect(init.headers).toEqual({ ...XHR, ...headers, 'content-type': 'application/json' });
      expect(JSON.parse(String(init.body))).toEqual({ overall: 30 });
      expect(init.signal).toBeInstanceOf(AbortSignal);
    },
  );

  it('returns the whole envelope, failures included, without a toast', async () => {
    const mod = await load();
    stubFetch(reply({ code: 1001, message: 'Please check', data: null }));
    await expect(mod.request('contactKfInfo', { overall: 30 })).resolves.toEqual({
      code: 1001,
      message: 'Please check',
      data: null,
    });
    expect(toasts()).toHaveLength(0);
  });

  it.each([
    { name: 'fetch rejects', answer: new TypeError('Failed to fetch') },
    {
      name: 'the body is not JSON',
      answer: { json: async () => JSON.parse('<html>') } as unknown as Response,
    },
  ])('rejects with NetworkError when $name', async ({ answer }) => {
    const mod = await load();
    stubFetch(answer);
    const error = await mod.request('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.NetworkError);
    expect((error as Error).message).toBe('Network is unstable. Please check your connection and try again.');
  });
});

describe('request: form and multipart clients', () => {
  it.each([
    { name: 'from the page query', query: FULL_QUERY, headers: { swift: 's1', eyes: 'e1' } },
    { name: 'empty when absent', query: '?sessionId=S1', headers: { swift: '', eyes: '' } },
  ])('form client sends a form-encoded body and swift/eyes ($name)', async ({ query, headers }) => {
    const mod = await load(query);
    const fetchMock = stubFetch(ok({ list: [] }));
    await mod.request('cardInit', {
      product_id: '7',
      skipped: undefined,
      nothing: null,
      n: 3,
    });
    const { url, init } = callOf(fetchMock);
    expect(pathOf(url)).toBe('/attempt/v3/bind-card/card-init');
    expect(queryOf(url).sessionId).toBe('S1');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ ...XHR, ...headers, 'content-type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('product_id=7&n=3');
  });

  it('multipart client sends FormData with swift/eyes and lets the browser set the content type', async () => {
    const mod = await load();
    const fetchMock = stubFetch(reply({ code: '00', message: '', data: { url: 'u' } }));
    const form = new FormData();
    form.append('problemImage', 'img-bytes');
    await mod.request('uploadProblemImg', form);
    const { url, init } = callOf(fetchMock);
    expect(pathOf(url)).toBe('/attempt/user-problem/upload-problem-img');
    expect(init.headers).toEqual({ ...XHR, swift: 's1', eyes: 'e1' });
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('problemImage')).toBe('img-bytes');
  });
});

describe('request: GET', () => {
  it('puts the payload in the query string beside the session and sends no body', async () => {
    const mod = await load();
    const fetchMock = stubFetch(ok({}));
    await mod.request('loanDetails', { productId: 'P2', orderId: 'O2', absent: undefined });
    const { url, init } = callOf(fetchMock);
    expect(pathOf(url)).toBe('/attempt/v3/loan-details/loan-details');
    expect(queryOf(url)).toEqual({ ...FULL_SESSION, productId: 'P2', orderId: 'O2' });
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ ...XHR, building: 'b1', gather: 'g1' });
  });
});

describe('request: obfuscated wire mode', () => {
  const k = (name: string) => obfuscated.keyToWire(name);
  const wireSession = Object.fromEntries(Object.entries(FULL_SESSION).map(([key, v]) => [k(key), v]));
  const config = { wireMode: 'obfuscated' };

  it('the wire table really renames (guards the tests below)', async () => {
    const mod = await load(FULL_QUERY, config);
    expect(mod.currentWire().mode).toBe('obfuscated');
    expect(k('sessionId')).not.toBe('sessionId');
    expect(obfuscated.pathToWire('/v3/personal-center/contact-kf-info')).not.toBe(
      '/v3/personal-center/contact-kf-info',
    );
  });

  it.each([
    {
      name: 'JSON client',
      key: 'contactKfInfo' as const,
      payload: { overall: 30 },
      path: '/v3/personal-center/contact-kf-info',
      query: {},
      body: { [k('overall')]: 30 },
    },
    {
      name: 'JSON client, nested keys inside arrays',
      key: 'buriedPointUpload' as const,
      payload: { events: [{ kind: 'view', page: '/x', occurredAt: '2025-01-01T00:00:00.000Z' }] },
      path: '/v3/buried-point/upload',
      query: {},
      body: {
        [k('events')]: [
          { [k('kind')]: 'view', [k('page')]: '/x', [k('occurredAt')]: '2025-01-01T00:00:00.000Z' },
        ],
      },
    },
    {
      name: 'form client',
      key: 'cardInit' as const,
      payload: { product_id: '7' },
      path: '/v3/bind-card/card-init',
      query: {},
      body: { [k('product_id')]: '7' },
    },
    {
      name: 'GET',
      key: 'loanDetails' as const,
      payload: { productId: 'P2', orderId: 'O2' },
      path: '/v3/loan-details/loan-details',
      query: { [k('productId')]: 'P2', [k('orderId')]: 'O2' },
      body: undefined,
    },
  ])('$name: path, query keys and body keys are wire names', async ({ key, payload, path, query, body }) => {
    const mod = await load(FULL_QUERY, config);
    const fetchMock = stubFetch(ok({}));
    await mod.request(key, payload);
    const { url, init } = callOf(fetchMock);
    expect(pathOf(url)).toBe(`/attempt${obfuscated.pathToWire(path)}`);
    expect(queryOf(url)).toEqual({ ...wireSession, ...query });
    if (body === undefined) expect(init.body).toBeUndefined();
    else if (init.body instanceof URLSearchParams) expect(Object.fromEntries(init.body)).toEqual(body);
    else expect(JSON.parse(String(init.body))).toEqual(body);
    for (const logical of ['sessionId', 'deviceId', ...Object.keys(payload)]) {
      expect(url).not.toContain(`${logical}=`);
      expect(String(init.body ?? '')).not.toContain(logical);
    }
  });

  it('keeps the paths the spec already gives obfuscated', async () => {
    const mod = await load(FULL_QUERY, config);
    const fetchMock = stubFetch(reply({ code: '00', message: '', data: {} }));
    await mod.request('satire', {});
    expect(pathOf(callOf(fetchMock).url)).toBe('/attempt/gopia/goya/satire');
  });

  it('gives the response data back with logical names (api and request)', async () => {
    const mod = await load(FULL_QUERY, config);
    stubFetch(
      ok({ [k('email')]: 'cs@pautang.ph', [k('smWa')]: '639171234567', [k('telephone')]: '+63 2 8123 4567' }),
      ok({ [k('orderList')]: [{ [k('orderNo')]: 'N1', [k('status')]: 3 }], [k('tabs')]: null }),
    );
    await expect(mod.api('contactKfInfo', { overall: 30 })).resolves.toEqual({
      email: 'cs@pautang.ph',
      smWa: '639171234567',
      telephone: '+63 2 8123 4567',
    });
    const envelope = await mod.request('problemInit', {});
    expect(envelope.data).toEqual({ orderList: [{ orderNo: 'N1', status: 3 }], tabs: null });
  });
});

describe('request: time-out', () => {
  function hangingFetch() {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('aborts after 60000 ms and rejects with NetworkError', async () => {
    const mod = await load();
    const fetchMock = hangingFetch();
    const outcome = mod.request('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
    const settled = vi.fn();
    void outcome.then(settled);
    await vi.advanceTimersByTimeAsync(59999);
    expect(settled).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(await outcome).toBeInstanceOf(mod.NetworkError);
  });

  it('the time-out also covers reading the body', async () => {
    const mod = await load();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => ({
        // A real fetch body rejects with AbortError once the request's signal aborts.
        json: () =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      })),
    );
    const settled = vi.fn();
    const outcome = mod.request('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
    void outcome.then(settled);
    await vi.advanceTimersByTimeAsync(60000);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(await outcome).toBeInstanceOf(mod.NetworkError);
  });

  it('a call answered in time is not aborted later', async () => {
    const mod = await load();
    const fetchMock = stubFetch(ok({}));
    await mod.request('contactKfInfo', { overall: 30 });
    await vi.advanceTimersByTimeAsync(60000);
    expect(callOf(fetchMock).init.signal?.aborted).toBe(false);
  });
});

describe('api', () => {
  it.each([
    { name: 'numeric 0', code: 0 },
    { name: "string '0'", code: '0' },
  ])('returns only data on code $name, with no toast', async ({ code }) => {
    const mod = await load();
    const data = { email: 'e', smWa: '63', telephone: 't' };
    stubFetch(reply({ code, message: 'success', data }));
    await expect(mod.api('contactKfInfo', { overall: 30 })).resolves.toEqual(data);
    expect(toasts()).toHaveLength(0);
  });

  it.each([
    { code: 1001, message: 'Please check the information you entered.' },
    { code: 1005, message: 'We could not find what you were looking for.' },
    { code: 500, message: '处理失败' },
    { code: '01', message: 'server said no' },
  ])(
    'code $code shows the server message in a toast and rejects with ApiError',
    async ({ code, message }) => {
      const mod = await load();
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      stubFetch(reply({ code, message, data: null }));
      const error = await mod.api('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(mod.ApiError);
      expect(error).toMatchObject({ code, message, name: 'ApiError' });
      expect(alerts()).toHaveLength(1);
      expect(toastTexts()).toEqual([message]);
      // Not a session code: the bridge is not asked to sign in again.
      expect(info).not.toHaveBeenCalled();
    },
  );

  it('a 429 from a rate limit shows its message, with no Retry and no sign-in', async () => {
    const mod = await load();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const message = 'Too many requests. Please wait a moment and try again.';
    stubFetch({
      status: 429,
      ok: false,
      json: async () => ({ code: 1006, message, data: null, success: false }),
    } as unknown as Response);
    const error = await mod.api('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 1006, message, name: 'ApiError' });
    expect(toastTexts()).toEqual([message]);
    expect(document.body.querySelector('.ui-toast button')).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });

  it('toastOnError: false rejects without a toast', async () => {
    const mod = await load();
    stubFetch(reply({ code: 1001, message: 'nope', data: null }));
    await expect(mod.api('contactKfInfo', { overall: 30 }, { toastOnError: false })).rejects.toBeInstanceOf(
      mod.ApiError,
    );
    expect(toasts()).toHaveLength(0);
  });

  it.each([
    {
      name: "zeroZero: '00' resolves",
      key: 'satire',
      envelope: { code: '00', message: '', data: { a: 1 } },
      ok: true,
    },
    {
      name: 'zeroZero: 0 fails',
      key: 'satire',
      envelope: { code: 0, message: 'not 00', data: null },
      ok: false,
    },
    {
      name: "zeroZero: '0' fails",
      key: 'satire',
      envelope: { code: '0', message: 'not 00', data: null },
      ok: false,
    },
    {
      name: 'flag: success true resolves',
      key: 'problemSave',
      envelope: { code: 0, message: '', success: true, data: { a: 1 } },
      ok: true,
    },
    {
      name: 'flag: success false fails even with code 0',
      key: 'problemSave',
      envelope: { code: 0, message: 'refused', success: false, data: null },
      ok: false,
    },
  ] as const)('success signal per endpoint ($name)', async ({ key, envelope, ok: succeeds }) => {
    const mod = await load();
    stubFetch(reply(envelope));
    const outcome = await loose(mod)(key, {}).then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    if (succeeds) {
      expect(outcome).toEqual({ data: { a: 1 } });
      expect(toasts()).toHaveLength(0);
    } else {
      expect('error' in outcome && outcome.error).toBeInstanceOf(mod.ApiError);
      expect(toastTexts()).toEqual([envelope.message]);
    }
  });

  it.each([1002, 1003, 1004, '1003'])(
    'session code %s shows the message and posts offToLogin over the bridge',
    async (code) => {
      const postMessage = vi.fn();
      (window as { PautangNative?: unknown }).PautangNative = { postMessage };
      const mod = await load();
      stubFetch(reply({ code, message: 'Your session has expired. Please sign in again.', data: null }));
      const error = await mod.api('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(mod.ApiError);
      expect(toastTexts()).toEqual(['Your session has expired. Please sign in again.']);
      expect(postMessage).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toMatchObject({
        v: 1,
        action: 'offToLogin',
        payload: { reason: 'Your session has expired. Please sign in again.' },
      });
    },
  );

  it('a session code in a plain browser is logged by the bridge, even without the toast', async () => {
    const mod = await load();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubFetch(reply({ code: 1002, message: 'Please sign in to continue.', data: null }));
    await expect(mod.api('contactKfInfo', { overall: 30 }, { toastOnError: false })).rejects.toBeInstanceOf(
      mod.ApiError,
    );
    expect(info).toHaveBeenCalledWith('[bridge]', 'offToLogin', { reason: 'Please sign in to continue.' });
    expect(toasts()).toHaveLength(0);
  });

  it('a network failure offers Retry; Retry re-sends and the original call resolves with the data', async () => {
    const mod = await load();
    const data = { email: 'e', smWa: '63', telephone: 't' };
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), ok(data));
    const result = vi.fn();
    const call = mod.api('contactKfInfo', { overall: 30 }).then(result);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(alerts()).toHaveLength(1);
    expect(toastTexts()).toEqual(['Network is unstable. Please check your connection and try again.']);
    const retry = document.body.querySelector<HTMLButtonElement>('.ui-toast button');
    expect(retry?.textContent).toBe('Retry');
    expect(result).not.toHaveBeenCalled();
    retry?.click();
    await flush();
    await call;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(fetchMock, 1).url).toBe(callOf(fetchMock, 0).url);
    expect(result).toHaveBeenCalledWith(data);
    expect(toasts()).toHaveLength(0);
  });

  it('without Retry the call rejects with NetworkError after 10 s and the toast goes', async () => {
    const mod = await load();
    const fetchMock = stubFetch(new TypeError('Failed to fetch'));
    const outcome = mod.api('contactKfInfo', { overall: 30 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9999);
    expect(alerts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(mod.NetworkError);
    expect(toasts()).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('onNetworkError replaces the toast and receives a retry function', async () => {
    const mod = await load();
    const fetchMock = stubFetch(
      new TypeError('Failed to fetch'),
      ok({ email: 'e', smWa: '63', telephone: 't' }),
    );
    const onNetworkError = vi.fn();
    const call = mod.api('contactKfInfo', { overall: 30 }, { onNetworkError });
    await flush();
    expect(toasts()).toHaveLength(0);
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    const [error, retry] = onNetworkError.mock.calls[0] as [unknown, () => void];
    expect(error).toBeInstanceOf(mod.NetworkError);
    expect(typeof retry).toBe('function');
    retry();
    await expect(call).resolves.toEqual({ email: 'e', smWa: '63', telephone: 't' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("loading: true shows 'loading...' while pending and hides it afterwards", async () => {
    const mod = await load();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = mod.api('contactKfInfo', { overall: 30 }, { loading: true });
    await flush();
    expect(toastTexts()).toEqual(['loading...']);
    expect(document.body.querySelector('.ui-toast--loading')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(toastTexts()).toEqual(['loading...']);
    answer(ok({ email: 'e', smWa: '63', telephone: 't' }));
    await call;
    expect(toasts()).toHaveLength(0);
  });

  it('loading: true then a failed code swaps the loading toast for the error', async () => {
    const mod = await load();
    stubFetch(reply({ code: 1001, message: 'bad', data: null }));
    await expect(mod.api('contactKfInfo', { overall: 30 }, { loading: true })).rejects.toBeInstanceOf(
      mod.ApiError,
    );
    expect(document.body.querySelector('.ui-toast--loading')).toBeNull();
    expect(toastTexts()).toEqual(['bad']);
  });

  it('the error toast lasts 2 s', async () => {
    const mod = await load();
    stubFetch(reply({ code: 1001, message: 'Please check', data: null }));
    await mod.api('contactKfInfo', { overall: 30 }).catch(() => undefined);
    expect(mod.ERROR_TOAST_MS).toBe(2000);
    await vi.advanceTimersByTimeAsync(1900);
    expect(toastTexts()).toEqual(['Please check']);
    await vi.advanceTimersByTimeAsync(200);
    expect(toasts()).toHaveLength(0);
  });
});
