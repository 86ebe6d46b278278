// @vitest-environment happy-dom
import { FRAME_SOURCE_HOST } from '@pautang/contract/bridge';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../testing/test-utils';
import {
  BACK_REPLY_TIMEOUT_MS,
  frameCanGoBack,
  useNativeBack,
  type NativeBackOptions,
} from './use-native-back';

function fakeFrame(historyLength = 1) {
  return { postMessage: vi.fn(), history: { length: historyLength, back: vi.fn() } } as unknown as Window & {
    postMessage: ReturnType<typeof vi.fn>;
  };
}

function setup(frame: Window | null = fakeFrame(), options: Partial<NativeBackOptions> = {}) {
  let current = frame;
  let ids = 0;
  const onUnhandled = vi.fn((): 'history' | 'closed' => 'closed');
  const getFrame = () => current;
  const createId = () => `e-${(ids += 1)}`;
  const { result, unmount } = renderHook(() =>
    useNativeBack({ getFrame, onUnhandled, createId, ...options }),
  );
  return {
    result,
    unmount,
    onUnhandled,
    setFrame: (next: Window | null) => {
      current = next;
    },
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNativeBack', () => {
  it('posts a back event, marked as the host’s, to the frame on our own origin', () => {
    const frame = fakeFrame();
    const { result } = setup(frame);
    act(() => void result.current.pressBack());
    expect(frame.postMessage).toHaveBeenCalledWith(
      { v: 1, id: 'e-1', event: 'back', source: FRAME_SOURCE_HOST },
      window.location.origin,
    );
    expect(result.current.outcome).toBe('waiting');
  });

  it('does nothing more when the H5 answers handled within the time limit', () => {
    const { result, onUnhandled } = setup();
    act(() => void result.current.pressBack());
    advance(BACK_REPLY_TIMEOUT_MS - 100);
    act(() => void result.current.receiveEventResult({ id: 'e-1', event: 'back', handled: true }));
    advance(BACK_REPLY_TIMEOUT_MS * 4);
    expect(onUnhandled).not.toHaveBeenCalled();
    expect(result.current.outcome).toBe('handled');
  });

  it('falls back to the native default when no answer comes within 500 ms', () => {
    const frame = fakeFrame();
    const { result, onUnhandled } = setup(frame);
    act(() => void result.current.pressBack());
    advance(BACK_REPLY_TIMEOUT_MS - 1);
    expect(onUnhandled).not.toHaveBeenCalled();
    advance(1);
    expect(onUnhandled).toHaveBeenCalledExactlyOnceWith(frame);
    expect(result.current.outcome).toBe('closed');
  });

  it('falls back at once when the H5 answers not handled', () => {
    const { result, onUnhandled } = setup();
    act(() => void result.current.pressBack());
    act(() => void result.current.receiveEventResult({ id: 'e-1', event: 'back', handled: false }));
    expect(onUnhandled).toHaveBeenCalledTimes(1);
    advance(BACK_REPLY_TIMEOUT_MS * 2);
    expect(onUnhandled).toHaveBeenCalledTimes(1);
  });

  it('ignores answers to other ids and answers that come too late', () => {
    const { result, onUnhandled } = setup();
    act(() => void result.current.pressBack());
    expect(result.current.receiveEventResult({ id: 'other', event: 'back', handled: true })).toBe(false);
    advance(BACK_REPLY_TIMEOUT_MS);
    expect(onUnhandled).toHaveBeenCalledTimes(1);
    expect(result.current.receiveEventResult({ id: 'e-1', event: 'back', handled: true })).toBe(false);
    expect(result.current.outcome).toBe('closed');
  });

  it('tracks each press on its own', () => {
    const { result, onUnhandled } = setup();
    act(() => void result.current.pressBack());
    act(() => void result.current.pressBack());
    act(() => void result.current.receiveEventResult({ id: 'e-2', event: 'back', handled: true }));
    advance(BACK_REPLY_TIMEOUT_MS);
    expect(onUnhandled).toHaveBeenCalledTimes(1);
  });

  it('skips the default when the web view it was meant for is already gone', () => {
    const { result, onUnhandled, setFrame } = setup();
    act(() => void result.current.pressBack());
    setFrame(fakeFrame());
    advance(BACK_REPLY_TIMEOUT_MS);
    expect(onUnhandled).not.toHaveBeenCalled();
  });

  it('returns null and sends nothing without a frame', () => {
    const { result, onUnhandled } = setup(null);
    let id: string | null = 'unset';
    act(() => {
      id = result.current.pressBack();
    });
    expect(id).toBeNull();
    advance(BACK_REPLY_TIMEOUT_MS);
    expect(onUnhandled).not.toHaveBeenCalled();
  });

  it('cancels pending timers on unmount', () => {
    const { result, onUnhandled, unmount } = setup();
    act(() => void result.current.pressBack());
    unmount();
    advance(BACK_REPLY_TIMEOUT_MS);
    expect(onUnhandled).not.toHaveBeenCalled();
  });
});

describe('frameCanGoBack', () => {
  it('uses history.length against the length the frame loaded with', () => {
    expect(frameCanGoBack(fakeFrame(1))).toBe(false);
    expect(frameCanGoBack(fakeFrame(2))).toBe(true);
    expect(frameCanGoBack(fakeFrame(3), 3)).toBe(false);
    expect(frameCanGoBack(fakeFrame(4), 3)).toBe(true);
  });

  it('prefers the Navigation API, which sees only the frame’s own entries', () => {
    const frame = Object.assign(fakeFrame(5), { navigation: { canGoBack: false } });
    expect(frameCanGoBack(frame)).toBe(false);
    frame.navigation.canGoBack = true;
    expect(frameCanGoBack(frame, 9)).toBe(true);
  });
});
