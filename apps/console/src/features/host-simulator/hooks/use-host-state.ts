import type { CertifyStep, ProductApply } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { useReducer } from 'react';
import type { DemoBorrower } from '../api/get-demo-borrowers';
import type { CallProblem, InboundCall } from './use-bridge-messages';

/**
 * What the phone shows. 'h5' is the web view; the others are the native app's own screens. `page` and
 * `product` are pushed over a live web view (a real app keeps it underneath), so Back returns to it.
 * `certify` is the profile: the list of steps (step null) or one step's form.
 */
export type NativeScreen =
  | { name: 'h5' }
  | { name: 'home' }
  | { name: 'mine' }
  | { name: 'product'; productId: string; productName?: string }
  | { name: 'certify'; step: CertifyStep | null }
  | { name: 'decision'; decision: ProductApply; productName: string }
  | { name: 'deleteAccount' }
  | { name: 'page'; page: string; params?: Record<string, string> }
  | { name: 'closed' };

/**
 * A web view instance. A new key remounts the iframe, so each open starts with its own fresh history. `returnTo`
 * is the native screen a journey step opened it from (bind bank from Home, loan confirmation from the decision):
 * when the H5 closes it, the app goes back there instead of showing the closed web view.
 */
export type Webview = { key: number; src: string; returnTo?: NativeScreen | undefined };

export type LogEntry = {
  seq: number;
  at: string;
  id: string;
  action: string;
  payload: unknown;
  problem?: CallProblem;
};

/** A message in the phone's notification tray: pushed by the H5 (bridge notify) or found by the app's tray poll. */
export type TrayItem = { key: number; title: string; body: string; link: string };

export type HostState = {
  borrower: DemoBorrower | null;
  session: SessionParams | null;
  screen: NativeScreen;
  webview: Webview | null;
  /** The frame's path as last read; what "Reopen last page" opens after the web view closed. */
  framePath: string | null;
  calling: string | null;
  bankFlowActive: boolean;
  /** Newest first. */
  log: LogEntry[];
  seq: number;
  webviewsOpened: number;
  /** The notification tray, newest first. */
  tray: TrayItem[];
  traySeq: number;
};

export type HostAction =
  | { type: 'signedIn'; borrower: DemoBorrower; session: SessionParams }
  | { type: 'signedOut' }
  | { type: 'openH5'; src: string; returnTo?: NativeScreen }
  /** A native screen the app itself opens (a product, a profile step, a decision), over any web view. */
  | { type: 'show'; screen: NativeScreen }
  | { type: 'reopenH5' }
  | { type: 'showTab'; tab: 'home' | 'mine' }
  | { type: 'nativeBack' }
  | { type: 'webviewClosed' }
  | { type: 'framePathRead'; path: string }
  | { type: 'callEnded' }
  | { type: 'bridgeCall'; call: InboundCall; at: string }
  /** The app's tray poll found messages (oldest first). */
  | { type: 'trayReceived'; items: readonly Omit<TrayItem, 'key'>[] }
  /** A tap on a tray item: it leaves the tray and its link (src; '' for none) opens in the web view. */
  | { type: 'trayOpened'; key: number; src: string };

// Enough for a long demo without the panel growing without bound.
export const LOG_LIMIT = 200;

export const initialHostState: HostState = {
  borrower: null,
  session: null,
  screen: { name: 'home' },
  webview: null,
  framePath: null,
  calling: null,
  bankFlowActive: false,
  log: [],
  seq: 0,
  webviewsOpened: 0,
  tray: [],
  traySeq: 0,
};

// Enough for a demo; the oldest fall off, as a phone's tray collapses them.
export const TRAY_LIMIT = 20;

/**
 * Adds messages on top of the tray. The same message can come twice, from the H5's notify and from the app's own
 * poll (a real app keys them by id; the bridge's payload has none): one already in the tray is not added again.
 */
function addToTray(state: HostState, items: readonly Omit<TrayItem, 'key'>[]): HostState {
  let { tray, traySeq } = state;
  for (const item of items) {
    const same = (t: TrayItem) => t.title === item.title && t.body === item.body && t.link === item.link;
    if (tray.some(same)) continue;
    traySeq += 1;
    tray = [{ key: traySeq, title: item.title, body: item.body, link: item.link }, ...tray];
  }
  return tray === state.tray ? state : { ...state, tray: tray.slice(0, TRAY_LIMIT), traySeq };
}

// The log outlives the session: the offToLogin call that ended it is worth seeing.
const signedOut = (state: HostState): HostState => ({
  ...initialHostState,
  log: state.log,
  seq: state.seq,
  webviewsOpened: state.webviewsOpened,
  traySeq: state.traySeq,
});

// Closing the web view also ends a bank flow: no page is left to send endBank.
const withoutWebview = (state: HostState, screen: NativeScreen): HostState => ({
  ...state,
  screen,
  webview: null,
  bankFlowActive: false,
});

function appendLog(state: HostState, call: InboundCall, at: string): HostState {
  const seq = state.seq + 1;
  const entry: LogEntry = call.ok
    ? { seq, at, id: call.message.id, action: call.message.action, payload: call.message.payload }
    : { seq, at, id: call.id, action: call.action, payload: call.payload, problem: call.problem };
  return { ...state, seq, log: [entry, ...state.log].slice(0, LOG_LIMIT) };
}

function applyCall(state: HostState, call: InboundCall): HostState {
  if (!call.ok) return state;
  const message = call.message;
  switch (message.action) {
    case 'closeWebview':
      return withoutWebview(state, state.webview?.returnTo ?? { name: 'closed' });
    case 'to':
      return {
        ...state,
        screen: { name: 'page', page: message.payload.page, params: message.payload.params },
      };
    case 'toP':
      return {
        ...state,
        screen: {
          name: 'product',
          productId: message.payload.productId,
          productName: message.payload.productName,
        },
      };
    case 'toHome':
      return withoutWebview(state, { name: 'home' });
    case 'toMine':
      return withoutWebview(state, { name: 'mine' });
    case 'offToLogin':
      return signedOut(state);
    case 'callTelephone':
      return { ...state, calling: message.payload.phone };
    case 'startBank':
      return { ...state, bankFlowActive: true };
    case 'endBank':
      return { ...state, bankFlowActive: false };
    case 'notify':
      return addToTray(state, [message.payload]);
    // Logged only: rating, tracking and event answers have no visible native effect here (the Back handshake
    // reads eventResult separately, because it needs timing the reducer does not have).
    case 'toRate':
    case 'closeRepayDialog':
    case 'confirmBurialPoint':
    case 'eventResult':
      return state;
  }
}

/** Back on a native screen (the web view's own Back is the handshake in use-native-back). */
function backFrom(state: HostState): NativeScreen {
  const { screen } = state;
  switch (screen.name) {
    case 'page':
    case 'product':
      return state.webview ? { name: 'h5' } : { name: 'home' };
    case 'certify':
      return screen.step ? { name: 'certify', step: null } : { name: 'home' };
    case 'deleteAccount':
      return { name: 'mine' };
    case 'mine':
    case 'closed':
    case 'decision':
      return { name: 'home' };
    case 'home':
    case 'h5':
      return screen;
  }
}

export function hostReducer(state: HostState, action: HostAction): HostState {
  switch (action.type) {
    case 'signedIn':
      return { ...signedOut(state), borrower: action.borrower, session: action.session };
    case 'signedOut':
      return signedOut(state);
    case 'openH5':
      return {
        ...state,
        screen: { name: 'h5' },
        webview: { key: state.webviewsOpened + 1, src: action.src, returnTo: action.returnTo },
        webviewsOpened: state.webviewsOpened + 1,
        framePath: action.src,
        bankFlowActive: false,
      };
    case 'reopenH5':
      return state.framePath ? hostReducer(state, { type: 'openH5', src: state.framePath }) : state;
    case 'showTab':
      return withoutWebview(state, { name: action.tab });
    case 'show':
      return { ...state, screen: action.screen };
    case 'nativeBack': {
      const screen = backFrom(state);
      return screen === state.screen ? state : { ...state, screen };
    }
    case 'webviewClosed':
      return state.webview ? withoutWebview(state, state.webview.returnTo ?? { name: 'closed' }) : state;
    case 'framePathRead':
      return action.path === state.framePath || !state.webview ? state : { ...state, framePath: action.path };
    case 'callEnded':
      return { ...state, calling: null };
    case 'bridgeCall':
      return applyCall(appendLog(state, action.call, action.at), action.call);
    case 'trayReceived':
      return addToTray(state, action.items);
    case 'trayOpened': {
      const next = { ...state, tray: state.tray.filter((item) => item.key !== action.key) };
      return action.src ? hostReducer(next, { type: 'openH5', src: action.src }) : next;
    }
  }
}

export function useHostState() {
  return useReducer(hostReducer, initialHostState);
}
