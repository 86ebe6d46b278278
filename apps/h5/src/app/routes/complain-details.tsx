import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintDetails } from '../../features/complaints/components/complaint-details';
import { complaintText } from '../../i18n/en/complaints';
import { useLocation } from '../../lib/navigation';

export function ComplainDetailsRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={complaintText.detailTitle} onBack={() => history.back()} />
      <ComplaintDetails problemId={query.get('problemId') ?? ''} />
    </main>
  );
}
