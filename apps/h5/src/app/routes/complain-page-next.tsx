import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintForm } from '../../features/complaints/components/complaint-form';
import { complaintText } from '../../i18n/en/complaints';
import { useLocation } from '../../lib/navigation';

const numberOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export function ComplainPageNextRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={complaintText.formTitle} onBack={() => history.back()} />
      <ComplaintForm
        problemType={numberOf(query.get('problemType')) ?? 0}
        problemSonType={numberOf(query.get('problemSonType'))}
        orderNo={query.get('orderNo') ?? ''}
      />
    </main>
  );
}
