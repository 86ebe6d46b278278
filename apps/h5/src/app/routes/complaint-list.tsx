import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintList } from '../../features/complaints/components/complaint-list';
import { complaintText } from '../../i18n/en/complaints';

export function ComplaintListRoute() {
  return (
    <main className="page">
      <NavBar title={complaintText.listTitle} onBack={() => history.back()} />
      <ComplaintList />
    </main>
  );
}
