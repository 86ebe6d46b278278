import { templateCall } from '../../features/promotion/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { PromotionPage } from '../../features/promotion/components/promotion-page';
import { useRouteQuery } from '../../lib/navigation';
import { landingQuery } from '../../features/promotion/api/screen-data';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(landingQuery, (q) => [templateCall(q.templateId)]);

/** The landing page (spec 2 §2.9): its template id and where the visitor came from, from the query. */
export function PromotionRoute() {
  const { templateId, from } = useRouteQuery(landingQuery);
  return (
    <main>
      <PromotionPage templateId={templateId} from={from} />
    </main>
  );
}
