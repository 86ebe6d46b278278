import { problemInitCall } from '../../features/complaints/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintForm } from '../../features/complaints/components/complaint-form';
import { complaintText } from '../../i18n/en/complaints';
import { useRouteQuery } from '../../lib/navigation';
import { complaintFormQuery } from '../../features/complaints/api/screen-data';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(complaintFormQuery, (q) => [problemInitCall(q.orderNo)]);

export function ComplainPageNextRoute() {
  const query = useRouteQuery(complaintFormQuery);
  return (
    <main className="page">
      <NavBar title={complaintText.formTitle} onBack={() => history.back()} />
      <ComplaintForm
        problemType={query.problemType}
        problemSonType={query.problemSonType}
        orderNo={query.orderNo}
      />
    </main>
  );
}
