import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { consoleEndpoints } from './console-endpoints.generated';
import { builtEndpoints, CONSOLE_PREFIX, plannedEndpoints, specPathOf } from './endpoints';
import { SCHEMA_FIELD_NAMES } from './field-names.generated';
import { schemaFieldNames } from './schema-fields';

describe('the call declarations', () => {
  it('are what the generated files say (run npm run generate after changing a declaration)', () => {
    const declared = (staff: boolean) =>
      Object.fromEntries(
        Object.entries(calls)
          .filter(([, c]) => (c.auth === 'staff') === staff)
          .map(([k, c]) => [k, { path: c.path, method: c.method, client: c.client, signal: c.signal }]),
      );
    expect(builtEndpoints).toEqual(declared(false));
    expect(consoleEndpoints).toEqual(declared(true));
    expect([...SCHEMA_FIELD_NAMES]).toEqual(schemaFieldNames());
  });

  it('give each call its own path, and a call the spec key table names keeps its path there', () => {
    // The H5's paths are keys of the wire table; a console path may serve a read and a save (GET and POST).
    const paths = Object.values(builtEndpoints).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    const routes = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const key of Object.keys(plannedEndpoints)) expect(calls, key).not.toHaveProperty(key);
    const planned = new Set(Object.values(plannedEndpoints).map((p) => p.path));
    for (const path of paths) expect(planned.has(path), path).toBe(false);
    for (const [key, c] of Object.entries(calls)) expect(c.path, key).toBe(specPathOf(key) ?? c.path);
  });

  it('keep staff calls under the console prefix, with roles, and every other call outside it', () => {
    for (const [key, c] of Object.entries(calls)) {
      const staff = c.auth === 'staff';
      expect(c.path.startsWith(CONSOLE_PREFIX), key).toBe(staff);
      if (staff) expect(c.roles?.length, key).toBeGreaterThan(0);
    }
  });

  it('say what each call does, in one line, for the published document', () => {
    for (const [key, c] of Object.entries(calls)) expect(c.summary, key).toMatch(/^[A-Z"'].{10,140}[.)]$/);
  });
});
