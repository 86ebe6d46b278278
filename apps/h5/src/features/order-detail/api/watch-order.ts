// While the loan is on its way (21 in progress, 151 disbursing) and the page is in sight, the order page asks for
// its details again, so the borrower sees the payout land (174) without reloading: after 3 s at first, backing off
// to 30 s, paused while the page is hidden and asked at once when it shows again. Quiet: a failed look is simply
// tried again later, and the page keeps what it shows. Loaded only for an order on its way (order-detail.tsx), so
// the route's first chunk does not carry it.
import type { OrderDetails } from '@pautang/contract/loans';
import { api } from '../../../lib/request';
import { orderDetailsCall } from './screen-data';

const FIRST_MS = 3000;
const MAX_MS = 30_000;
const BACK_OFF = 1.5;

/** Statuses the payout moves on from by itself. */
export const onItsWay = (status: number) => status === 21 || status === 151;

/** Starts watching; answers the function that stops it. */
export function watchOrder(
  orderId: string,
  productId: string,
  onFresh: (order: OrderDetails) => void,
): () => void {
  const { call, payload } = orderDetailsCall(orderId, productId);
  let live = true;
  let delay = FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (live && document.visibilityState === 'visible') timer = setTimeout(() => void look(), delay);
  };
  const look = async () => {
    try {
      const next = await api(call, payload, { silent: true, onNetworkError: () => undefined });
      if (!live) return;
      onFresh(next);
      if (!onItsWay(next.orderStatus)) return;
    } catch {
      // Tried again at the next tick.
    }
    delay = Math.min(MAX_MS, delay * BACK_OFF);
    schedule();
  };
  const onVisibility = () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    delay = FIRST_MS;
    void look();
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    live = false;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
