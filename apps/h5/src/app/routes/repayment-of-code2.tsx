import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepaymentCodeStored } from '../../features/repayment/components/code-pages';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

export function RepaymentOfCode2Route() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={repaymentText.code2Title} onBack={() => history.back()} />
      <RepaymentCodeStored
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') || query.get('product_id') || ''}
      />
    </main>
  );
}
