// Loan confirmation V3, served at both the loan-confirm and confirm-of-period paths (spec 2 §2.5).
import { agreementsCall, loanConfirmCall } from '../../features/loan-confirm/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { LoanConfirmScreen } from '../../features/loan-confirm/components/loan-confirm-screen';
import { useRouteQuery } from '../../lib/navigation';
import { orderProductQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderProductQuery, (q) => [
  loanConfirmCall(q.productId),
  agreementsCall(q.productId),
]);

export function LoanConfirmRoute() {
  const { productId, orderId } = useRouteQuery(orderProductQuery);
  return <LoanConfirmScreen key={productId} productId={productId} orderId={orderId || undefined} />;
}
