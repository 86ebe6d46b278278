// The demo scenarios (a fixed developer path, outside the wire table and the envelope).
import { useEffect, useState } from 'react';
import { API_PREFIX, DEV_PATHS } from '@pautang/contract/endpoints';

export type Scenario = { name: string; title: string; url: string; userId: string; orderId?: string };

export function useScenarios(): { scenarios: Scenario[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ scenarios: Scenario[] | undefined; failed: boolean }>({
    scenarios: undefined,
    failed: false,
  });
  useEffect(() => {
    fetch(`${API_PREFIX}${DEV_PATHS.scenarios}`)
      .then((r) => (r.ok ? (r.json() as Promise<Scenario[]>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (scenarios) => setState({ scenarios, failed: false }),
        () => setState({ scenarios: undefined, failed: true }),
      );
  }, []);
  return state;
}
