// Order details V3 at both paths.loanDetail and paths.order (spec 2 §2.8); orderId and productId come from the
// page query, from=confirm marks the visit right after a loan push.
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { OrderDetail } from '../../features/order-detail/components/order-detail';
import { orderDetailText } from '../../i18n/en/order-detail';
import { callNative } from '../../lib/bridge';
import { useLocation } from '../../lib/navigation';

export function OrderDetailRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={orderDetailText.title} onBack={() => callNative('closeWebview')} />
      <OrderDetail
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') ?? ''}
        fromConfirm={query.get('from') === 'confirm'}
      />
    </main>
  );
}
