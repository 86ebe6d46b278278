// The app's own calls as the native app sends them (sign-in, the native screens' calls): through the wire-name table
// in the mode the server runs in (the page's runtime-config meta), with the XHR marker and the session parameters in
// the query. A multipart call (an ID photo) sends its fields and the one file as a form.
import type { BuiltCall, DocumentCall, NativeCall, RequestOf, ResponseOf } from '@pautang/contract/calls';
import { UPLOAD_FIELD } from '@pautang/contract/constants';
import {
  API_PREFIX,
  builtEndpoints,
  type BuiltEndpointKey,
  type NativeEndpointKey,
} from '@pautang/contract/endpoints';
import { isSuccess, type Envelope } from '@pautang/contract/envelope';
import { attachmentName } from '@pautang/contract/format/attachment';
import { SIGN_IN_AGAIN_CODES } from '@pautang/contract/errors';
import { XHR_MARKER_HEADER, type SessionParams } from '@pautang/contract/session';
import { createFullWire, nativeEndpoints } from '@pautang/contract/native-wire';
import type { Wire } from '@pautang/contract/wire-names';
import { currentLanguage } from '../i18n/language';
import { RequestError } from './request';
import { readRuntimeConfig } from './runtime-config';

let cached: Wire | undefined;
function wire(): Wire {
  if (cached) return cached;
  // No configuration: plain names, the default.
  cached = createFullWire(readRuntimeConfig().wireMode ?? 'plain');
  return cached;
}

/** A refusal in the envelope: its code, and its data (a refused form's per-field messages). */
export class CallRefused extends RequestError {
  constructor(
    message: string,
    readonly code: number | string,
    readonly data: unknown,
  ) {
    super(message, 200);
    this.name = 'CallRefused';
  }

  /** The session is over (1002–1004): the app must sign the borrower in again. */
  get signInAgain(): boolean {
    return typeof this.code === 'number' && SIGN_IN_AGAIN_CODES.includes(this.code);
  }
}

/** The calls the native app makes: its own (sign-in, home, the profile steps…) and any of the H5's. */
export type AppCallKey = BuiltEndpointKey | NativeEndpointKey;
const appEndpoints = { ...builtEndpoints, ...nativeEndpoints };

export type AppCallOptions = { signal?: AbortSignal | undefined; file?: Blob | undefined };

export async function appCall<T>(
  key: AppCallKey,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  options: AppCallOptions = {},
): Promise<Envelope<T>> {
  const w = wire();
  const def = appEndpoints[key];
  const qs = new URLSearchParams();
  // The app's language goes with every call (the lang session parameter), as it goes with every page it opens:
  // the texts the server builds for a native screen (Home's prompts, the profile's items, Mine) come in it.
  // English is the server's default, so only another language is named.
  const lang = currentLanguage();
  const params = lang === 'en' ? query : { lang, ...query };
  for (const [k, v] of Object.entries(params)) if (v) qs.set(w.keyToWire(k), v);
  const url = `${API_PREFIX}${w.pathToWire(def.path)}${qs.size ? `?${qs}` : ''}`;
  let init: RequestInit;
  if (def.client === 'multipart') {
    // Field names are wire names like every other key (the server reads them back through the same table).
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) form.append(w.keyToWire(k), String(v));
    if (options.file) form.append(w.keyToWire(UPLOAD_FIELD), options.file);
    init = { method: 'POST', headers: { ...XHR_MARKER_HEADER, accept: 'application/json' }, body: form };
  } else {
    init = {
      method: 'POST',
      headers: { ...XHR_MARKER_HEADER, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(w.toWire(body)),
    };
  }
  const response = await fetch(url, options.signal ? { ...init, signal: options.signal } : init);
  const envelope = (await response.json()) as Envelope;
  return { ...envelope, data: w.fromWire(envelope.data) as T };
}

const signInAgainListeners = new Set<() => void>();

/**
 * Hears every call that finds the session over (1002–1004), as the H5's offToLogin tells the app: the app then signs
 * the borrower in again, whichever screen asked. Answers the function that stops listening.
 */
export function onSignInAgain(listener: () => void): () => void {
  signInAgainListeners.add(listener);
  return () => signInAgainListeners.delete(listener);
}

/** A call's data, or a CallRefused (the server's message, code and data) when the server refused it. */
export async function appData<T>(
  key: AppCallKey,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  options: AppCallOptions = {},
): Promise<T> {
  const envelope = await appCall<T>(key, body, query, options);
  if (!isSuccess(envelope, appEndpoints[key].signal)) {
    const refused = new CallRefused(envelope.message, envelope.code, envelope.data);
    if (refused.signInAgain) for (const listener of signInAgainListeners) listener();
    throw refused;
  }
  return envelope.data as T;
}

/** The session parameters a signed-in borrower's calls carry. */
export type BorrowerSession = { sessionId: string; userId: string; deviceId: string };

export function borrowerSession(session: SessionParams): BorrowerSession {
  return {
    sessionId: session.sessionId ?? '',
    userId: session.userId ?? '',
    deviceId: session.deviceId ?? '',
  };
}

/** One of the borrower's calls, typed by the contract's declaration: its request in, its data out. */
export function borrowerCall<K extends BuiltCall | NativeCall>(
  key: K,
  request: RequestOf<K>,
  session: BorrowerSession,
  options: AppCallOptions = {},
): Promise<ResponseOf<K>> {
  return appData<ResponseOf<K>>(key, request as Record<string, unknown>, session, options);
}

/**
 * One of the borrower's documents (the statement's PDF, issue 42), fetched as the app downloads it: a GET with the
 * session and format=pdf. Answers the file and the name the server gives it; a refusal throws CallRefused.
 */
export async function borrowerDocument<K extends DocumentCall>(
  key: K,
  request: RequestOf<K>,
  session: BorrowerSession,
): Promise<{ file: Blob; name: string }> {
  const w = wire();
  const lang = currentLanguage();
  const qs = new URLSearchParams();
  const params = { ...(lang === 'en' ? {} : { lang }), ...session, ...request, format: 'pdf' };
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '') qs.set(w.keyToWire(k), String(v));
  const response = await fetch(`${API_PREFIX}${w.pathToWire(nativeEndpoints[key].path)}?${qs}`, {
    headers: { ...XHR_MARKER_HEADER },
  });
  if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
    const envelope = (await response.json()) as Envelope;
    const refused = new CallRefused(envelope.message, envelope.code, null);
    if (refused.signInAgain) for (const listener of signInAgainListeners) listener();
    throw refused;
  }
  const name = attachmentName(response.headers.get('content-disposition')) ?? 'statement.pdf';
  return { file: await response.blob(), name };
}
