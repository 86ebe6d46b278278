import { messages } from '../../../i18n/messages';
import type { Scenario } from '../api/get-scenarios';

export function ScenarioList({ scenarios, failed }: { scenarios: Scenario[] | undefined; failed: boolean }) {
  if (failed) return <p className="muted">{messages.testPreviewUnavailable}</p>;
  return (
    <ul
      className="scenario-list"
      aria-label={messages.testPreviewTitle}
      style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}
    >
      {(scenarios ?? []).map((s) => (
        <li key={s.name}>
          <a className="scenario-button" href={s.url} data-scenario={s.name}>
            {s.title} <span className="muted">({s.name})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
