import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast';
import { openScenario, type Scenario } from '../api/get-scenarios';
import './scenario-list.css';
import { testPreviewText } from '../../../i18n/en/test-preview';

export function ScenarioList({ scenarios, failed }: { scenarios: Scenario[] | undefined; failed: boolean }) {
  const [opening, setOpening] = useState<string>();
  if (failed) return <p className="muted">{testPreviewText.testPreviewUnavailable}</p>;
  const open = (name: string) => {
    setOpening(name);
    openScenario(name).then(
      (url) => location.assign(url),
      (error: Error) => {
        setOpening(undefined);
        toast.fail(error.message);
      },
    );
  };
  return (
    <ul
      className="scenario-list"
      aria-label={testPreviewText.testPreviewTitle}
      style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}
    >
      {(scenarios ?? []).map((s) => (
        <li key={s.name}>
          <button
            type="button"
            className="scenario-button"
            data-scenario={s.name}
            disabled={opening !== undefined}
            aria-busy={opening === s.name}
            onClick={() => open(s.name)}
          >
            {s.title} <span className="muted">({s.name})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
