// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BridgeModule from './bridge';

// Fakes of the three native transports, installed on window before bridge.ts is loaded afresh.

type Fakes = { android?: boolean; ios?: boolean; frame?: boolean };
type TestWindow = Window & {
  PautangNative?: unknown;
  webkit?: unknown;
  pautangBridge?: { receive(message: unknown): void };
};

const w = window as TestWindow;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const parentDescriptor = Object.getOwnPropertyDescriptor(window, 'parent');
const listeners: [string, EventListenerOrEventListenerObject][] = [];

let android: ReturnType<typeof vi.fn>;
let ios: ReturnType<typeof vi.fn>;
let parent: { postMessage: ReturnType<typeof vi.fn> };
let info: ReturnType<typeof vi.spyOn>;

async function load(fakes: Fakes): Promise<typeof BridgeModule> {
  if (fakes.android) w.PautangNative = { postMessage: android };
  if (fakes.ios) w.webkit = { messageHandlers: { pautang: { postMessage: ios } } };
  if (fakes.frame)
    Object.defineProperty(window, 'parent', { value: parent, configurable: true, writable: true });
  vi.resetModules();
  return import('./bridge');
}

beforeEach(() => {
  android = vi.fn();
  ios = vi.fn();
  parent = { postMessage: vi.fn() };
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // Remember the message listeners each module instance adds, so none outlives its test.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (!listener) return;
      listeners.push([type, listener]);
      add(type, listener, options);
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  delete w.PautangNative;
  delete w.webkit;
  delete w.pautangBridge;
  if (parentDescriptor) Object.defineProperty(window, 'parent', parentDescriptor);
});

describe('callNative transports', () => {
  it.each([
    {
      name: 'Android before iOS and a frame',
      fakes: { android: true, ios: true, frame: true },
      expected: 'android',
    },
    { name: 'iOS before a frame', fakes: { ios: true, frame: true }, expected: 'ios' },
    { name: 'a parent frame', fakes: { frame: true }, expected: 'frame' },
    { name: 'a plain browser', fakes: {}, expected: 'none' },
  ] as const)('$name → $expected', async ({ fakes, expected }) => {
    const bridge = await load(fakes);
    expect(bridge.transport()).toBe(expected);
    bridge.callNative('callTelephone', { phone: '+63 2 8123 4567' });
    const message = {
      v: 1,
      id: expect.stringMatching(ID),
      action: 'callTelephone',
      payload: { phone: '+63 2 8123 4567' },
    };

    expect(android).toHaveBeenCalledTimes(expected === 'android' ? 1 : 0);
    expect(ios).toHaveBeenCalledTimes(expected === 'ios' ? 1 : 0);
    expect(parent.postMessage).toHaveBeenCalledTimes(expected === 'frame' ? 1 : 0);
    expect(info).toHaveBeenCalledTimes(expected === 'none' ? 1 : 0);

    if (expected === 'android') {
      const sent = android.mock.calls[0]?.[0] as unknown;
      expect(typeof sent).toBe('string');
      expect(JSON.parse(sent as string)).toEqual(message);
    }
    if (expected === 'ios') {
      expect(ios).toHaveBeenCalledWith(message);
    }
    if (expected === 'frame') {
      expect(parent.postMessage).toHaveBeenCalledWith({ source: 'pautang-h5', ...message }, location.origin);
      expect(location.origin).toBe('http://localhost:3000');
    }
    if (expected === 'none') {
      expect(info).toHaveBeenCalledWith('[bridge]', 'callTelephone', { phone: '+63 2 8123 4567' });
    }
  });

  it.each([
    { name: 'an Android object without postMessage', setup: () => (w.PautangNative = {}) },
    { name: 'iOS without the pautang handler', setup: () => (w.webkit = { messageHandlers: { other: {} } }) },
  ])('$name is not a transport', async ({ setup }) => {
    setup();
    const bridge = await load({});
    expect(bridge.transport()).toBe('none');
  });

  it('sends {} for actions without a payload and a fresh id per message', async () => {
    const bridge = await load({ ios: true });
    bridge.callNative('closeWebview');
    bridge.callNative('toHome');
    const [first, second] = ios.mock.calls.map(
      (c) => c[0] as { id: string; action: string; payload: unknown },
    );
    expect(first).toMatchObject({ v: 1, action: 'closeWebview', payload: {} });
    expect(second).toMatchObject({ v: 1, action: 'toHome', payload: {} });
    expect(first?.id).toMatch(ID);
    expect(first?.id).not.toBe(second?.id);
  });

  it('detects the transport at call time, not at import', async () => {
    const bridge = await load({});
    expect(bridge.transport()).toBe('none');
    w.PautangNative = { postMessage: android };
    bridge.callNative('toMine');
    expect(android).toHaveBeenCalledTimes(1);
  });
});

describe('native events through window.pautangBridge.receive', () => {
  const results = () =>
    android.mock.calls
      .map((c) => JSON.parse(String(c[0])) as { action: string; payload: unknown })
      .filter((m) => m.action === 'eventResult')
      .map((m) => m.payload);

  async function setup(answers: boolean[]) {
    const bridge = await load({ android: true });
    bridge.installNativeReceiver();
    const order: number[] = [];
    const unsubscribe = answers.map((answer, i) =>
      bridge.onNativeEvent('back', () => {
        order.push(i);
        return answer;
      }),
    );
    return { bridge, order, unsubscribe };
  }

  it.each([
    { name: 'the newest handles it', answers: [true, true, true], order: [2], handled: true },
    { name: 'a middle one handles it', answers: [true, true, false], order: [2, 1], handled: true },
    { name: 'the oldest handles it', answers: [true, false, false], order: [2, 1, 0], handled: true },
    { name: 'none handles it', answers: [false, false, false], order: [2, 1, 0], handled: false },
    { name: 'no handler at all', answers: [], order: [], handled: false },
  ])(
    'newest first, stops at the first true, replies eventResult ($name)',
    async ({ answers, order, handled }) => {
      const s = await setup(answers);
      w.pautangBridge?.receive(JSON.stringify({ v: 1, id: 'x', event: 'back' }));
      expect(s.order).toEqual(order);
      expect(results()).toEqual([{ id: 'x', event: 'back', handled }]);
    },
  );

  it('an unsubscribed handler is skipped', async () => {
    const s = await setup([false, true]);
    s.unsubscribe[1]?.();
    w.pautangBridge?.receive(JSON.stringify({ v: 1, id: 'y', event: 'back' }));
    expect(s.order).toEqual([0]);
    expect(results()).toEqual([{ id: 'y', event: 'back', handled: false }]);
  });

  it('a handler that throws still lets the host do its default', async () => {
    const bridge = await load({ android: true });
    bridge.installNativeReceiver();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.onNativeEvent('back', () => {
      throw new Error('screen bug');
    });
    w.pautangBridge?.receive(JSON.stringify({ v: 1, id: 't', event: 'back' }));
    expect(results()).toEqual([{ id: 't', event: 'back', handled: false }]);
    quiet.mockRestore();
  });

  it('accepts an object as well as a JSON string', async () => {
    const s = await setup([true]);
    w.pautangBridge?.receive({ v: 1, id: 'z', event: 'back' });
    expect(s.order).toEqual([0]);
    expect(results()).toEqual([{ id: 'z', event: 'back', handled: true }]);
  });

  it.each([
    { name: 'malformed JSON', raw: '{"v":1,' },
    { name: 'another protocol version', raw: JSON.stringify({ v: 2, id: 'x', event: 'back' }) },
    { name: 'no event', raw: JSON.stringify({ v: 1, id: 'x' }) },
    { name: 'null', raw: 'null' },
  ])('ignores $name without throwing or replying', async ({ raw }) => {
    const s = await setup([true]);
    expect(() => w.pautangBridge?.receive(raw)).not.toThrow();
    expect(s.order).toEqual([]);
    expect(results()).toEqual([]);
  });
});

describe('native events from a parent frame', () => {
  const hostEvent = { source: 'pautang-host', v: 1, id: 'm1', event: 'back' };

  it.each([
    {
      name: 'our parent, our origin, host source',
      origin: 'own',
      from: 'parent',
      data: hostEvent,
      accepted: true,
    },
    {
      name: 'a foreign origin',
      origin: 'https://evil.example',
      from: 'parent',
      data: hostEvent,
      accepted: false,
    },
    { name: 'another window', origin: 'own', from: 'other', data: hostEvent, accepted: false },
    { name: 'no source window', origin: 'own', from: 'none', data: hostEvent, accepted: false },
    {
      name: 'our own outgoing message',
      origin: 'own',
      from: 'parent',
      data: { ...hostEvent, source: 'pautang-h5' },
      accepted: false,
    },
    {
      name: 'data without source',
      origin: 'own',
      from: 'parent',
      data: { v: 1, id: 'm1', event: 'back' },
      accepted: false,
    },
  ])('$name → accepted: $accepted', async ({ origin, from, data, accepted }) => {
    const bridge = await load({ frame: true });
    bridge.installNativeReceiver();
    const handler = vi.fn(() => true);
    bridge.onNativeEvent('back', handler);
    const source = from === 'parent' ? parent : from === 'other' ? { postMessage: vi.fn() } : null;
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: origin === 'own' ? location.origin : origin,
        source: source as unknown as Window,
      }),
    );
    expect(handler).toHaveBeenCalledTimes(accepted ? 1 : 0);
    expect(parent.postMessage).toHaveBeenCalledTimes(accepted ? 1 : 0);
    if (accepted) {
      expect(parent.postMessage).toHaveBeenCalledWith(
        {
          source: 'pautang-h5',
          v: 1,
          id: expect.stringMatching(ID),
          action: 'eventResult',
          payload: { id: 'm1', event: 'back', handled: true },
        },
        location.origin,
      );
    }
  });
});

describe('what the host sends before the app has loaded (the page first script keeps it)', () => {
  const results = () =>
    android.mock.calls
      .map((c) => JSON.parse(String(c[0])) as { action: string; payload: { id: string; handled: boolean } })
      .filter((m) => m.action === 'eventResult')
      .map((m) => m.payload);

  it('is answered in order once the screen is live, by the screen’s own handler, and only once', async () => {
    w.PautangNative = { postMessage: android };
    vi.resetModules();
    // The page's first script (main.tsx), under the names contract/bridge.ts gives them.
    const { EARLY_MESSAGES, WEB_RECEIVER } = await import('@pautang/contract/bridge');
    await import('../main');
    const early = (window as unknown as Record<string, unknown>)[EARLY_MESSAGES];
    expect(Array.isArray(early)).toBe(true);
    const receiver = (window as unknown as Record<string, { receive(m: unknown): void }>)[WEB_RECEIVER];
    receiver?.receive(JSON.stringify({ v: 1, id: 'early-1', event: 'back' }));
    receiver?.receive('not json');
    receiver?.receive({ v: 1, id: 'early-2', event: 'back' });
    expect(results()).toEqual([]);

    const bridge = await import('./bridge');
    bridge.installNativeReceiver();
    // Handed over: the first script keeps nothing more.
    expect((window as unknown as Record<string, unknown>)[EARLY_MESSAGES]).toBeUndefined();
    const handler = vi.fn(() => true);
    bridge.onNativeEvent('back', handler);
    bridge.replayEarlyMessages();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(results()).toEqual([
      { id: 'early-1', event: 'back', handled: true },
      { id: 'early-2', event: 'back', handled: true },
    ]);
    bridge.replayEarlyMessages();
    expect(handler).toHaveBeenCalledTimes(2);
    // From now on the app's receiver answers at once.
    w.pautangBridge?.receive(JSON.stringify({ v: 1, id: 'late', event: 'back' }));
    expect(results().map((r) => r.id)).toEqual(['early-1', 'early-2', 'late']);
  });
});
