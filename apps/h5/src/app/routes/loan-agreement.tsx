import { agreementCall } from '../../features/agreements/utils/agreement-params';
import { declareScreen } from '../../lib/screen-call';
import { AgreementPage } from '../../features/agreements/components/agreement-page';
import { preloadDocumentOf } from '../../features/agreements/components/lazy-loan-terms';
import { agreementParams } from '../../features/agreements/utils/agreement-params';
import { isPopupFrame } from '../../features/agreements/utils/embedded';
import { useLocation, useRouteQuery } from '../../lib/navigation';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(
  agreementParams,
  (q) => [agreementCall(q)],
  // The terms or the disclosure, as the page query's kind says, in the page's first paint.
  preloadDocumentOf,
);

export function LoanAgreementRoute() {
  const { query } = useLocation();
  const request = useRouteQuery(agreementParams);
  return <AgreementPage request={request} framed={isPopupFrame(query)} />;
}
