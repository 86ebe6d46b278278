import {
  BRIDGE_VERSION,
  FRAME_SOURCE_HOST,
  type BridgeActions,
  type NativeEvent,
} from '@pautang/contract/bridge';
import { createPartyId } from '@pautang/contract/format/party-id';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the H5 has to say it handled Back before the host does its default, as a real app would. */
export const BACK_REPLY_TIMEOUT_MS = 500;

/** A native event as posted to the frame: the contract's event plus the marker the H5 filters on. */
export type FrameNativeEvent = NativeEvent & { source: typeof FRAME_SOURCE_HOST };

export type BackOutcome = 'waiting' | 'handled' | 'history' | 'closed';

type NavigationLike = { canGoBack?: unknown };

/**
 * Whether Back can step back inside the frame. The Navigation API sees only the frame's own entries, so it is
 * exact. history.length counts the whole tab's joint history (the console's entries too), so the fallback
 * compares it with the length the frame first loaded with.
 */
export function frameCanGoBack(frame: Window, historyLengthAtLoad = 1): boolean {
  const navigation = (frame as Window & { navigation?: NavigationLike }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return frame.history.length > historyLengthAtLoad;
}

export type NativeBackOptions = {
  getFrame: () => Window | null;
  /** The native default when the H5 did not handle Back; returns what it did. Must be stable. */
  onUnhandled: (frame: Window) => 'history' | 'closed';
  timeoutMs?: number;
  createId?: () => string;
};

type Pending = { frame: Window; timer: ReturnType<typeof setTimeout> };

/**
 * The Back handshake: post a 'back' event to the frame, then wait for the H5's eventResult with the same id.
 * handled: true ends it; handled: false, or no answer in time, runs the native default.
 */
export function useNativeBack({
  getFrame,
  onUnhandled,
  timeoutMs = BACK_REPLY_TIMEOUT_MS,
  createId = createPartyId,
}: NativeBackOptions) {
  const pending = useRef(new Map<string, Pending>());
  const [outcome, setOutcome] = useState<BackOutcome | null>(null);

  const settle = useCallback(
    (id: string, handled: boolean): boolean => {
      const entry = pending.current.get(id);
      if (!entry) return false;
      clearTimeout(entry.timer);
      pending.current.delete(id);
      if (handled) {
        setOutcome('handled');
      } else if (getFrame() === entry.frame) {
        setOutcome(onUnhandled(entry.frame));
      } else {
        // The web view this Back was meant for is gone already; acting now would hit the next one.
        setOutcome(null);
      }
      return true;
    },
    [getFrame, onUnhandled],
  );

  const pressBack = useCallback((): string | null => {
    const frame = getFrame();
    if (!frame) return null;
    const id = createId();
    const event: FrameNativeEvent = { v: BRIDGE_VERSION, id, event: 'back', source: FRAME_SOURCE_HOST };
    frame.postMessage(event, window.location.origin);
    const timer = setTimeout(() => settle(id, false), timeoutMs);
    pending.current.set(id, { frame, timer });
    setOutcome('waiting');
    return id;
  }, [createId, getFrame, settle, timeoutMs]);

  /** Feed every eventResult here; answers to events this host did not send (or too late) are ignored. */
  const receiveEventResult = useCallback(
    (result: BridgeActions['eventResult']): boolean =>
      result.event === 'back' && settle(result.id, result.handled),
    [settle],
  );

  const clearOutcome = useCallback(() => setOutcome(null), []);

  useEffect(() => {
    const map = pending.current;
    return () => {
      for (const { timer } of map.values()) clearTimeout(timer);
      map.clear();
    };
  }, []);

  return { pressBack, receiveEventResult, outcome, clearOutcome };
}
