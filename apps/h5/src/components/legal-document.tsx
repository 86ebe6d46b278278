// Renders a long legal document of the catalogue, filling its placeholders from the runtime configuration.
import { env } from '../config/env';
import type { LegalDoc } from '../i18n/en/legal-doc';
import { fill, t } from '../i18n/messages';
import './legal-document.css';

export function legalVars(): Record<string, string> {
  return {
    company: env.company,
    appName: env.appName,
    email: env.email,
    phone: env.servicePhone,
    address: env.address,
    grievanceOfficer: env.grievanceOfficer,
  };
}

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const vars = legalVars();
  return (
    <article className="legal">
      <p className="legal-updated">{t('lastUpdated', { date: doc.updated })}</p>
      {doc.intro.map((p, i) => (
        <p key={i}>{fill(p, vars)}</p>
      ))}
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{fill(p, vars)}</p>
          ))}
          {s.bullets && (
            <ul>
              {s.bullets.map((b, i) => (
                <li key={i}>{fill(b, vars)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
