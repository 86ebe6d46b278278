// A change as staff read it: the fields that differ between two records, each as 'field: before → after'. The audit
// log (before and after) and the approvals (current and proposed) show changes this way; anything that is not a
// record of fields is shown whole, as pretty JSON.

export type ChangeLine = { field: string; before: string; after: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One value as a short text: strings as they are, the rest as compact JSON. */
export const valueText = (v: unknown): string =>
  v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The fields that differ, in the order the after record (then the before) names them; null when not two records. */
export function changedFields(before: unknown, after: unknown): ChangeLine[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({ field, before: valueText(before[field]), after: valueText(after[field]) }));
}

export const prettyJson = (v: unknown): string => JSON.stringify(v, null, 2) ?? '';
