// The demo scenarios (fixed developer paths, outside the wire table). Demo calls answer only our own pages, so
// they carry the XMLHttpRequest marker; opening one is a POST (it resets its order and signs its borrower in).
import { useEffect, useState } from 'react';
import { API_PREFIX, DEV_PATHS } from '@pautang/contract/endpoints';
import { XHR_MARKER_HEADER } from '@pautang/contract/session';

export type Scenario = {
  name: string;
  title: string;
  /** The screen and its own query parameters. */
  screen: string;
  url: string;
  userId: string;
  orderId?: string;
};

export function useScenarios(): { scenarios: Scenario[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ scenarios: Scenario[] | undefined; failed: boolean }>({
    scenarios: undefined,
    failed: false,
  });
  useEffect(() => {
    fetch(`${API_PREFIX}${DEV_PATHS.scenarios}`, { headers: XHR_MARKER_HEADER })
      .then((r) => (r.ok ? (r.json() as Promise<Scenario[]>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (scenarios) => setState({ scenarios, failed: false }),
        () => setState({ scenarios: undefined, failed: true }),
      );
  }, []);
  return state;
}

/** Opens a scenario and answers the screen URL to go to. */
export async function openScenario(name: string): Promise<string> {
  const r = await fetch(`${API_PREFIX}${DEV_PATHS.scenarios}/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: XHR_MARKER_HEADER,
  });
  const body = (await r.json()) as { code: number; message: string; data: { url: string } | null };
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data.url;
}
