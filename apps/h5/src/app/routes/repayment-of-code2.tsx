import { instalmentInfoCall } from '../../features/repayment/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepaymentCodeStored } from '../../features/repayment/components/code-pages';
import { repaymentText } from '../../i18n/en/repayment';
import { useRouteQuery } from '../../lib/navigation';
import { orderProductQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderProductQuery, (q) =>
  q.orderId ? [instalmentInfoCall(q.orderId, q.productId)] : [],
);

export function RepaymentOfCode2Route() {
  const { orderId, productId } = useRouteQuery(orderProductQuery);
  return (
    <main className="page">
      <NavBar title={repaymentText.code2Title} onBack={() => history.back()} />
      <RepaymentCodeStored orderId={orderId} productId={productId} />
    </main>
  );
}
