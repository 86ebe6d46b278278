import { problemListCall } from '../../features/complaints/api/screen-data';
import { noQuery } from '../../lib/page-query';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintList } from '../../features/complaints/components/complaint-list';
import { complaintText } from '../../i18n/en/complaints';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(noQuery, () => [problemListCall()]);

export function ComplaintListRoute() {
  return (
    <main className="page">
      <NavBar title={complaintText.listTitle} onBack={() => history.back()} />
      <ComplaintList />
    </main>
  );
}
