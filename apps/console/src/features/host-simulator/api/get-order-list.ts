// The native app's order list (spec 1 key table) for the Mine screen: the signed-in borrower's orders, newest first.
import { useCallback } from 'react';
import type { OrderList } from '@pautang/contract/loans';
import type { SessionParams } from '@pautang/contract/session';
import { appData } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

export function getOrderList(session: SessionParams): Promise<OrderList> {
  return appData<OrderList>(
    'orderList',
    {},
    { sessionId: session.sessionId ?? '', userId: session.userId ?? '', deviceId: session.deviceId ?? '' },
  );
}

export function useOrderList(session: SessionParams) {
  const { sessionId, userId, deviceId } = session;
  // Loaded again only when another borrower or device signs in.
  const load = useCallback(
    () => getOrderList({ sessionId, userId, deviceId }),
    [sessionId, userId, deviceId],
  );
  return useResource(load);
}
