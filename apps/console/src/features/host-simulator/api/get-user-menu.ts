// Mine (userMenu): the borrower's name and masked phone, the menu, and whether the account may be deleted now.
import { useCallback } from 'react';
import type { UserMenu } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

export function getUserMenu(session: BorrowerSession, signal?: AbortSignal): Promise<UserMenu> {
  return borrowerCall('userMenu', {}, session, { signal });
}

export function useUserMenu({ sessionId, userId, deviceId }: BorrowerSession) {
  const load = useCallback(
    (signal: AbortSignal) => getUserMenu({ sessionId, userId, deviceId }, signal),
    [sessionId, userId, deviceId],
  );
  return useResource(load);
}
