import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast';
import { openScenario } from '../api/get-scenarios';
import './scenario-list.css';

export type ScenarioButton = { name: string; title: string; screen: string };

/** Buttons that open demo scenarios; each shows the screen and the query parameters it opens with. */
export function ScenarioList({ label, items }: { label: string; items: ScenarioButton[] }) {
  const [opening, setOpening] = useState<string>();
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
    <ul className="scenario-list" aria-label={label}>
      {items.map((s) => (
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
            <code className="scenario-screen">{s.screen}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}
