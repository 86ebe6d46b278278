import { t } from '../../i18n/messages';
import { readRuntimeConfig } from '../../lib/runtime-config';
import './sandbox-warnings.css';

/**
 * Production running on a stand-in it was told to use (the sandbox gateway or bank, the SMS outbox): the server's
 * warnings, on top of the host simulator and the back office, so nobody takes the stand-in for the real thing.
 */
export function SandboxWarnings() {
  const warnings = readRuntimeConfig().sandboxWarnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <section className="sandbox-warnings" role="alert" aria-label={t('sandboxWarningsLabel')}>
      <ul className="sandbox-warnings__list">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
