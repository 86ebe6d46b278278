import { DEV_PATHS } from '@pautang/contract/endpoints';
import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

/** One row of GET /attempt/dev/scenarios. `url` signs its own borrower in and redirects to the H5 screen. */
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
