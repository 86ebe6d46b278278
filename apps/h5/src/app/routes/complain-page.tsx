import { problemInitCall } from '../../features/complaints/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintEntry } from '../../features/complaints/components/complaint-entry';
import { complaintText } from '../../i18n/en/complaints';
import { callNative } from '../../lib/bridge';
import { useRouteQuery } from '../../lib/navigation';
import { orderQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderQuery, (q) => [problemInitCall(q.orderId)]);

export function ComplainPageRoute() {
  const { orderId } = useRouteQuery(orderQuery);
  return (
    <main className="page">
      <NavBar title={complaintText.entryTitle} onBack={() => callNative('closeWebview')} />
      <ComplaintEntry orderId={orderId} />
    </main>
  );
}
