import { delayInfoCall } from '../../features/repayment/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepayDelayPage } from '../../features/repayment/components/repay-delay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useRouteQuery } from '../../lib/navigation';
import { orderProductQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderProductQuery, (q) => [delayInfoCall(q.orderId, q.productId)]);

export function RepayDelayRoute() {
  const { orderId, productId } = useRouteQuery(orderProductQuery);
  return (
    <main className="page">
      <NavBar title={repaymentText.delayTitle} onBack={() => history.back()} />
      <RepayDelayPage orderId={orderId} productId={productId} />
    </main>
  );
}
