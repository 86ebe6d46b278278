import { describe, expect, it } from 'vitest';
import type { CallDef } from './call';
import { calls } from './calls';
import { consoleEndpoints } from './console-endpoints.generated';
import { builtEndpoints, CONSOLE_PREFIX, plannedEndpoints, specPathOf } from './endpoints';
import { SCHEMA_FIELD_NAMES } from './field-names.generated';
import { NATIVE_FIELD_NAMES, nativeEndpoints } from './native-endpoints.generated';
import { DOCUMENT_FIELD_NAMES, documentEndpoints } from './document-endpoints.generated';
import { createFullWire } from './native-wire';
import { createWire } from './wire-names';
import { FIELD_NAMES } from './field-names';
import { schemaFieldNames, schemaKeys } from './schema-fields';

describe('the call declarations', () => {
  it('are what the generated files say (run npm run generate after changing a declaration)', () => {
    // A document is the native table's too (the server and the host speak it), and has a table of its own.
    const side = (c: CallDef) => (c.auth === 'staff' ? 'console' : c.app ? 'native' : 'h5');
    const declared = (which: string) =>
      Object.fromEntries(
        Object.entries(calls as Record<string, CallDef>)
          .filter(([, c]) => side(c) === which)
          .map(([k, c]) => [k, { path: c.path, method: c.method, client: c.client, signal: c.signal }]),
      );
    expect(builtEndpoints).toEqual(declared('h5'));
    expect(nativeEndpoints).toEqual(declared('native'));
    expect(consoleEndpoints).toEqual(declared('console'));
    expect([...SCHEMA_FIELD_NAMES]).toEqual(schemaFieldNames('h5'));
    expect([...NATIVE_FIELD_NAMES]).toEqual(schemaFieldNames('native'));
    const documents = Object.entries(calls as Record<string, CallDef>).filter(
      ([, c]) => c.app === 'document',
    );
    expect(Object.keys(documentEndpoints)).toEqual(documents.map(([k]) => k));
    expect([...DOCUMENT_FIELD_NAMES]).toEqual(schemaFieldNames('document'));
  });

  it('leave a document out of the H5’s core table; its own table and names round-trip it on the full wire', () => {
    expect(Object.keys(documentEndpoints)).toContain('orderStatement');
    for (const mode of ['plain', 'obfuscated'] as const) {
      const h5 = createWire(mode);
      const full = createFullWire(mode);
      const tapped = createWire(mode, {
        paths: Object.values(documentEndpoints).map((e) => e.path),
        fields: DOCUMENT_FIELD_NAMES,
      });
      for (const { path } of Object.values(documentEndpoints)) {
        expect(h5.pathFromWire(full.pathToWire(path)), path).toBeUndefined();
        expect(tapped.pathToWire(path)).toBe(full.pathToWire(path));
      }
      for (const field of DOCUMENT_FIELD_NAMES) expect(tapped.keyToWire(field)).toBe(full.keyToWire(field));
    }
  });

  it("leave the native app's calls out of the H5's wire, and round-trip them on the full one", () => {
    for (const mode of ['plain', 'obfuscated'] as const) {
      const h5 = createWire(mode);
      const full = createFullWire(mode);
      for (const { path } of Object.values(nativeEndpoints)) {
        expect(h5.pathFromWire(full.pathToWire(path)), path).toBeUndefined();
        expect(full.pathFromWire(full.pathToWire(path)), path).toBe(path);
      }
      for (const name of NATIVE_FIELD_NAMES) {
        expect(full.keyFromWire(full.keyToWire(name)), name).toBe(name);
        // The H5 never sees these names, so its table leaves them as they come.
        expect(h5.keyToWire(name), name).toBe(name);
      }
      // Every H5 call keeps its wire name when the native app's names are added.
      for (const { path } of Object.values(builtEndpoints))
        expect(full.pathToWire(path)).toBe(h5.pathToWire(path));
    }
    const known = new Set<string>([...FIELD_NAMES, ...NATIVE_FIELD_NAMES]);
    for (const [key, c] of Object.entries(calls as Record<string, CallDef>)) {
      if (c.app !== 'native') continue;
      for (const field of [...schemaKeys(c.request), ...schemaKeys(c.response)]) {
        expect(known.has(field), `${key}: ${field}`).toBe(true);
      }
    }
    expect(Object.keys(nativeEndpoints)).toEqual(
      expect.arrayContaining(['login', 'homePage', 'certifyBasic']),
    );
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
