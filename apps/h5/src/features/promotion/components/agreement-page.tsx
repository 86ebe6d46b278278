// The registration agreement and privacy notice (spec 2 §2.9), linked from the landing page.
import { LegalSummary } from '../../../components/legal-document';
import { env } from '../../../config/env';
import { promotionText as text } from '../../../i18n/en/promotion';
import { registrationSummary } from '../../../i18n/en/legal-summary-registration';
import { registrationAgreement } from '../../../i18n/en/registration-agreement';
import './promotion.css';

export function AgreementPage() {
  return (
    <div className="promo">
      <h1 className="promo-title">{text.agreementTitle}</h1>
      <LegalSummary summary={registrationSummary} />
      {registrationAgreement(env.company).map((section) => (
        <section key={section.heading} className="promo-doc">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
