import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { builtEndpoints, plannedEndpoints, specPathOf } from './endpoints';
import { SCHEMA_FIELD_NAMES } from './field-names.generated';
import { schemaFieldNames } from './schema-fields';

describe('the call declarations', () => {
  it('are what the generated files say (run npm run generate after changing a declaration)', () => {
    const declared = Object.fromEntries(
      Object.entries(calls).map(([k, c]) => [
        k,
        { path: c.path, method: c.method, client: c.client, signal: c.signal },
      ]),
    );
    expect(builtEndpoints).toEqual(declared);
    expect([...SCHEMA_FIELD_NAMES]).toEqual(schemaFieldNames());
  });

  it('give each call its own path, and a call the spec key table names keeps its path there', () => {
    const paths = Object.values(calls).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const key of Object.keys(plannedEndpoints)) expect(calls, key).not.toHaveProperty(key);
    const planned = new Set(Object.values(plannedEndpoints).map((p) => p.path));
    for (const path of paths) expect(planned.has(path), path).toBe(false);
    for (const [key, c] of Object.entries(calls)) expect(c.path, key).toBe(specPathOf(key) ?? c.path);
  });

  it('say what each call does, in one line, for the published document', () => {
    for (const [key, c] of Object.entries(calls)) expect(c.summary, key).toMatch(/^[A-Z"'].{10,140}[.)]$/);
  });
});
