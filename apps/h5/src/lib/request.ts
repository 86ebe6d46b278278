// The request layer of spec 1 §1: a JSON client (headers building, gather) and a form client (swift, eyes), both
// with the XMLHttpRequest marker, a 60000 ms time-out and the session parameters in the query string. Names cross
// the wire through the wire-name table. `request` returns only the body and passes failures on; `api` adds the
// shared handling: a failed code shows its message for 2 s, a lost session goes back to the host's sign-in, and
// a network failure offers Retry.
import { isSuccess, type Envelope } from '@pautang/contract/envelope';
import {
  API_PREFIX,
  builtEndpoints as endpoints,
  type BuiltEndpointKey as EndpointKey,
  type WireFacts,
} from '@pautang/contract/endpoints';
import { SIGN_IN_AGAIN_CODES } from '@pautang/contract/error-codes';
import type { BuiltCall, RequestOf, ResponseOf } from '@pautang/contract/calls';
import { REQUEST_TIMEOUT_MS, XHR_MARKER_HEADER } from '@pautang/contract/session';
import { createWire, type Wire } from '@pautang/contract/wire-names';
import { toast } from '../components/ui/toast/toast';
import { env } from '../config/env';
import { messages } from '../i18n/messages';
import { callNative } from './bridge';
import { headerParams, sessionParams } from './session';

// Read when used, not when loaded: the server renderer loads this module before it hands over the runtime
// configuration (and with it the wire mode) of the pages it renders.
let cachedWire: Wire | undefined;
export function currentWire(): Wire {
  if (cachedWire?.mode !== env.wireMode) cachedWire = createWire(env.wireMode);
  return cachedWire;
}

export const ERROR_TOAST_MS = 2000;
const NETWORK_TOAST_MS = 10000;

// Fields are assigned in the constructor, not declared with a value or as parameter properties: the build's
// target (es2019) turns a declared field into a defineProperty helper (~250 bytes gzip in every route's core).
export class ApiError extends Error {
  declare readonly code: number | string;
  constructor(code: number | string, message: string) {
    super(message);
    this.code = code;
    this.name = 'ApiError';
  }
}

export class NetworkError extends Error {
  constructor(message = messages.networkError) {
    super(message);
    this.name = 'NetworkError';
  }
}

type Payload = Record<string, unknown> | FormData | undefined;

/**
 * Builds the URL and fetch options of a call; tracking reuses it to send with keepalive, and a document's download
 * (lib/download.ts) with the wire its own names join.
 */
export function buildRequest(
  key: EndpointKey | WireFacts,
  payload?: Payload,
  wire: Wire = currentWire(),
): { url: string; init: RequestInit } {
  // A definition instead of a key: a document's, or the tests' way to reach a client no built call uses yet.
  const def: WireFacts = typeof key === 'string' ? endpoints[key] : key;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(sessionParams())) if (v) query.set(wire.keyToWire(k), v);
  const headers: Record<string, string> = { ...XHR_MARKER_HEADER };
  const h = headerParams();
  let body: BodyInit | undefined;
  if (def.method === 'GET') {
    for (const [k, v] of Object.entries((payload as Record<string, unknown>) ?? {})) {
      if (v !== undefined && v !== null) query.set(wire.keyToWire(k), String(v));
    }
    Object.assign(headers, { building: h.building, gather: h.gather });
  } else if (def.client === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((payload as Record<string, unknown>) ?? {})) {
      if (v !== undefined && v !== null) form.set(wire.keyToWire(k), String(v));
    }
    body = form;
    Object.assign(headers, {
      swift: h.swift,
      eyes: h.eyes,
      'content-type': 'application/x-www-form-urlencoded',
    });
  } else if (def.client === 'multipart') {
    const form = new FormData();
    if (payload instanceof FormData) for (const [k, v] of payload) form.append(wire.keyToWire(k), v);
    body = form;
    Object.assign(headers, { swift: h.swift, eyes: h.eyes });
  } else {
    body = JSON.stringify(wire.toWire(payload ?? {}));
    Object.assign(headers, { building: h.building, gather: h.gather, 'content-type': 'application/json' });
  }
  const qs = query.toString();
  return {
    url: `${API_PREFIX}${wire.pathToWire(def.path)}${qs ? `?${qs}` : ''}`,
    init: {
      method: def.method,
      headers,
      ...(body === undefined ? {} : { body }),
      credentials: 'same-origin',
    },
  };
}

/** Sends a call and returns only the envelope. Network failures and time-outs reject with NetworkError. */
export async function request<T = unknown>(
  key: EndpointKey | WireFacts,
  payload?: Payload,
): Promise<Envelope<T>> {
  const { url, init } = buildRequest(key, payload);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let envelope: Envelope;
  try {
    // The time-out covers the body too: a stalled body must not leave the borrower waiting forever.
    const response = await fetch(url, { ...init, signal: controller.signal });
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new NetworkError();
  } finally {
    clearTimeout(timer);
  }
  return { ...envelope, data: currentWire().fromWire(envelope.data) as T };
}

export type ApiOptions = {
  /** Show the server's message in a toast on a failed code (default true). */
  toastOnError?: boolean;
  /** Replace the default network-failure handling (the card repayment page shows 'error'). */
  onNetworkError?: (error: NetworkError, retry: () => void) => void;
  /** Show the loading toast while the call runs. */
  loading?: boolean;
  /** Settle without any side effect (no toast, no bridge call): for rendering from embedded data. */
  silent?: boolean;
};

function networkFailure<T>(run: () => Promise<T>, error: NetworkError, options: ApiOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const retry = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run().then(resolve, reject);
    };
    const timer = setTimeout(() => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    }, NETWORK_TOAST_MS);
    if (options.onNetworkError) {
      options.onNetworkError(error, retry);
    } else {
      toast.fail(error.message, {
        durationMs: NETWORK_TOAST_MS,
        action: { label: messages.retry, onPress: retry },
      });
    }
  });
}

/** A call with the shared handling; resolves with the data of a successful envelope, rejects otherwise. */
export async function api<K extends BuiltCall>(
  key: K,
  payload?: RequestOf<K> | FormData,
  options: ApiOptions = {},
): Promise<ResponseOf<K>> {
  const run = async (): Promise<ResponseOf<K>> => {
    if (options.loading) toast.loading();
    let envelope: Envelope<ResponseOf<K>>;
    try {
      envelope = await request<ResponseOf<K>>(key, payload as Payload);
    } catch (error) {
      if (options.loading) toast.hide();
      if (error instanceof NetworkError) return networkFailure(run, error, options);
      throw error;
    }
    if (options.loading) toast.hide();
    return settle(key, envelope, options);
  };
  return run();
}

/**
 * The shared handling of an answer, whether fetched now or embedded by the server in the page: the data of a
 * success; otherwise the message in a 2 s toast, the host's sign-in for a lost session, and an ApiError.
 */
export function settle<K extends BuiltCall>(
  key: K,
  envelope: Envelope<ResponseOf<K>>,
  options: ApiOptions = {},
): ResponseOf<K> {
  if (isSuccess(envelope, endpoints[key].signal)) return envelope.data as ResponseOf<K>;
  const code = Number(envelope.code);
  if (SIGN_IN_AGAIN_CODES.includes(code)) lost = true;
  if (!options.silent) {
    if (options.toastOnError !== false && envelope.message) toast.fail(envelope.message, ERROR_TOAST_MS);
    if (SIGN_IN_AGAIN_CODES.includes(code)) callNative('offToLogin', { reason: envelope.message });
  }
  throw new ApiError(envelope.code, envelope.message);
}

let lost = false;
/** Whether an answer said the session is over: background checks then ask nothing more (each would be refused). */
export const sessionLost = () => lost;

/** An embedded envelope (wire names) as a fetched one reads. */
export const fromEmbedded = <T>(envelope: Envelope): Envelope<T> => ({
  ...envelope,
  data: currentWire().fromWire(envelope.data) as T,
});
