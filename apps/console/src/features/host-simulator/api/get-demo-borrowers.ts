import { DEV_PATHS } from '@pautang/contract/endpoints';
import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

/** One row of GET /attempt/dev/borrowers (apps/server/src/contexts/demo/demo/demo.routes.ts). */
export type DemoBorrower = {
  userId: string;
  name: string;
  mobilePhone: string;
  clientType: string;
};

export function getDemoBorrowers(signal?: AbortSignal): Promise<DemoBorrower[]> {
  return getJson<DemoBorrower[]>(DEV_PATHS.borrowers, signal);
}

export function useDemoBorrowers() {
  return useResource(getDemoBorrowers);
}
