import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepayDelayPage } from '../../features/repayment/components/repay-delay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

export function RepayDelayRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={repaymentText.delayTitle} onBack={() => history.back()} />
      <RepayDelayPage
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') || query.get('product_id') || ''}
      />
    </main>
  );
}
