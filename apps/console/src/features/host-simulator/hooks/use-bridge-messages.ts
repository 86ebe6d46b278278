import {
  BRIDGE_ACTIONS,
  BRIDGE_VERSION,
  FRAME_SOURCE_H5,
  type BridgeAction,
  type BridgeMessage,
} from '@pautang/contract/bridge';
import { useEffect, useEffectEvent } from 'react';

/** A bridge message narrowed by its action, so a switch on `action` types the payload. */
export type AnyBridgeMessage = { [A in BridgeAction]: BridgeMessage<A> }[BridgeAction];

export type CallProblem = 'unknownAction' | 'badPayload' | 'unsupportedVersion';

/**
 * A call from our H5 frame. Calls the host cannot act on are still returned (and logged) so a developer sees
 * the misspelt action or bad payload instead of a silent no-op.
 */
export type InboundCall =
  | { ok: true; message: AnyBridgeMessage }
  | { ok: false; problem: CallProblem; id: string; action: string; payload: unknown };

// BRIDGE_ACTIONS lists what the H5 may ask for; eventResult is the H5's answer to a native event.
const KNOWN_ACTIONS = new Set<string>([...BRIDGE_ACTIONS, 'eventResult']);

// Fields whose absence would make the host act on garbage (render an object as a page name, dial nothing).
const REQUIRED_STRINGS: Partial<Record<BridgeAction, string[]>> = {
  to: ['page'],
  toP: ['productId'],
  callTelephone: ['phone'],
  confirmBurialPoint: ['event'],
  eventResult: ['id', 'event'],
  notify: ['title', 'body', 'link'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function payloadProblem(action: BridgeAction, payload: Record<string, unknown>): boolean {
  if ((REQUIRED_STRINGS[action] ?? []).some((key) => typeof payload[key] !== 'string')) return true;
  if (action === 'eventResult' && typeof payload.handled !== 'boolean') return true;
  if (action === 'endBank' && payload.result !== 'saved' && payload.result !== 'cancelled') return true;
  return false;
}

export type ExpectedSender = { origin: string; frame: Window | null };

/**
 * Reads one `message` event. Only our own origin, only the current H5 frame (not another tab, extension or
 * stale frame) and only traffic marked as the H5's; anything else is not ours and is ignored without a trace.
 */
export function readBridgeMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: ExpectedSender,
): InboundCall | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.frame || event.source !== expected.frame) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.source !== FRAME_SOURCE_H5) return null;

  const id = typeof data.id === 'string' ? data.id : String(data.id ?? '');
  const action = typeof data.action === 'string' ? data.action : String(data.action ?? '');
  const payload = data.payload === undefined ? {} : data.payload;
  const rejected = (problem: CallProblem): InboundCall => ({ ok: false, problem, id, action, payload });

  if (data.v !== BRIDGE_VERSION) return rejected('unsupportedVersion');
  if (!KNOWN_ACTIONS.has(action)) return rejected('unknownAction');
  if (!isRecord(payload) || payloadProblem(action as BridgeAction, payload)) return rejected('badPayload');
  return { ok: true, message: { v: BRIDGE_VERSION, id, action, payload } as AnyBridgeMessage };
}

/** Listens on the console window for calls from the frame that `getFrame` returns at the time of the message. */
export function useBridgeMessages(getFrame: () => Window | null, onCall: (call: InboundCall) => void): void {
  const deliver = useEffectEvent((call: InboundCall) => onCall(call));

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const call = readBridgeMessage(event, { origin: window.location.origin, frame: getFrame() });
      if (call) deliver(call);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [getFrame]);
}
