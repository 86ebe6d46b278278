// The demo scenarios: other borrowers' screens in set states, opened with a fresh session for each. A developer's
// tool, not the app's: it sits in the simulator's side panel, outside the phone. Names are unchanged (tests and
// other tools open them by name).
import { useId } from 'react';
import { t } from '../../../i18n/messages';
import { useDemoScenarios } from '../api/get-demo-scenarios';
import './demo-scenarios.css';

export function DemoScenarios({
  signedIn,
  onOpenScenario,
}: {
  signedIn: boolean;
  onOpenScenario: (name: string) => void;
}) {
  const scenarios = useDemoScenarios();
  const headingId = useId();
  return (
    <section className="demo-scenarios" aria-labelledby={headingId}>
      <h2 className="demo-scenarios__heading" id={headingId}>
        {t('scenariosHeading')}
      </h2>
      <p className="demo-scenarios__note">{t('scenariosIntro')}</p>
      {!signedIn && <p className="demo-scenarios__note">{t('scenariosSignInFirst')}</p>}
      {scenarios.status === 'loading' && <p role="status">{t('loadingScenarios')}</p>}
      {scenarios.status === 'error' && (
        <div role="alert">
          <p>{t('loadFailed', { error: scenarios.error })}</p>
          <button type="button" onClick={scenarios.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {scenarios.status === 'ready' && scenarios.data.length === 0 && <p>{t('noScenarios')}</p>}
      {scenarios.status === 'ready' && scenarios.data.length > 0 && (
        <ul className="demo-scenarios__list">
          {scenarios.data.map((scenario) => (
            <li key={scenario.name}>
              <button
                type="button"
                className="demo-scenarios__open"
                data-scenario={scenario.name}
                disabled={!signedIn}
                onClick={() => onOpenScenario(scenario.name)}
              >
                {scenario.title}
              </button>
              <span className="demo-scenarios__note">
                {t('scenarioBorrower', { userId: scenario.userId })}
                {scenario.orderId ? ` · ${t('scenarioOrder', { orderId: scenario.orderId })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
