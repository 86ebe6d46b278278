// Loads one call for a screen: data, error and a reload, without a query library (bundle budget).
import { useCallback, useEffect, useState } from 'react';
import type { BuiltCall, RequestOf, ResponseOf } from '@pautang/contract/schemas';
import { api, type ApiOptions } from './request';

export type ApiState<T> = {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
};

export function useApi<K extends BuiltCall>(
  key: K,
  payload: RequestOf<K>,
  options?: ApiOptions,
): ApiState<ResponseOf<K>> {
  const [state, setState] = useState<{
    data: ResponseOf<K> | undefined;
    error: Error | undefined;
    loading: boolean;
  }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  // The payload is compared by value: screens pass object literals.
  const body = JSON.stringify(payload);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api(key, JSON.parse(body) as RequestOf<K>, options).then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: Error) => live && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // options are read once per load on purpose: callers pass literals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, body, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
