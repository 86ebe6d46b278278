// Loads one call for a screen: data, error and a reload, without a query library (bundle budget). When the server
// rendered the page it embedded the call's answer: the first render uses it (so hydration matches the server's
// HTML) and nothing is fetched; a failure embedded there gets the same toast and sign-in as a fetched one.
import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '@pautang/contract/envelope';
import type { BuiltCall, RequestOf, ResponseOf } from '@pautang/contract/calls';
import { ErrorCode } from '@pautang/contract/error-codes';
import { useFirstDataStore } from './first-data';
import { hasSession } from './session';
import { api, fromEmbedded, settle, type ApiError, type ApiOptions } from './request';
import type { ScreenCall } from './screen-call';

export type ApiState<T> = {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
};

type State<T> = { data: T | undefined; error: Error | undefined; loading: boolean };

// Without side effects (render may run twice): the toast and sign-in of a failure come from the effect below.
function stateOf<K extends BuiltCall>(key: K, embedded: Envelope): State<ResponseOf<K>> {
  try {
    const data = settle(key, fromEmbedded<ResponseOf<K>>(embedded), { silent: true });
    return { data, error: undefined, loading: false };
  } catch (error) {
    return { data: undefined, error: error as ApiError, loading: false };
  }
}

export function useApi<K extends BuiltCall>(
  key: K,
  payload: RequestOf<K>,
  options?: ApiOptions,
): ApiState<ResponseOf<K>> {
  const store = useFirstDataStore();
  // The payload is compared by value: screens pass object literals.
  const body = JSON.stringify(payload);
  // The embedded answer belongs to the first payload only.
  const [first] = useState(() => ({ body, envelope: store?.peek(key, payload) }));
  const embedded = first.body === body ? first.envelope : undefined;
  const [state, setState] = useState<State<ResponseOf<K>>>(() =>
    embedded ? stateOf(key, embedded) : { data: undefined, error: undefined, loading: true },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // A page the server rendered without a session (the gateway's return to the order, which must never carry
    // one) while this tab holds the borrower's session: load the screen with it instead of signing out.
    const signedOutByServer =
      embedded !== undefined && Number(embedded.code) === ErrorCode.SessionMissing && hasSession();
    if (attempt === 0 && embedded && store && !signedOutByServer) {
      store.markUsed(key, JSON.parse(body));
      // The same handling a fetched failure gets: its message, and the host's sign-in for a lost session.
      try {
        settle(key, fromEmbedded<ResponseOf<K>>(embedded), options);
      } catch {
        // Already in the state.
      }
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api(key, JSON.parse(body) as RequestOf<K>, options).then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: Error) => live && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // options are read once per load on purpose: callers pass literals; the embedded answer is the first only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, body, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}

/** Loads a screen's declared first call (lib/screen-call.ts): the payload the route table gave the server. */
export const useScreenCall = <K extends BuiltCall>(screen: ScreenCall<K>, options?: ApiOptions) =>
  useApi(screen.call, screen.payload, options);
