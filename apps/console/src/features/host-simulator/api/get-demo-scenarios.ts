import { DEV_PATHS } from '@pautang/contract/endpoints';
import { isSuccess, type Envelope } from '@pautang/contract/envelope';
import { t } from '../../../i18n/messages';
import { getJson, postJson, RequestError } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

/** One row of GET /attempt/dev/scenarios. `url` is where to POST to open it (see openDemoScenario). */
export type DemoScenario = {
  name: string;
  title: string;
  url: string;
  userId: string;
  orderId?: string;
};

export function getDemoScenarios(signal?: AbortSignal): Promise<DemoScenario[]> {
  return getJson<DemoScenario[]>(DEV_PATHS.scenarios, signal);
}

export function useDemoScenarios() {
  return useResource(getDemoScenarios);
}

/**
 * Opens a scenario: the server resets its order and signs its own borrower in (so it is a POST), and answers the
 * H5 screen's URL with the session parameters.
 */
export async function openDemoScenario(name: string): Promise<string> {
  const envelope = await postJson<Envelope<{ url: string }>>(
    `${DEV_PATHS.scenarios}/${encodeURIComponent(name)}`,
    {},
  );
  if (!envelope || !isSuccess(envelope, 'zero') || !envelope.data) {
    throw new RequestError(envelope?.message || t('scenarioOpenFailed'), 200);
  }
  return envelope.data.url;
}
