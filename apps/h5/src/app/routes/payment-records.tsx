import { paymentRecordsCall } from '../../features/repayment/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { PaymentRecords } from '../../features/repayment/components/payment-records';
import { paymentRecordsText } from '../../i18n/en/payment-records';
import { useRouteQuery } from '../../lib/navigation';
import { orderProductQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderProductQuery, (q) => [
  paymentRecordsCall(q.orderId, q.productId),
]);

export function PaymentRecordsRoute() {
  const { orderId, productId } = useRouteQuery(orderProductQuery);
  return (
    <main className="page">
      <NavBar title={paymentRecordsText.recordsTitle} onBack={() => history.back()} />
      <PaymentRecords orderId={orderId} productId={productId} />
    </main>
  );
}
