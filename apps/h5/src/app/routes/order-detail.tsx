// Order details V3 at both paths.loanDetail and paths.order (spec 2 §2.8); orderId and productId come from the
// page query, from=confirm marks the visit right after a loan push.
import { lazy, Suspense } from 'react';
import { orderDetailsCall, orderPageQuery } from '../../features/order-detail/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { OrderDetail } from '../../features/order-detail/components/order-detail';
import { preloadOrderParts } from '../../features/order-detail/components/lazy-parts';
import { orderDetailText } from '../../i18n/en/order-detail';
import { callNative } from '../../lib/bridge';
import { useRouteQuery } from '../../lib/navigation';
import { useMounted } from '../../lib/use-mounted';

// The bell to the notification list loads once the page is live: the page is at its script budget.
const NotificationsLink = lazy(() => import('../../features/notifications/components/notifications-link'));

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(
  orderPageQuery,
  (q) => [orderDetailsCall(q.orderId, q.productId)],
  // The chunks of the parts this order's first paint shows (lazy-parts.tsx).
  preloadOrderParts,
);

export function OrderDetailRoute() {
  const query = useRouteQuery(orderPageQuery);
  const mounted = useMounted();
  return (
    <main className="page">
      <NavBar
        title={orderDetailText.title}
        onBack={() => callNative('closeWebview')}
        right={
          mounted && (
            <Suspense>
              <NotificationsLink />
            </Suspense>
          )
        }
      />
      <OrderDetail orderId={query.orderId} productId={query.productId} fromConfirm={query.fromConfirm} />
    </main>
  );
}
