// Loan confirmation V3, served at both the loan-confirm and confirm-of-period paths (spec 2 §2.5).
import { LoanConfirmScreen } from '../../features/loan-confirm/components/loan-confirm-screen';
import { useLocation } from '../../lib/navigation';

export function LoanConfirmRoute() {
  const { query } = useLocation();
  // product_id is an alias of productId (spec 2 §3).
  const productId = query.get('productId') || query.get('product_id') || '';
  const orderId = query.get('orderId') || undefined;
  return <LoanConfirmScreen key={productId} productId={productId} orderId={orderId} />;
}
