// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestModule from './request';
import type * as TrackingModule from './tracking';

type Sent = { url: string; init: RequestInit; events: Record<string, unknown>[] };

const SESSION_QUERY = '?sessionId=S1&userId=U1&building=b1&gather=g1&swift=s1';
const listeners: [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = [];
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

async function load(
  search = SESSION_QUERY,
): Promise<{ tracking: typeof TrackingModule; request: typeof RequestModule }> {
  history.replaceState(null, '', `/orders${search}`);
  vi.resetModules();
  const tracking = await import('./tracking');
  const request = await import('./request');
  return { tracking, request };
}

function sent(): Sent[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url,
    init,
    events: (JSON.parse(String(init.body)) as { events: Record<string, unknown>[] }).events,
  }));
}

// Remembers the listeners a module instance adds, so no earlier instance records clicks in a later test.
function trackListeners(target: EventTarget) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, 'addEventListener').mockImplementation(
    (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (listener) listeners.push([target, type, listener, options]);
      add(type, listener, options);
    },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
  fetchMock = vi.fn(async (_url: string, _init: RequestInit) => ({ json: async () => ({}) }) as Response);
  vi.stubGlobal('fetch', fetchMock);
  trackListeners(document);
  trackListeners(window);
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [target, type, listener, options] of listeners.splice(0))
    target.removeEventListener(type, listener, options);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('batching', () => {
  it('waits 3 s after the first event, then sends with keepalive and the request layer headers', async () => {
    const { tracking, request } = await load();
    const at = new Date().toISOString();
    tracking.trackView('/orders');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [batch] = sent();
    const expected = request.buildRequest('buriedPointUpload', { events: batch?.events as never });
    expect(batch?.url).toBe(expected.url);
    expect(new URL(batch?.url ?? '', location.origin).pathname).toBe('/attempt/v3/buried-point/upload');
    expect(new URL(batch?.url ?? '', location.origin).searchParams.get('sessionId')).toBe('S1');
    expect(batch?.init.keepalive).toBe(true);
    expect(batch?.init.method).toBe('POST');
    expect(batch?.init.headers).toEqual(expected.init.headers);
    expect(batch?.init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      building: 'b1',
      gather: 'g1',
      'content-type': 'application/json',
    });
    expect(batch?.events).toEqual([{ kind: 'view', page: '/orders', occurredAt: at }]);
  });

  it('the 3 s run from the first event of a batch', async () => {
    const { tracking } = await load();
    tracking.trackView('/a');
    await vi.advanceTimersByTimeAsync(2000);
    tracking.trackView('/b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent().map((b) => b.events.map((e) => e.page))).toEqual([['/a', '/b']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    { count: 1, immediately: [], after3s: [1] },
    { count: 9, immediately: [], after3s: [9] },
    { count: 10, immediately: [10], after3s: [] },
    { count: 11, immediately: [10], after3s: [1] },
    { count: 23, immediately: [10, 10], after3s: [3] },
  ])(
    '$count events: batches of $immediately at once, $after3s after 3 s',
    async ({ count, immediately, after3s }) => {
      const { tracking } = await load();
      for (let i = 0; i < count; i++) tracking.trackClick(`button-${i}`);
      expect(sent().map((b) => b.events.length)).toEqual(immediately);
      await vi.advanceTimersByTimeAsync(3000);
      expect(sent().map((b) => b.events.length)).toEqual([...immediately, ...after3s]);
      const elements = sent().flatMap((b) => b.events.map((e) => e.element));
      expect(elements).toEqual(Array.from({ length: count }, (_, i) => `button-${i}`));
    },
  );

  it('sends nothing without a sessionId', async () => {
    const { tracking } = await load('?userId=U1&orderId=O1');
    tracking.trackView('/orders');
    await vi.advanceTimersByTimeAsync(3000);
    for (let i = 0; i < 12; i++) tracking.trackClick(`b${i}`);
    tracking.flushTracking();
    await vi.advanceTimersByTimeAsync(10000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed send is swallowed', async () => {
    const { tracking } = await load();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    tracking.trackView('/orders');
    tracking.flushTracking();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('truncates element and label to 200 characters', async () => {
    const { tracking } = await load();
    tracking.trackClick('e'.repeat(250), 'l'.repeat(250));
    tracking.flushTracking();
    const [event] = sent()[0]?.events ?? [];
    expect(String(event?.element)).toHaveLength(200);
    expect(String(event?.label)).toHaveLength(200);
  });
});

describe('installClickTracking', () => {
  it.each([
    {
      name: 'a marked button',
      html: '<button data-track="repay">  Repay now </button>',
      click: 'button',
      event: { element: 'repay', label: 'Repay now' },
    },
    {
      name: 'a child of a marked element',
      html: '<a data-track="bind-card" href="#"><span class="t">Bind card</span></a>',
      click: '.t',
      event: { element: 'bind-card', label: 'Bind card' },
    },
    {
      name: 'the nearest marked ancestor',
      html: '<section data-track="outer"><div data-track="inner"><i>Go</i></div></section>',
      click: 'i',
      event: { element: 'inner', label: 'Go' },
    },
    {
      name: 'a marked element without text',
      html: '<div data-track="banner"></div>',
      click: 'div',
      event: { element: 'banner' },
    },
    { name: 'an unmarked element', html: '<button>Untracked</button>', click: 'button', event: undefined },
  ])('records $name', async ({ html, click, event }) => {
    const { tracking } = await load();
    tracking.installClickTracking();
    document.body.innerHTML = html;
    document.body.querySelector<HTMLElement>(click)?.click();
    await vi.advanceTimersByTimeAsync(3000);
    if (event === undefined) {
      expect(fetchMock).not.toHaveBeenCalled();
      return;
    }
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.events).toEqual([
      { kind: 'click', page: '/orders', ...event, occurredAt: expect.any(String) as unknown },
    ]);
  });

  it('cuts the label to 80 characters', async () => {
    const { tracking } = await load();
    tracking.installClickTracking();
    document.body.innerHTML = `<button data-track="long">${'x'.repeat(120)}</button>`;
    document.body.querySelector('button')?.click();
    tracking.flushTracking();
    expect(sent()[0]?.events[0]?.label).toBe('x'.repeat(80));
  });

  it('does not record clicks before it is installed', async () => {
    const { tracking } = await load();
    document.body.innerHTML = '<button data-track="repay">Repay</button>';
    document.body.querySelector('button')?.click();
    tracking.flushTracking();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'pagehide', fire: () => window.dispatchEvent(new Event('pagehide')) },
    {
      name: 'visibilitychange to hidden',
      fire: () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    },
  ])('flushes at once on $name', async ({ fire }) => {
    const { tracking } = await load();
    tracking.installClickTracking();
    tracking.trackView('/orders');
    fire();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()[0]?.init.keepalive).toBe(true);
  });

  it('a visibilitychange to visible does not flush', async () => {
    const { tracking } = await load();
    tracking.installClickTracking();
    tracking.trackView('/orders');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
