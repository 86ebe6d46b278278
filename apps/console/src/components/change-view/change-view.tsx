// A change as staff read it: the differing fields as 'Field: before → after', or a record shown whole as its fields.
// A staff member's id in a record reads with their name when the answer resolved it (`names`, issue 40).
import { changedFields, fieldLines, prettyJson, type StaffNames } from '../../lib/change-diff';
import { t } from '../../i18n/messages';

export function ChangeView({
  before,
  after,
  names,
}: {
  before: unknown;
  after: unknown;
  names?: StaffNames | undefined;
}) {
  if (before === null && after === null) return <>{t('auditNoChange')}</>;
  const lines = changedFields(before, after, names);
  if (!lines) return <RecordView record={after ?? before} names={names} />;
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
export function RecordView({ record, names }: { record: unknown; names?: StaffNames | undefined }) {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return <pre className="staff-pre">{prettyJson(record)}</pre>;
  }
  return (
    <ul className="staff-change">
      {fieldLines(record as Record<string, unknown>, names).map((l) => (
        <li key={l.field}>
          <strong>{l.label}</strong>: {l.value}
        </li>
      ))}
    </ul>
  );
}
