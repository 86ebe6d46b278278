import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { ComplaintEntry } from '../../features/complaints/components/complaint-entry';
import { complaintText } from '../../i18n/en/complaints';
import { callNative } from '../../lib/bridge';
import { useLocation } from '../../lib/navigation';

export function ComplainPageRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={complaintText.entryTitle} onBack={() => callNative('closeWebview')} />
      <ComplaintEntry orderId={query.get('orderId') ?? ''} />
    </main>
  );
}
