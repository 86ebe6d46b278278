import { paths } from '../../config/paths';
import { t } from '../../i18n/messages';
import './back-office.css';

/** Placeholder until the back-office issue lands; everything under /console that is not /host shows it. */
export function BackOfficeRoute() {
  return (
    <>
      <title>{t('backOfficeTitle')}</title>
      <header className="back-office__header">
        <h1 className="back-office__title">{t('backOfficeTitle')}</h1>
        <nav>
          <a href={paths.host}>{t('openHostSimulator')}</a>
        </nav>
      </header>
      <main className="back-office__main">
        <p>{t('backOfficeNote')}</p>
      </main>
    </>
  );
}
