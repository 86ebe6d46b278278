import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepayPage } from '../../features/repayment/components/repay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

export function RepayRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={repaymentText.repayTitle} onBack={() => history.back()} />
      <RepayPage
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') || query.get('product_id') || ''}
      />
    </main>
  );
}
