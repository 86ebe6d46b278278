// The profile steps and the state of each (certifyList).
import { useCallback } from 'react';
import type { CertifyList } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

export function getCertifyList(session: BorrowerSession, signal?: AbortSignal): Promise<CertifyList> {
  return borrowerCall('certifyList', {}, session, { signal });
}

export function useCertifyList({ sessionId, userId, deviceId }: BorrowerSession) {
  const load = useCallback(
    (signal: AbortSignal) => getCertifyList({ sessionId, userId, deviceId }, signal),
    [sessionId, userId, deviceId],
  );
  return useResource(load);
}
