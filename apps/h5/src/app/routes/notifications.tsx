// The borrower's notifications (issue 29), linked from the order page: the list and its first data.
import { notificationListCall } from '../../features/notifications/api/screen-data';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { noQuery } from '../../lib/page-query';
import { declareScreen } from '../../lib/screen-call';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(noQuery, () => [notificationListCall()]);

export function NotificationsRoute() {
  return (
    <main className="page">
      <NotificationList onBack={() => history.back()} />
    </main>
  );
}
