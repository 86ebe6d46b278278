// A change as staff read it: the differing fields as 'Field: before → after', or a record shown whole as its fields.
import { changedFields, fieldLines, prettyJson } from '../../lib/change-diff';
import { t } from '../../i18n/messages';

export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <>{t('auditNoChange')}</>;
  const lines = changedFields(before, after);
  if (!lines) return <RecordView record={after ?? before} />;
  return (
    <ul className="staff-change">
      {lines.map((l) => (
        <li key={l.field}>
          <strong>{l.label}</strong>: {l.before} → {l.after}
        </li>
      ))}
    </ul>
  );
}

/** A record whole, one field a line; anything else (a list, a bare value) as JSON. */
export function RecordView({ record }: { record: unknown }) {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return <pre className="staff-pre">{prettyJson(record)}</pre>;
  }
  return (
    <ul className="staff-change">
      {fieldLines(record as Record<string, unknown>).map((l) => (
        <li key={l.field}>
          <strong>{l.label}</strong>: {l.value}
        </li>
      ))}
    </ul>
  );
}
