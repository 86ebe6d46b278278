import { agreementCall } from '../../features/agreements/utils/agreement-params';
import { declareScreen } from '../../lib/screen-call';
import { AgreementPage } from '../../features/agreements/components/agreement-page';
import { agreementParams } from '../../features/agreements/utils/agreement-params';
import { isPopupFrame } from '../../features/agreements/utils/embedded';
import { useLocation, useRouteQuery } from '../../lib/navigation';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(agreementParams, (q) => [agreementCall(q)]);

export function LoanAgreementRoute() {
  const { query } = useLocation();
  const request = useRouteQuery(agreementParams);
  return <AgreementPage request={request} framed={isPopupFrame(query)} />;
}
