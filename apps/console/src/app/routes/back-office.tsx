import { SandboxWarnings } from '../../components/sandbox-warnings/sandbox-warnings';
import { paths } from '../../config/paths';
import { SupportDesk } from '../../features/support/components/support-desk';
import { t } from '../../i18n/messages';
import './back-office.css';

/** The back office at /console: the support desk (complaints), with the demo tools beside it. */
export function BackOfficeRoute() {
  return (
    <>
      <title>{t('backOfficeTitle')}</title>
      <SandboxWarnings />
      <header className="back-office__header">
        <h1 className="back-office__title">{t('backOfficeTitle')}</h1>
        <p className="back-office__note">{t('backOfficeNote')}</p>
        <nav>
          <a href={paths.host}>{t('openHostSimulator')}</a>
        </nav>
      </header>
      <main className="back-office__main">
        <SupportDesk />
      </main>
    </>
  );
}
