// Every field name that crosses the wire (request bodies, queries and response data), by logical name.
// The envelope keys (code, message, data, success) are fixed: a client must read them before it knows the table.
// Three sources, none typed twice: the session parameters, the call schemas (field-names.generated.ts, written
// from the schemas by `npm run build`), and the fields the spec names for calls not built yet.
import { SCHEMA_FIELD_NAMES } from './field-names.generated';
import type { NATIVE_FIELD_NAMES } from './native-endpoints.generated';
import { SESSION_PARAM_KEYS } from './session';

/**
 * Fields of the spec's calls that have no schema yet (spec 1 §3, spec 2 §3), so both clients already agree on
 * their wire names. Each moves out of this list when its call is built: the schema then brings it.
 */
export const PLANNED_FIELD_NAMES = [
  // bank form (spec 1 §3)
  'cardType',
  // repayment (spec 2 §3)
  'showType',
  'payCodeImg',
  'agreements',
  // demo calls (the business date)
  'businessDate',
] as const;

export type FieldName =
  | (typeof SESSION_PARAM_KEYS)[number]
  | 'product_id'
  | (typeof SCHEMA_FIELD_NAMES)[number]
  | (typeof NATIVE_FIELD_NAMES)[number]
  | (typeof PLANNED_FIELD_NAMES)[number];

export const FIELD_NAMES: readonly FieldName[] = [
  ...new Set<FieldName>([...SESSION_PARAM_KEYS, 'product_id', ...SCHEMA_FIELD_NAMES, ...PLANNED_FIELD_NAMES]),
];
