// A change as staff read it: the differing fields as 'field: before → after', or a record shown whole.
import { changedFields, prettyJson } from '../../../lib/change-diff';
import { t } from '../../../i18n/messages';

export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <>{t('auditNoChange')}</>;
  const lines = changedFields(before, after);
  if (!lines) return <pre className="staff-pre">{prettyJson(after ?? before)}</pre>;
  return (
    <ul className="staff-change">
      {lines.map((l) => (
        <li key={l.field}>
          <strong>{l.field}</strong>: {l.before} → {l.after}
        </li>
      ))}
    </ul>
  );
}
