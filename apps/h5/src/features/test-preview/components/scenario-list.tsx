import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast';
import { messages } from '../../../i18n/messages';
import { checkUrl } from '../../../lib/urls';
import { openScenario } from '../api/get-scenarios';
import './scenario-list.css';

export type ScenarioButton = { name: string; title: string; screen: string };

/** Buttons that open demo scenarios; each shows the screen and the query parameters it opens with. */
/** `titlesLang`: the language the titles are written in when it is not the page's (the server's, in English). */
export function ScenarioList({
  label,
  items,
  titlesLang,
}: {
  label: string;
  items: ScenarioButton[];
  titlesLang?: string;
}) {
  const [opening, setOpening] = useState<string>();
  const open = (name: string) => {
    setOpening(name);
    openScenario(name).then(
      (url) => {
        // A full load (the scenario signs in afresh), and only of one of our own pages.
        const check = checkUrl(url);
        if (check.ok && check.own) location.assign(check.url.toString());
        else {
          setOpening(undefined);
          toast.fail(messages.urlNotAllowed);
        }
      },
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
            <span lang={titlesLang}>{s.title}</span> <span className="muted">({s.name})</span>
            <code className="scenario-screen">{s.screen}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}
