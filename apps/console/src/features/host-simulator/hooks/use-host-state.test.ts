// @vitest-environment happy-dom
import type { BridgeAction, BridgeActions } from '@pautang/contract/bridge';
import { describe, expect, it } from 'vitest';
import type { AnyBridgeMessage, InboundCall } from './use-bridge-messages';
import {
  hostReducer,
  initialHostState,
  LOG_LIMIT,
  TRAY_LIMIT,
  type HostAction,
  type HostState,
} from './use-host-state';

const AT = '2025-03-01T04:05:06.000Z';
const borrower = { userId: '10001', name: 'Maria Santos', mobilePhone: '09171234501', clientType: 'new' };
const session = { userId: '10001', sessionId: 's-1', mobilePhone: '09171234501' };

const reduce = (state: HostState, ...actions: HostAction[]) => actions.reduce(hostReducer, state);

/** Signed in, with the H5 open in the web view. */
const inH5 = () =>
  reduce(
    initialHostState,
    { type: 'signedIn', borrower, session },
    { type: 'openH5', src: '/customerService?userId=10001' },
  );

let seq = 0;
function bridge<A extends BridgeAction>(action: A, payload: BridgeActions[A]): HostAction {
  seq += 1;
  const message = { v: 1, id: `m-${seq}`, action, payload } as AnyBridgeMessage;
  return { type: 'bridgeCall', call: { ok: true, message }, at: AT };
}

describe('hostReducer: bridge calls', () => {
  it('closeWebview removes the web view and shows Web view closed', () => {
    const state = reduce(inH5(), bridge('closeWebview', {}));
    expect(state.webview).toBeNull();
    expect(state.screen).toEqual({ name: 'closed' });
  });

  it('to shows the named native page over the live web view', () => {
    const state = reduce(inH5(), bridge('to', { page: 'orderList', params: { tab: '2' } }));
    expect(state.screen).toEqual({ name: 'page', page: 'orderList', params: { tab: '2' } });
    expect(state.webview).not.toBeNull();
  });

  it('toP shows the product screen', () => {
    const state = reduce(inH5(), bridge('toP', { productId: 'P7', productName: 'Quick Cash' }));
    expect(state.screen).toEqual({ name: 'product', productId: 'P7', productName: 'Quick Cash' });
  });

  it('toHome and toMine close the web view and switch tab', () => {
    expect(reduce(inH5(), bridge('toHome', {}))).toMatchObject({ screen: { name: 'home' }, webview: null });
    expect(reduce(inH5(), bridge('toMine', {}))).toMatchObject({ screen: { name: 'mine' }, webview: null });
  });

  it('callTelephone opens the call dialog until it is closed', () => {
    const calling = reduce(inH5(), bridge('callTelephone', { phone: '0288881234' }));
    expect(calling.calling).toBe('0288881234');
    expect(calling.screen).toEqual({ name: 'h5' });
    expect(reduce(calling, { type: 'callEnded' }).calling).toBeNull();
  });

  it('offToLogin drops the session and returns to sign-in, keeping the log', () => {
    const state = reduce(inH5(), bridge('offToLogin', { reason: 'expired' }));
    expect(state.session).toBeNull();
    expect(state.borrower).toBeNull();
    expect(state.webview).toBeNull();
    expect(state.log.map((e) => e.action)).toEqual(['offToLogin']);
  });

  it('startBank and endBank switch the bank-flow badge', () => {
    const started = reduce(inH5(), bridge('startBank', { orderId: 'O1' }));
    expect(started.bankFlowActive).toBe(true);
    expect(reduce(started, bridge('endBank', { result: 'saved' })).bankFlowActive).toBe(false);
    expect(reduce(started, bridge('closeWebview', {})).bankFlowActive).toBe(false);
  });

  it('toRate, confirmBurialPoint and eventResult are logged without a visible effect', () => {
    const before = inH5();
    const after = reduce(
      before,
      bridge('toRate', { score: 5 }),
      bridge('confirmBurialPoint', { event: 'loan_click' }),
      bridge('eventResult', { id: 'e-1', event: 'back', handled: true }),
    );
    expect({ ...after, log: [], seq: 0 }).toEqual({ ...before, log: [], seq: 0 });
    expect(after.log.map((e) => e.action)).toEqual(['eventResult', 'confirmBurialPoint', 'toRate']);
  });

  it('logs every call newest first with time, id and payload', () => {
    const state = reduce(inH5(), bridge('toRate', { score: 4 }), bridge('to', { page: 'login' }));
    expect(state.log[0]).toMatchObject({ action: 'to', at: AT, payload: { page: 'login' } });
    expect(state.log[1]).toMatchObject({ action: 'toRate', payload: { score: 4 } });
    expect(state.log[0]!.seq).toBeGreaterThan(state.log[1]!.seq);
  });

  it('logs a call it cannot act on, with its problem, and changes nothing else', () => {
    const rejected: InboundCall = {
      ok: false,
      problem: 'unknownAction',
      id: 'x',
      action: 'toMoon',
      payload: {},
    };
    const before = inH5();
    const after = hostReducer(before, { type: 'bridgeCall', call: rejected, at: AT });
    expect(after.screen).toEqual(before.screen);
    expect(after.log[0]).toMatchObject({ action: 'toMoon', problem: 'unknownAction' });
  });

  it('keeps the log bounded', () => {
    let state = inH5();
    for (let i = 0; i < LOG_LIMIT + 5; i += 1) state = hostReducer(state, bridge('toRate', {}));
    expect(state.log).toHaveLength(LOG_LIMIT);
  });
});

describe('hostReducer: the native side', () => {
  it('starts signed out; signing in shows Home', () => {
    expect(initialHostState.session).toBeNull();
    const state = hostReducer(initialHostState, { type: 'signedIn', borrower, session });
    expect(state).toMatchObject({ session, borrower, screen: { name: 'home' }, webview: null });
  });

  it('each opened web view gets a new key, so the iframe starts fresh', () => {
    const first = inH5();
    const second = hostReducer(first, { type: 'openH5', src: '/aboutUs' });
    expect(second.webview!.key).not.toBe(first.webview!.key);
    expect(second.framePath).toBe('/aboutUs');
  });

  it('Back on a pushed native page returns to the web view; on Mine or closed it goes Home', () => {
    const onPage = reduce(inH5(), bridge('to', { page: 'orderList' }));
    expect(hostReducer(onPage, { type: 'nativeBack' }).screen).toEqual({ name: 'h5' });
    const mine = reduce(inH5(), { type: 'showTab', tab: 'mine' });
    expect(hostReducer(mine, { type: 'nativeBack' }).screen).toEqual({ name: 'home' });
    const home = reduce(inH5(), { type: 'showTab', tab: 'home' });
    expect(hostReducer(home, { type: 'nativeBack' })).toBe(home);
  });

  it('the Back fallback closes the web view, and reopening goes to the last path read', () => {
    const moved = reduce(inH5(), { type: 'framePathRead', path: '/aboutUs?userId=10001' });
    const closed = hostReducer(moved, { type: 'webviewClosed' });
    expect(closed).toMatchObject({ screen: { name: 'closed' }, webview: null });
    const reopened = hostReducer(closed, { type: 'reopenH5' });
    expect(reopened.screen).toEqual({ name: 'h5' });
    expect(reopened.webview!.src).toBe('/aboutUs?userId=10001');
  });

  it('Back walks the journey: a profile step to the list to Home, delete account to Mine, a decision Home', () => {
    const signedIn = hostReducer(initialHostState, { type: 'signedIn', borrower, session });
    const step = hostReducer(signedIn, { type: 'show', screen: { name: 'certify', step: 'city' } });
    const list = hostReducer(step, { type: 'nativeBack' });
    expect(list.screen).toEqual({ name: 'certify', step: null });
    expect(hostReducer(list, { type: 'nativeBack' }).screen).toEqual({ name: 'home' });
    const deleting = hostReducer(signedIn, { type: 'show', screen: { name: 'deleteAccount' } });
    expect(hostReducer(deleting, { type: 'nativeBack' }).screen).toEqual({ name: 'mine' });
    const decision = hostReducer(signedIn, {
      type: 'show',
      screen: {
        name: 'decision',
        productName: 'Pautang Flex',
        decision: {
          decisionId: 'D1',
          outcome: 'declined',
          message: 'No.',
          amount: 0,
          termDays: 0,
          nextUrl: '',
        },
      },
    });
    expect(hostReducer(decision, { type: 'nativeBack' }).screen).toEqual({ name: 'home' });
  });

  it('a web view opened from a journey step returns there when the H5 closes it or Back closes it', () => {
    const signedIn = hostReducer(initialHostState, { type: 'signedIn', borrower, session });
    const binding = hostReducer(signedIn, { type: 'openH5', src: '/bindBank', returnTo: { name: 'home' } });
    expect(reduce(binding, bridge('closeWebview', {})).screen).toEqual({ name: 'home' });
    expect(hostReducer(binding, { type: 'webviewClosed' })).toMatchObject({
      screen: { name: 'home' },
      webview: null,
    });
    // Opened without one (a Mine link, a scenario), the closed web view is shown, with Reopen.
    const plain = hostReducer(signedIn, { type: 'openH5', src: '/aboutUs' });
    expect(reduce(plain, bridge('closeWebview', {})).screen).toEqual({ name: 'closed' });
  });

  it('ignores path reads while no web view is open (a late poll)', () => {
    const closed = reduce(inH5(), bridge('closeWebview', {}));
    expect(hostReducer(closed, { type: 'framePathRead', path: '/other' })).toBe(closed);
  });

  it('signing out returns to the picker and keeps the log', () => {
    const state = reduce(inH5(), bridge('toRate', {}), { type: 'signedOut' });
    expect(state.session).toBeNull();
    expect(state.log).toHaveLength(1);
  });
});

describe('hostReducer: the notification tray (issue 29)', () => {
  const message = (n: number) => ({
    title: `Title ${n}`,
    body: `Body ${n}`,
    link: `/loanDetail?orderId=O${n}`,
  });

  it('notify puts the message on top of the tray and keeps the web view where it is', () => {
    const state = reduce(inH5(), bridge('notify', message(1)), bridge('notify', message(2)));
    expect(state.tray.map((t) => t.title)).toEqual(['Title 2', 'Title 1']);
    expect(state.screen).toEqual({ name: 'h5' });
    expect(state.log.map((e) => e.action)).toEqual(['notify', 'notify']);
  });

  it('shows a message once when the H5 and the poll both bring it, and keeps the newest TRAY_LIMIT', () => {
    let state = reduce(inH5(), bridge('notify', message(1)), { type: 'trayReceived', items: [message(1)] });
    expect(state.tray).toHaveLength(1);
    state = reduce(state, {
      type: 'trayReceived',
      items: Array.from({ length: TRAY_LIMIT + 5 }, (_, i) => message(i + 2)),
    });
    expect(state.tray).toHaveLength(TRAY_LIMIT);
    expect(state.tray[0]?.title).toBe(`Title ${TRAY_LIMIT + 6}`);
  });

  it('a tap opens the link in a new web view and takes the message off; one without a link is only dismissed', () => {
    const state = reduce(inH5(), { type: 'trayReceived', items: [message(1), { ...message(2), link: '' }] });
    const [noLink, withLink] = state.tray;
    const opened = reduce(state, { type: 'trayOpened', key: withLink!.key, src: '/loanDetail?orderId=O1' });
    expect(opened.webview?.src).toBe('/loanDetail?orderId=O1');
    expect(opened.webview?.key).toBe((state.webview?.key ?? 0) + 1);
    expect(opened.tray.map((t) => t.title)).toEqual(['Title 2']);
    const dismissed = reduce(opened, { type: 'trayOpened', key: noLink!.key, src: '' });
    expect(dismissed.tray).toEqual([]);
    expect(dismissed.webview).toEqual(opened.webview);
  });

  it('signing out empties the tray', () => {
    const state = reduce(inH5(), bridge('notify', message(1)), { type: 'signedOut' });
    expect(state.tray).toEqual([]);
  });
});
