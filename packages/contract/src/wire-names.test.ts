import { describe, expect, it } from 'vitest';
import { builtEndpoints, plannedEndpoints } from './endpoints';
import { FIELD_NAMES } from './field-names';
import { schemaKeys } from './schema-fields';
import type { CallDef } from './call';
import { calls } from './calls';
import { createWire, LOGICAL_PATHS, WIRE_MODES, wireTable } from './wire-names';

describe.each(WIRE_MODES)('wire names in %s mode', (mode) => {
  const wire = createWire(mode);

  it('round-trips every logical path', () => {
    for (const path of LOGICAL_PATHS) {
      expect(wire.pathFromWire(wire.pathToWire(path))).toBe(path);
    }
  });

  it('round-trips every field name', () => {
    for (const name of FIELD_NAMES) expect(wire.keyFromWire(wire.keyToWire(name))).toBe(name);
  });

  it('round-trips nested data, leaving keys outside the table alone', () => {
    const value = {
      orderId: '7',
      defDetail: { payNotice: { GCash: [{ name: 'App', step: ['a'] }] } },
      list: [{ title: 'x' }],
    };
    const sent = wire.toWire(value);
    expect(wire.fromWire(sent)).toEqual(value);
    if (mode === 'obfuscated') {
      expect(JSON.stringify(sent)).not.toContain('orderId');
      expect(JSON.stringify(sent)).toContain('GCash');
    } else {
      expect(sent).toEqual(value);
    }
  });

  it('keeps the paths the spec already gives obfuscated, and the developer paths', () => {
    expect(wire.pathToWire('/gopia/goya/satire')).toBe('/gopia/goya/satire');
    expect(wire.pathFromWire('/gopia/goya/drowns')).toBe('/gopia/goya/drowns');
    expect(wire.pathFromWire('/dev/scenarios')).toBe('/dev/scenarios');
  });

  it('knows no path outside the table', () => {
    expect(wire.pathFromWire('/v9/not-a-call')).toBeUndefined();
  });
});

describe('obfuscated table', () => {
  const { paths, fields } = wireTable();

  it('lists every built call, and no planned one (it has no route until it is built)', () => {
    expect(paths.map(([logical]) => logical).sort()).toEqual(
      Object.values(builtEndpoints)
        .map((e) => e.path)
        .sort(),
    );
    for (const planned of Object.values(plannedEndpoints)) {
      expect(createWire('obfuscated').pathFromWire(planned.path)).toBeUndefined();
    }
  });

  it('has no collisions and never reuses a logical name', () => {
    const wirePaths = paths.map(([, w]) => w);
    expect(new Set(wirePaths).size).toBe(wirePaths.length);
    const wireFields = fields.map(([, w]) => w);
    expect(new Set(wireFields).size).toBe(wireFields.length);
    const logical = new Set<string>(FIELD_NAMES);
    for (const w of wireFields) expect(logical.has(w)).toBe(false);
    const obfuscated = createWire('obfuscated');
    expect(obfuscated.pathFromWire('/v3/personal-center/contact-kf-info')).toBeUndefined();
  });

  it('is stable: a generated name never changes', () => {
    const obfuscated = createWire('obfuscated');
    expect(obfuscated.keyToWire('sessionId')).toMatch(/^[a-z][a-z0-9]{5}$/);
    expect(obfuscated.keyToWire('sessionId')).toBe(createWire('obfuscated').keyToWire('sessionId'));
    expect(obfuscated.pathToWire('/v3/personal-center/contact-kf-info')).toMatch(
      /^\/[a-z][a-z0-9]{4}\/[a-z][a-z0-9]{6}$/,
    );
  });

  it("leaves the back office's paths out of the table: they keep their names in both modes", () => {
    const obfuscated = createWire('obfuscated');
    const staff = Object.values(calls).filter((c) => c.auth === 'staff');
    expect(staff.length).toBeGreaterThan(0);
    for (const { path } of staff) {
      expect(LOGICAL_PATHS).not.toContain(path);
      expect(obfuscated.pathToWire(path)).toBe(path);
      expect(obfuscated.pathFromWire(path)).toBe(path);
    }
  });

  it('covers every key of every call schema the wire renames (the back office speaks plain names)', () => {
    const known = new Set<string>(FIELD_NAMES);
    expect(schemaKeys(calls.contactKfInfo.response)).toEqual(new Set(['email', 'smWa', 'telephone']));
    for (const [call, { request, response, auth, app }] of Object.entries(calls) as [string, CallDef][]) {
      // The native app's calls and the documents are the full wire's (calls.test.ts checks them there).
      if (auth === 'staff' || app) continue;
      for (const key of [...schemaKeys(request), ...schemaKeys(response)]) {
        expect(known.has(key), `${call}: field ${key} is missing from FIELD_NAMES`).toBe(true);
      }
    }
  });
});
