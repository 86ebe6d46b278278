// Every key of every call schema, read from the zod definitions: the source the generated field-name table is
// built from (scripts/generate-contract.ts) and checked against (field-names.test.ts). Not for the H5 bundle.
import type { z } from 'zod';
import type { CallDef } from './call';
import { calls } from './calls';
import { SESSION_PARAM_KEYS } from './session';
import { FieldErrorsSchema } from './origination';

function collect(schema: z.ZodType, out: Set<string>): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') {
    for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      out.add(k);
      collect(v, out);
    }
  }
  // A record's values (not its keys, which are data: the pay instructions' group titles) have field names too.
  for (const inner of ['innerType', 'element', 'in', 'out', 'valueType'] as const) {
    if (def[inner]) collect(def[inner] as z.ZodType, out);
  }
  if (Array.isArray(def.options)) for (const o of def.options as z.ZodType[]) collect(o, out);
  return out;
}

export function schemaKeys(schema: z.ZodType): Set<string> {
  return collect(schema, new Set());
}

/**
 * The field names the wire renames, sorted: 'h5', those of the H5's calls (what every borrower page bundles);
 * 'native', those only the native app's calls use (added to the table by the server and the host simulator). The
 * back office's calls speak plain names in both wire modes, so their fields are in neither. 'document', those the
 * H5 sends for a document a tap downloads and its own table lacks (loaded with the tap).
 */
export function schemaFieldNames(scope: 'h5' | 'native' | 'document'): string[] {
  const of = (app: 'h5' | 'native' | 'document') => {
    const out = new Set<string>();
    for (const { request, response, auth, app: caller = 'h5' } of Object.values(calls) as CallDef[]) {
      // The native table holds the documents' names too (the server and the host speak them).
      const included = caller === app || (app === 'native' && caller === 'document');
      if (auth === 'staff' || !included) continue;
      collect(request, out);
      // The H5 reads a document's file, never its data: only what it sends is named for it.
      if (app !== 'document') collect(response, out);
    }
    return out;
  };
  // What a refused call carries in data crosses the wire like an answer.
  const h5 = collect(FieldErrorsSchema, of('h5'));
  if (scope === 'h5') return [...h5].sort();
  // The session parameters are in the H5's table already (field-names.ts), whatever its calls' schemas say.
  const inH5 = new Set<string>([...h5, ...SESSION_PARAM_KEYS, 'product_id']);
  return [...of(scope)].filter((n) => !inH5.has(n)).sort();
}
