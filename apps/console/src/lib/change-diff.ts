// A change as staff read it (issue 40: pesos, names and dates, never raw JSON in centavos): the fields that differ
// between two records, each as 'Field: before → after', and a record shown whole as its fields. The audit log
// (before and after) and the approvals (current and proposed) show changes this way. A field ending in Amount is
// centavos, shown in pesos; an instant (UTC ISO) is shown in Manila time; a record inside a record is its
// fields again; only what is neither a record nor a plain value is shown as JSON.
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../i18n/messages';

export type ChangeLine = { field: string; label: string; before: string; after: string };
/**
 * Staff accounts a record names only by id, by name (issue 40: the server resolves them in the audit and approvals
 * answers, `staffNames`): an id among them reads 'Mario Reyes (staff-collector)'.
 */
export type StaffNames = Readonly<Record<string, string>>;
const NO_NAMES: StaffNames = {};
export type FieldLine = { field: string; label: string; value: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field's name as a person reads it: 'offerTermDays' → 'Offer term days', 'user_id' → 'User id'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An instant on the wire (UTC ISO), whatever its field is called. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value as staff read it, knowing its field: pesos, Manila dates, yes or no, lists, records as their fields. */
export function valueText(v: unknown, field = '', names: StaffNames = NO_NAMES): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string' && Object.hasOwn(names, v))
    return t('changeStaffNamed', { name: names[v] ?? v, id: v });
  if (typeof v === 'boolean') return t(v ? 'changeYes' : 'changeNo');
  if (typeof v === 'number' && /amount$/i.test(field) && Number.isInteger(v)) return formatPeso(v);
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return formatDate(v);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map((x) => valueText(x, field, names)).join(', ');
  if (isRecord(v))
    return fieldLines(v, names)
      .map((l) => `${l.label}: ${l.value}`)
      .join('; ');
  return JSON.stringify(v);
}

/** A record's fields, each as a label and its value as staff read it. */
export function fieldLines(record: Record<string, unknown>, names: StaffNames = NO_NAMES): FieldLine[] {
  return Object.entries(record).map(([field, v]) => ({
    field,
    label: fieldLabel(field),
    value: valueText(v, field, names),
  }));
}

/** The fields that differ, in the order the after record (then the before) names them; null when not two records. */
export function changedFields(
  before: unknown,
  after: unknown,
  names: StaffNames = NO_NAMES,
): ChangeLine[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: valueText(before[field], field, names),
      after: valueText(after[field], field, names),
    }));
}

export const prettyJson = (v: unknown): string => JSON.stringify(v, null, 2) ?? '';
