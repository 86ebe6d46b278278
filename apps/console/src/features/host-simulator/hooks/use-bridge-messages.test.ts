// @vitest-environment happy-dom
import { FRAME_SOURCE_H5, FRAME_SOURCE_HOST } from '@pautang/contract/bridge';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../testing/test-utils';
import { readBridgeMessage, useBridgeMessages, type InboundCall } from './use-bridge-messages';

const ORIGIN = 'http://localhost:3000';
const frame = {} as Window;
const expected = { origin: ORIGIN, frame };

const event = (data: unknown, overrides: Partial<{ origin: string; source: unknown }> = {}) =>
  ({
    origin: ORIGIN,
    source: frame as MessageEventSource,
    data,
    ...overrides,
  }) as Pick<MessageEvent, 'origin' | 'source' | 'data'>;

const call = (action: string, payload: unknown = {}, extra: Record<string, unknown> = {}) => ({
  source: FRAME_SOURCE_H5,
  v: 1,
  id: 'm-1',
  action,
  payload,
  ...extra,
});

describe('readBridgeMessage', () => {
  it('accepts a well-formed call from the H5 frame', () => {
    expect(readBridgeMessage(event(call('to', { page: 'orderList' })), expected)).toEqual({
      ok: true,
      message: { v: 1, id: 'm-1', action: 'to', payload: { page: 'orderList' } },
    });
  });

  it('ignores a message from another origin', () => {
    expect(readBridgeMessage(event(call('toHome'), { origin: 'https://evil.example' }), expected)).toBeNull();
  });

  it('ignores a message from another window, and everything while no frame is open', () => {
    expect(readBridgeMessage(event(call('toHome'), { source: {} }), expected)).toBeNull();
    expect(readBridgeMessage(event(call('toHome'), { source: window }), expected)).toBeNull();
    expect(readBridgeMessage(event(call('toHome')), { origin: ORIGIN, frame: null })).toBeNull();
  });

  it('ignores traffic not marked as the H5’s, including our own host events echoed back', () => {
    expect(readBridgeMessage(event({ ...call('toHome'), source: FRAME_SOURCE_HOST }), expected)).toBeNull();
    expect(readBridgeMessage(event({ v: 1, id: 'x', action: 'toHome', payload: {} }), expected)).toBeNull();
    expect(readBridgeMessage(event('{"action":"toHome"}'), expected)).toBeNull();
    expect(readBridgeMessage(event(null), expected)).toBeNull();
  });

  it('treats a missing payload as empty', () => {
    const data: Record<string, unknown> = call('closeWebview');
    delete data.payload;
    expect(readBridgeMessage(event(data), expected)).toMatchObject({ ok: true, message: { payload: {} } });
  });

  it('accepts eventResult, the H5’s answer to a native event', () => {
    const result = readBridgeMessage(
      event(call('eventResult', { id: 'e-1', event: 'back', handled: true })),
      expected,
    );
    expect(result).toMatchObject({ ok: true, message: { action: 'eventResult' } });
  });

  it('returns calls it cannot act on, with the reason, so the log shows them', () => {
    expect(readBridgeMessage(event(call('toMoon')), expected)).toEqual({
      ok: false,
      problem: 'unknownAction',
      id: 'm-1',
      action: 'toMoon',
      payload: {},
    });
    expect(readBridgeMessage(event(call('to', { page: 7 })), expected)).toMatchObject({
      ok: false,
      problem: 'badPayload',
    });
    expect(readBridgeMessage(event(call('callTelephone', {})), expected)).toMatchObject({
      problem: 'badPayload',
    });
    expect(readBridgeMessage(event(call('toHome', [])), expected)).toMatchObject({ problem: 'badPayload' });
    expect(readBridgeMessage(event(call('endBank', { result: 'maybe' })), expected)).toMatchObject({
      problem: 'badPayload',
    });
    expect(
      readBridgeMessage(event(call('eventResult', { id: 'e', event: 'back', handled: 'yes' })), expected),
    ).toMatchObject({ problem: 'badPayload' });
    expect(readBridgeMessage(event(call('toHome', {}, { v: 2 })), expected)).toMatchObject({
      problem: 'unsupportedVersion',
    });
  });
});

describe('useBridgeMessages', () => {
  const post = (source: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: call('toMine'),
          origin: window.location.origin,
          source: source as MessageEventSource,
        }),
      );
    });

  it('delivers accepted window messages from the current frame only', () => {
    const received: InboundCall[] = [];
    const frameWindow = {} as Window;
    renderHook(() =>
      useBridgeMessages(
        () => frameWindow,
        (c) => received.push(c),
      ),
    );

    post(frameWindow);
    post({});
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ ok: true, message: { action: 'toMine' } });
  });

  it('stops listening when unmounted', () => {
    const onCall = vi.fn();
    const frameWindow = {} as Window;
    const { unmount } = renderHook(() => useBridgeMessages(() => frameWindow, onCall));
    unmount();
    post(frameWindow);
    expect(onCall).not.toHaveBeenCalled();
  });
});
