// The native bridge (docs/NATIVE-BRIDGE.md): Android JavaScript interface, iOS WKWebView message handler, or a
// parent frame (the host simulator), checked in that order. In a plain browser the call is only logged.
import {
  ANDROID_INTERFACE,
  BRIDGE_VERSION,
  FRAME_SOURCE_H5,
  FRAME_SOURCE_HOST,
  IOS_HANDLER,
  WEB_RECEIVER,
  EARLY_MESSAGES,
  type EarlyMessage,
  type BridgeAction,
  type BridgeActions,
  type BridgeMessage,
  type NativeEvent,
  type NativeEventName,
} from '@pautang/contract/bridge';
import { createPartyId } from '@pautang/contract/format/party-id';

type AndroidInterface = { postMessage(json: string): void };
type IosHandlers = { [IOS_HANDLER]?: { postMessage(message: unknown): void } };
type BridgeWindow = Window & {
  [ANDROID_INTERFACE]?: AndroidInterface;
  webkit?: { messageHandlers?: IosHandlers };
  [WEB_RECEIVER]?: { receive(message: string | NativeEvent): void };
};

export type BridgeTransport = 'android' | 'ios' | 'frame' | 'none';

// The server renderer imports this module too; the bridge only ever acts in a browser.
const w = (typeof window === 'undefined' ? {} : window) as BridgeWindow;

export function transport(): BridgeTransport {
  if (w[ANDROID_INTERFACE]?.postMessage) return 'android';
  if (w.webkit?.messageHandlers?.[IOS_HANDLER]) return 'ios';
  if (window.parent !== window) return 'frame';
  return 'none';
}

/** The parent frame must be our own origin (the host simulator is served by the same server). */
const parentOrigin = () => location.origin;

export function callNative<A extends BridgeAction>(
  action: A,
  ...args: BridgeActions[A] extends Record<string, never> ? [] : [BridgeActions[A]]
): void {
  const payload = (args[0] ?? {}) as BridgeActions[A];
  const message: BridgeMessage<A> = { v: BRIDGE_VERSION, id: createPartyId(), action, payload };
  switch (transport()) {
    case 'android':
      w[ANDROID_INTERFACE]?.postMessage(JSON.stringify(message));
      return;
    case 'ios':
      w.webkit?.messageHandlers?.[IOS_HANDLER]?.postMessage(message);
      return;
    case 'frame':
      window.parent.postMessage({ source: FRAME_SOURCE_H5, ...message }, parentOrigin());
      return;
    case 'none':
      console.info('[bridge]', action, payload);
  }
}

type Handler = () => boolean;
const handlers = new Map<NativeEventName, Set<Handler>>();

/** Subscribes to a native event; return true from the handler when the page handled it. */
export function onNativeEvent(event: NativeEventName, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(message: NativeEvent): void {
  if (message?.v !== BRIDGE_VERSION || typeof message.event !== 'string') return;
  let handled = false;
  // The newest subscriber (the screen on top) gets the first chance.
  for (const handler of [...(handlers.get(message.event) ?? [])].reverse()) {
    let used = false;
    try {
      used = handler();
    } catch (error) {
      // A failing screen handler must still let the host do its default.
      console.error(error);
    }
    if (used) {
      handled = true;
      break;
    }
  }
  callNative('eventResult', { id: String(message.id), event: message.event, handled });
}

const receive = (raw: unknown) => {
  try {
    dispatch(typeof raw === 'string' ? (JSON.parse(raw) as NativeEvent) : (raw as NativeEvent));
  } catch {
    // A malformed message from the host is ignored rather than breaking the page.
  }
};

const onFrameMessage = (e: MessageEvent) => {
  if (e.origin !== parentOrigin() || e.source !== window.parent) return;
  const data = e.data as (NativeEvent & { source?: string }) | undefined;
  if (data?.source === FRAME_SOURCE_HOST) dispatch(data);
};

// What the host sent before the app arrived (main.tsx kept it), handed over at install, answered once the screen
// is live (replayEarlyMessages).
let early: EarlyMessage[] = [];

export function installNativeReceiver(): void {
  const kept = (w as unknown as Record<string, unknown>)[EARLY_MESSAGES];
  if (Array.isArray(kept)) early = kept as EarlyMessage[];
  delete (w as unknown as Record<string, unknown>)[EARLY_MESSAGES];
  w[WEB_RECEIVER] = { receive };
  window.addEventListener('message', onFrameMessage);
}

/**
 * Answers what the host sent before the app was here, in order, as if it had just arrived: called once the
 * screen is live, so its own handlers (the back button's pop-up) get their chance.
 */
export function replayEarlyMessages(): void {
  const messages = early;
  early = [];
  for (const m of messages) {
    if ('receive' in m) receive(m.receive);
    else onFrameMessage(m.event);
  }
}
