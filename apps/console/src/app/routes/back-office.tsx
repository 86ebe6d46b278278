import { SandboxWarnings } from '../../components/sandbox-warnings/sandbox-warnings';
import { paths } from '../../config/paths';
import { AppSettingsEditor } from '../../features/app-settings/components/app-settings-editor';
import { ContactMessages } from '../../features/contact-messages/components/contact-messages';
import { TemplateEditor } from '../../features/promotion-templates/components/template-editor';
import { RefundsOwed } from '../../features/refunds/components/refunds-owed';
import { SupportDesk } from '../../features/support/components/support-desk';
import { t } from '../../i18n/messages';
import './back-office.css';

/**
 * The back office at /console: the support desk (complaints), and for a signed-in agent the website's messages, the
 * refunds owed, the landing templates, the app settings and the demo tools. The route composes the features.
 */
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
        <SupportDesk>
          <ContactMessages />
          <RefundsOwed />
          <TemplateEditor />
          <AppSettingsEditor />
        </SupportDesk>
      </main>
    </>
  );
}
