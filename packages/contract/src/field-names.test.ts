import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, PLANNED_FIELD_NAMES } from './field-names';
import { SCHEMA_FIELD_NAMES } from './field-names.generated';

describe('the field-name table', () => {
  it('keeps a planned field only while no schema brings it', () => {
    const fromSchemas = new Set<string>(SCHEMA_FIELD_NAMES);
    for (const name of PLANNED_FIELD_NAMES) expect(fromSchemas.has(name), name).toBe(false);
  });

  it('lists every name once', () => {
    expect(new Set(FIELD_NAMES).size).toBe(FIELD_NAMES.length);
  });
});
