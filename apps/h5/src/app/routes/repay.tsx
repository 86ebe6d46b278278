import { instalmentInfoCall } from '../../features/repayment/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { preloadPaymentPreview } from '../../features/repayment/components/lazy-payment-preview';
import { RepayPage } from '../../features/repayment/components/repay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useRouteQuery } from '../../lib/navigation';
import { orderProductQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(
  orderProductQuery,
  (q) => [instalmentInfoCall(q.orderId, q.productId)],
  // The allocation preview of the amount the page opens with is in its first paint (issue 30).
  preloadPaymentPreview,
);

export function RepayRoute() {
  const { orderId, productId } = useRouteQuery(orderProductQuery);
  return (
    <main className="page">
      <NavBar title={repaymentText.repayTitle} onBack={() => history.back()} />
      <RepayPage orderId={orderId} productId={productId} />
    </main>
  );
}
