import { AgreementPage } from '../../features/agreements/components/agreement-page';
import { agreementParams } from '../../features/agreements/utils/agreement-params';
import { isPopupFrame } from '../../features/agreements/utils/embedded';
import { useLocation } from '../../lib/navigation';

export function LoanAgreementRoute() {
  const { query } = useLocation();
  return <AgreementPage request={agreementParams(query)} framed={isPopupFrame(query)} />;
}
