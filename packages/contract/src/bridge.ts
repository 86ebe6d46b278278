// The native bridge protocol (docs/NATIVE-BRIDGE.md): the messages the H5 sends to the host app and back.
// Shared by the H5 (apps/h5/src/lib/bridge.ts) and the host simulator (apps/console).

export const BRIDGE_VERSION = 1;

/**
 * The eleven actions of spec 1 §1, closeRepayDialog (spec 2 §4.6) and notify (issue 29), with the payload each
 * carries.
 */
export type BridgeActions = {
  /** Open a page of the host app by name (e.g. 'orderList', 'login'), with optional parameters. */
  to: { page: string; params?: Record<string, string> };
  closeWebview: Record<string, never>;
  /** Open the host app's product page. */
  toP: { productId: string; productName?: string };
  toHome: Record<string, never>;
  toMine: Record<string, never>;
  /** The session is gone: the host shows its sign-in. */
  offToLogin: { reason?: string };
  callTelephone: { phone: string };
  /** Open the app-store rating flow; score is the borrower's pick. */
  toRate: { score?: number };
  /** Confirm a tracking point to the host's analytics. */
  confirmBurialPoint: { event: string; params?: Record<string, string> };
  /** The bank-binding flow starts and ends (the host may hide its own chrome meanwhile). */
  startBank: { orderId?: string; productId?: string; source?: string };
  endBank: { result: 'saved' | 'cancelled'; orderId?: string };
  /** Android: a card repayment went through; the host closes its own repayment dialog under the web view. */
  closeRepayDialog: { orderId?: string };
  /**
   * A new message for the borrower arrived while the H5 was open (issue 29): the host shows it in its notification
   * tray; a tap opens link (an H5 path and query, without the session: the host adds it) in the web view.
   */
  notify: { title: string; body: string; link: string };
  /** The H5's answer to a native event: whether it handled it (if not, the host does its default). */
  eventResult: { id: string; event: NativeEventName; handled: boolean };
};

export type BridgeAction = keyof BridgeActions;

export const BRIDGE_ACTIONS = [
  'to',
  'closeWebview',
  'toP',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
  'closeRepayDialog',
  'notify',
] as const satisfies readonly BridgeAction[];

/** H5 → host. */
export type BridgeMessage<A extends BridgeAction = BridgeAction> = {
  v: typeof BRIDGE_VERSION;
  id: string;
  action: A;
  payload: BridgeActions[A];
};

/** Host → H5 events. 'back' is the native back button or gesture. */
export type NativeEventName = 'back';
export type NativeEvent = { v: typeof BRIDGE_VERSION; id: string; event: NativeEventName };

/** Marks our postMessage traffic apart from anything else a frame may receive. */
export const FRAME_SOURCE_H5 = 'pautang-h5';
export const FRAME_SOURCE_HOST = 'pautang-host';

/** Android: addJavascriptInterface(object, ANDROID_INTERFACE) with a postMessage(String json) method. */
export const ANDROID_INTERFACE = 'PautangNative';
/** iOS: WKUserContentController.add(handler, name: IOS_HANDLER). */
export const IOS_HANDLER = 'pautang';
/** Native → web: the host calls window[WEB_RECEIVER].receive(json) through evaluateJavascript. */
export const WEB_RECEIVER = 'pautangBridge';

/**
 * Until the app has loaded (it starts after the first paint), the page's first script (apps/h5/src/main.tsx, which
 * spells both names out: it imports nothing the app bundles) answers at WEB_RECEIVER and keeps what the host
 * sends, in arrival order, under this window property: the host's message or a window 'message' event. The app's
 * bridge takes them over and handles each once the screen is live.
 */
export const EARLY_MESSAGES = '__pautangEarlyMessages';
export type EarlyMessage = { receive: unknown } | { event: MessageEvent };
