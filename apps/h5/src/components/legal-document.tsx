// Renders a long legal document of the catalogue, filling its placeholders from the runtime configuration.
import { env } from '../config/env';
import type { LegalDoc, LegalSummary as Summary } from '../i18n/en/legal-doc';
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

/**
 * The plain-language summary above a legal document (issue 30): only a language other than English has one (each
 * document's summary is its own catalogue file, so a page carries only its own). Here, beside the documents, so
 * the pages that show one load no extra script file for it.
 */
export function LegalSummary({ summary }: { summary: Summary | null }) {
  if (!summary) return null;
  return (
    <aside className="legal-summary">
      <h2>{summary.title}</h2>
      <ul>
        {summary.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </aside>
  );
}
