import { problemDetailCall } from '../../features/complaints/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintDetails } from '../../features/complaints/components/complaint-details';
import { complaintText } from '../../i18n/en/complaints';
import { useRouteQuery } from '../../lib/navigation';
import { complaintQuery } from '../../features/complaints/api/screen-data';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(complaintQuery, (q) => [problemDetailCall(q.problemId)]);

export function ComplainDetailsRoute() {
  const { problemId } = useRouteQuery(complaintQuery);
  return (
    <main className="page">
      <NavBar title={complaintText.detailTitle} onBack={() => history.back()} />
      <ComplaintDetails problemId={problemId} />
    </main>
  );
}
