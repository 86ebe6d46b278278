// The order page's way to the notification list (issue 29): a bell in its header, with the unread count. The order
// page is at its script budget, so the route loads this after the page is live (a default export for lazy()): the
// bell sits in the header's right slot, absolutely placed, so its arrival moves nothing.
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { notificationLinkText as text } from '../../../i18n/en/notifications-link';
import { UnreadBadge } from './unread-badge';
import './notifications-link.css';

export default function NotificationsLink() {
  return (
    <AppLink to={paths.notifications} className="notice-link" data-testid="notifications-link">
      <span className="ui-sr-only">{text.link}</span>
      <UnreadBadge />
    </AppLink>
  );
}
