import { DownloadPage } from '../../features/promotion/components/download-page';
import { useLocation } from '../../lib/navigation';

export function DownloadTemplateRoute() {
  const { query } = useLocation();
  return (
    <main>
      <DownloadPage templateId={query.get('templateId') ?? ''} />
    </main>
  );
}
