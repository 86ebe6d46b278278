// The host app's privacy notice and the consent asked before any personal data is taken (issue 40; Data Privacy
// Act, NPC Circular 20-01): shown first on the sign-in screen, above the number. Until the box is ticked the number
// cannot be typed, and sign-in sends the notice's version (PRIVACY_NOTICE_VERSION), which the server stores with the
// time. It says that credit data goes to the Credit Information Corporation (RA 9510, issue 43), before any loan.
// Under it, the lender's SEC numbers (SEC MC 19 s.2019) from the server's one setting.
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import { useId } from 'react';
import { useLanguage } from '../../../i18n/language';
import { t } from '../../../i18n/messages';
import { readRuntimeConfig } from '../../../lib/runtime-config';

export type PrivacyConsentProps = { agreed: boolean; onAgreedChange: (agreed: boolean) => void };

export function PrivacyConsent({ agreed, onAgreedChange }: PrivacyConsentProps) {
  const headingId = useId();
  const language = useLanguage();
  const config = readRuntimeConfig();
  const company = config.company || 'Pautang';
  return (
    <section className="sign-in__privacy" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('privacyHeading')}</h3>
      <p className="sign-in__privacy-version">{t('privacyVersion', { version: PRIVACY_NOTICE_VERSION })}</p>
      <p>{t('privacyIntro', { company })}</p>
      <ul>
        <li>{t('privacyWhat')}</li>
        <li>{t('privacyWhy')}</li>
        <li>{t('privacyCic', { company })}</li>
        <li>{t('privacyWho')}</li>
        <li>{t('privacyKeep')}</li>
        <li>{t('privacyRights', { officer: config.grievanceOfficer || config.email || company })}</li>
      </ul>
      <a href={`/privacyPolicy?lang=${language}`} target="_blank" rel="noopener noreferrer">
        {t('privacyPolicyLink')}
      </a>
      <label className="sign-in__consent">
        <input type="checkbox" checked={agreed} onChange={(e) => onAgreedChange(e.target.checked)} />
        <span>{t('privacyConsent', { company })}</span>
      </label>
    </section>
  );
}

/** The lender's SEC registration and Certificate of Authority numbers, as the server is configured. */
export function LenderRegistration() {
  // Read for its subscription: the line is written again in a newly chosen language.
  useLanguage();
  const config = readRuntimeConfig();
  if (!config.secRegistrationNo && !config.certificateOfAuthorityNo) return null;
  return (
    <p className="sign-in__registration" data-testid="lender-registration">
      {t('lenderRegistration', {
        sec: config.secRegistrationNo ?? '',
        ca: config.certificateOfAuthorityNo ?? '',
      })}
    </p>
  );
}
