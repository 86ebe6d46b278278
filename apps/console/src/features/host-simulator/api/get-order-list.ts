// The native app's order list (spec 1 key table) for the Mine screen: the signed-in borrower's orders, newest first.
import { useCallback } from 'react';
import type { OrderList } from '@pautang/contract/loans';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

export function getOrderList(session: BorrowerSession, signal?: AbortSignal): Promise<OrderList> {
  return borrowerCall('orderList', {}, session, { signal });
}

export function useOrderList({ sessionId, userId, deviceId }: BorrowerSession) {
  // Loaded again only when another borrower or device signs in.
  const load = useCallback(
    (signal: AbortSignal) => getOrderList({ sessionId, userId, deviceId }, signal),
    [sessionId, userId, deviceId],
  );
  return useResource(load);
}
