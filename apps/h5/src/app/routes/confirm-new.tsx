// Loan confirmation V32 on the obfuscated calls (spec 2 §2.6).
import { ConfirmNewScreen } from '../../features/loan-confirm/components/confirm-new-screen';
import { useLocation } from '../../lib/navigation';

export function ConfirmNewRoute() {
  const { query } = useLocation();
  // product_id is an alias of productId (spec 2 §3).
  const productId = query.get('productId') || query.get('product_id') || '';
  return <ConfirmNewScreen key={productId} productId={productId} />;
}
