// My complaints (/complaintList, spec 1 §2): tabs from the server (Processing, Completed: docs/DECISIONS.md),
// each a list of entries (time, type, content); a tap opens the details.
import { useState } from 'react';
import { formatDate } from '@pautang/contract/format/date';
import { LoadError } from '../../../components/load-error';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { paths } from '../../../config/paths';
import { complaintText as text } from '../../../i18n/en/complaints';
import { navigate } from '../../../lib/navigation';
import { useProblemList } from '../api/use-complaints';
import './complaints.css';

export function ComplaintList() {
  const { data, error, reload } = useProblemList();
  const [active, setActive] = useState(0);
  if (!data) {
    return error ? (
      <LoadError className="complaint-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="complaint-state" aria-busy="true" />
    );
  }
  const tab = data.tabs[active];
  return (
    <Tabs
      aria-label={text.listTitle}
      items={data.tabs.map((t, i) => ({ key: i, label: `${t.title} (${t.list.length})` }))}
      activeKey={active}
      onChange={setActive}
    >
      {tab && tab.list.length > 0 ? (
        <ul className="complaint-entries">
          {tab.list.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="complaint-entry-row"
                onClick={() => navigate(paths.complainDetails, { query: { problemId: entry.id } })}
              >
                <span className="complaint-entry-top">
                  <span className="complaint-entry-type">{entry.type}</span>
                  <time className="complaint-entry-time" dateTime={entry.time}>
                    {formatDate(entry.time)}
                  </time>
                </span>
                <span className="complaint-entry-content">{entry.content}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="complaint-muted complaint-empty">{text.listEmpty}</p>
      )}
    </Tabs>
  );
}
