import { PromotionPage } from '../../features/promotion/components/promotion-page';
import { useLocation } from '../../lib/navigation';

/** The landing page (spec 2 §2.9): its template id and where the visitor came from, from the query. */
export function PromotionRoute() {
  const { query } = useLocation();
  const get = (k: string) => query.get(k) ?? '';
  return (
    <main>
      <PromotionPage
        templateId={get('templateId')}
        from={{
          invite_code: get('invite_code'),
          user_from: get('user_from'),
          app_from: get('app_from'),
          utm_tag: get('utm_tag'),
        }}
      />
    </main>
  );
}
