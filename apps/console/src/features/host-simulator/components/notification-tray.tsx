import { useId } from 'react';
import { t } from '../../../i18n/messages';
import type { TrayItem } from '../hooks/use-host-state';
import './notification-tray.css';

/** The phone's notification tray (issue 29): newest first; a tap opens the message's link in the web view. */
export function NotificationTray({
  items,
  canOpen,
  onOpen,
}: {
  items: readonly TrayItem[];
  /** Signed in: a tap can open the web view. */
  canOpen: boolean;
  onOpen: (item: TrayItem) => void;
}) {
  const headingId = useId();
  return (
    <section className="notification-tray" aria-labelledby={headingId} data-testid="notification-tray">
      <h2 id={headingId} className="notification-tray__heading">
        {t('trayHeading')}
      </h2>
      <p className="notification-tray__intro">{t('trayIntro')}</p>
      {items.length === 0 ? (
        <p className="notification-tray__empty">{t('trayEmpty')}</p>
      ) : (
        <ul className="notification-tray__list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className="notification-tray__item"
                data-testid="tray-item"
                disabled={!canOpen}
                onClick={() => onOpen(item)}
              >
                <strong className="notification-tray__title">{item.title}</strong>
                <span className="notification-tray__body">{item.body}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
