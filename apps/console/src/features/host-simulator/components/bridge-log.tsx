import { formatDate } from '@pautang/contract/format/date';
import { useId } from 'react';
import { t, type MessageKey } from '../../../i18n/messages';
import type { CallProblem } from '../hooks/use-bridge-messages';
import type { LogEntry } from '../hooks/use-host-state';
import './bridge-log.css';

const PROBLEM_TEXT: Record<CallProblem, MessageKey> = {
  unknownAction: 'problemUnknownAction',
  badPayload: 'problemBadPayload',
  unsupportedVersion: 'problemUnsupportedVersion',
};

// postMessage can carry values JSON cannot (cycles, BigInt); the log must never break the page over them.
function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

// The time of day is what matters while watching calls arrive; the full date is in the tooltip.
const timeOfDay = (at: string) => formatDate(at).slice(11);

export function BridgeLog({ entries }: { entries: LogEntry[] }) {
  const headingId = useId();
  return (
    <section className="bridge-log" aria-labelledby={headingId}>
      <h2 id={headingId} className="bridge-log__heading">
        {t('bridgeLogHeading')}
      </h2>
      <p className="bridge-log__intro">{t('bridgeLogIntro')}</p>
      {/* Always rendered, even empty, so browser tests can wait on it. */}
      <ol className="bridge-log__list" aria-label={t('bridgeLogHeading')}>
        {entries.map((entry) => (
          <li
            key={entry.seq}
            className={`bridge-log__entry${entry.problem ? ' bridge-log__entry--problem' : ''}`}
            data-action={entry.action}
          >
            <div className="bridge-log__head">
              <time dateTime={entry.at} title={formatDate(entry.at)}>
                {timeOfDay(entry.at)}
              </time>
              <code className="bridge-log__action">{entry.action}</code>
              {entry.problem && <span className="bridge-log__problem">{t(PROBLEM_TEXT[entry.problem])}</span>}
            </div>
            <pre className="bridge-log__payload">{prettyJson(entry.payload)}</pre>
          </li>
        ))}
      </ol>
      {entries.length === 0 && <p className="bridge-log__empty">{t('bridgeLogEmpty')}</p>}
    </section>
  );
}
