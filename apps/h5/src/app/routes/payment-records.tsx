import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { PaymentRecords } from '../../features/repayment/components/payment-records';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

export function PaymentRecordsRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={repaymentText.recordsTitle} onBack={() => history.back()} />
      <PaymentRecords
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') || query.get('product_id') || ''}
      />
    </main>
  );
}
