// A loaded-once resource with retry. Small on purpose: the console's calls are few and read-only.
import { useCallback, useEffect, useState } from 'react';
import { errorText } from './request';

export type Resource<T> =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, reload };
}
