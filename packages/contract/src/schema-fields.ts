// Every key of every call schema, read from the zod definitions: the source the generated field-name table is
// built from (scripts/generate-contract.ts) and checked against (field-names.test.ts). Not for the H5 bundle.
import type { z } from 'zod';
import { calls } from './calls';
import { FieldErrorsSchema } from './origination';

function collect(schema: z.ZodType, out: Set<string>): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') {
    for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      out.add(k);
      collect(v, out);
    }
  }
  for (const inner of ['innerType', 'element', 'in', 'out'] as const) {
    if (def[inner]) collect(def[inner] as z.ZodType, out);
  }
  if (Array.isArray(def.options)) for (const o of def.options as z.ZodType[]) collect(o, out);
  return out;
}

export function schemaKeys(schema: z.ZodType): Set<string> {
  return collect(schema, new Set());
}

/**
 * The field names of every built call's request and response, sorted. The back office's calls speak plain names in
 * both wire modes, so their fields stay out of the table (and out of the H5's bundle).
 */
export function schemaFieldNames(): string[] {
  const out = new Set<string>();
  for (const { request, response, auth } of Object.values(calls)) {
    if (auth === 'staff') continue;
    collect(request, out);
    collect(response, out);
  }
  // What a refused call carries in data crosses the wire like an answer.
  collect(FieldErrorsSchema, out);
  return [...out].sort();
}
