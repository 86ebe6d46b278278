import { templateCall } from '../../features/promotion/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { DownloadPage } from '../../features/promotion/components/download-page';
import { useRouteQuery } from '../../lib/navigation';
import { landingQuery } from '../../features/promotion/api/screen-data';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(landingQuery, (q) => [templateCall(q.templateId)]);

export function DownloadTemplateRoute() {
  const { templateId } = useRouteQuery(landingQuery);
  return (
    <main>
      <DownloadPage templateId={templateId} />
    </main>
  );
}
