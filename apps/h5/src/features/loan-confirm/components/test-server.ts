// Test helpers for the confirmation screens: a fake server behind fetch (by logical path, plain wire mode), the
// bridge messages the page sends (Android transport), native events and settling pending calls.
import { act } from 'react';
import { vi } from 'vitest';
import type { BridgeMessage } from '@pautang/contract/bridge';

export type Sent = { path: string; method: string; query: URLSearchParams; body: Record<string, unknown> };
/** Answers a call: an envelope object, or an Error for a network failure; a Promise defers the answer. */
export type Answer = unknown;
export type Route = Answer | ((sent: Sent) => Answer);

export const ok = (data: unknown) => ({ code: 0, message: 'success', data });
export const okZeroZero = (data: unknown) => ({ code: '00', message: 'success', data });
export const fail = (code: number | string, message: string) => ({ code, message, data: null });

export function stubServer(routes: Record<string, Route | Route[]>) {
  const sent: Sent[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, location.origin);
      const path = u.pathname.replace(/^\/attempt/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const call: Sent = { path, method: init.method ?? 'GET', query: u.searchParams, body };
      sent.push(call);
      const queue = queues.get(path);
      if (!queue?.length) throw new Error(`no answer prepared for ${path}`);
      const route = queue.length > 1 ? queue.shift() : queue[0];
      const answer = await (typeof route === 'function' ? (route as (s: Sent) => Answer)(call) : route);
      if (answer instanceof Error) throw answer;
      return { json: async () => answer } as unknown as Response;
    }),
  );
  return { sent, calls: (path: string) => sent.filter((s) => s.path === path) };
}

/** A promise resolved from outside, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type NativeWindow = Window & {
  PautangNative?: { postMessage(json: string): void };
  pautangBridge?: { receive(message: string): void };
};

/** Captures what the page sends to the host app. */
export function stubBridge() {
  const messages: BridgeMessage[] = [];
  (window as NativeWindow).PautangNative = {
    postMessage: (json: string) => messages.push(JSON.parse(json) as BridgeMessage),
  };
  return {
    messages,
    actions: () => messages.map((m) => m.action),
    eventResults: () => messages.filter((m) => m.action === 'eventResult').map((m) => m.payload),
  };
}

export function removeBridge() {
  delete (window as NativeWindow).PautangNative;
}

/** The host's native back action, delivered the way the host does (docs/NATIVE-BRIDGE.md). */
export function nativeBack(id = 'back-1') {
  act(() => {
    (window as NativeWindow).pautangBridge?.receive(JSON.stringify({ v: 1, id, event: 'back' }));
  });
}

/** Lets pending calls and renders finish. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

export const toastTexts = () => [...document.querySelectorAll('.ui-toast p')].map((p) => p.textContent ?? '');

/** The value shown beside a label in a description list. */
export function valueOf(label: string, within: ParentNode = document.body): string | undefined {
  const dt = [...within.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt?.nextElementSibling?.textContent ?? undefined;
}

export const PARTY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type FrameSettings = {
  enableIframePageLoading: boolean;
  disableIframePageLoading: boolean;
  navigation: { disableChildFrameNavigation: boolean };
};

/** happy-dom settings under which an <iframe src> stays a plain element: no load, no logged error. */
export function quietFrames() {
  const settings = () => (window as unknown as { happyDOM: { settings: FrameSettings } }).happyDOM.settings;
  let saved: [boolean, boolean, boolean] | undefined;
  return {
    on() {
      const s = settings();
      saved = [
        s.enableIframePageLoading,
        s.disableIframePageLoading,
        s.navigation.disableChildFrameNavigation,
      ];
      s.enableIframePageLoading = true;
      s.disableIframePageLoading = false;
      s.navigation.disableChildFrameNavigation = true;
    },
    off() {
      if (!saved) return;
      const s = settings();
      [s.enableIframePageLoading, s.disableIframePageLoading, s.navigation.disableChildFrameNavigation] =
        saved;
    },
  };
}
