// The app's own calls as the native app sends them (sign-in, logout): through the wire-name table in the mode the
// server runs in (the page's runtime-config meta), with the XHR marker and the session parameters in the query.
import {
  API_PREFIX,
  builtEndpoints,
  type BuiltEndpointKey,
  type NativeEndpointKey,
} from '@pautang/contract/endpoints';
import { isSuccess, type Envelope } from '@pautang/contract/envelope';
import { XHR_MARKER_HEADER } from '@pautang/contract/session';
import { createFullWire, nativeEndpoints } from '@pautang/contract/native-wire';
import type { Wire } from '@pautang/contract/wire-names';
import { RequestError } from './request';
import { readRuntimeConfig } from './runtime-config';

let cached: Wire | undefined;
function wire(): Wire {
  if (cached) return cached;
  // No configuration: plain names, the default.
  cached = createFullWire(readRuntimeConfig().wireMode ?? 'plain');
  return cached;
}

/** The calls the native app makes: its own (sign-in, home, the profile steps…) and any of the H5's. */
export type AppCallKey = BuiltEndpointKey | NativeEndpointKey;
const appEndpoints = { ...builtEndpoints, ...nativeEndpoints };

export async function appCall<T>(
  key: AppCallKey,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
): Promise<Envelope<T>> {
  const w = wire();
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) qs.set(w.keyToWire(k), v);
  const url = `${API_PREFIX}${w.pathToWire(appEndpoints[key].path)}${qs.size ? `?${qs}` : ''}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...XHR_MARKER_HEADER, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(w.toWire(body)),
  });
  const envelope = (await response.json()) as Envelope;
  return { ...envelope, data: w.fromWire(envelope.data) as T };
}

/** A call's data, or its message as a RequestError when the server refused it. */
export async function appData<T>(
  key: AppCallKey,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
): Promise<T> {
  const envelope = await appCall<T>(key, body, query);
  if (!isSuccess(envelope, appEndpoints[key].signal)) throw new RequestError(envelope.message, 200);
  return envelope.data as T;
}
