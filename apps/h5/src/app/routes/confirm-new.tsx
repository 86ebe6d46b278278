// Loan confirmation V32 on the obfuscated calls (spec 2 §2.6).
import { culturesCall, satireCall } from '../../features/loan-confirm/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { ConfirmNewScreen } from '../../features/loan-confirm/components/confirm-new-screen';
import { useRouteQuery } from '../../lib/navigation';
import { productQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(productQuery, (q) => [
  satireCall(q.productId),
  culturesCall(q.productId),
]);

export function ConfirmNewRoute() {
  const { productId } = useRouteQuery(productQuery);
  return <ConfirmNewScreen key={productId} productId={productId} />;
}
