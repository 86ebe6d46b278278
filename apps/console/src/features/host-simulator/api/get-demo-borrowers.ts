import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

/** One row of GET /attempt/dev/borrowers (apps/server/src/modules/demo/demo.routes.ts). */
export type DemoBorrower = {
  userId: string;
  name: string;
  mobilePhone: string;
  clientType: string;
};

// Not in the contract's DEV_PATHS, which lists only what the H5 needs; spelled here, next to its only caller.
const BORROWERS_PATH = '/dev/borrowers';

export function getDemoBorrowers(signal?: AbortSignal): Promise<DemoBorrower[]> {
  return getJson<DemoBorrower[]>(BORROWERS_PATH, signal);
}

export function useDemoBorrowers() {
  return useResource(getDemoBorrowers);
}
