// The native app's home (homePage): the limit, what stands in the way of a loan, and the products within reach.
import { useCallback } from 'react';
import type { Home } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

export function getHome(session: BorrowerSession, signal?: AbortSignal): Promise<Home> {
  return borrowerCall('homePage', {}, session, { signal });
}

export function useHome({ sessionId, userId, deviceId }: BorrowerSession) {
  // Read each time Home is shown: a finished profile or a new account changes it.
  const load = useCallback(
    (signal: AbortSignal) => getHome({ sessionId, userId, deviceId }, signal),
    [sessionId, userId, deviceId],
  );
  return useResource(load);
}
