import { describe, expect, it } from 'vitest';
import { changedFields, prettyJson, valueText } from './change-diff';

describe('changedFields', () => {
  it('lists only the fields that differ, with their values before and after', () => {
    expect(
      changedFields(
        { appName: 'Pautang', appSchemeUrl: 'pautang://open', roles: ['support'] },
        { appName: 'Pautang', appSchemeUrl: 'evil://x', roles: ['support', 'admin'], disabled: true },
      ),
    ).toEqual([
      { field: 'appSchemeUrl', before: 'pautang://open', after: 'evil://x' },
      { field: 'roles', before: '["support"]', after: '["support","admin"]' },
      { field: 'disabled', before: '—', after: 'true' },
    ]);
  });

  it('answers null when either side is not a record, and an empty list when nothing changed', () => {
    expect(changedFields(null, { a: 1 })).toBeNull();
    expect(changedFields([1], [2])).toBeNull();
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows values as short text and whole records as pretty JSON', () => {
    expect(valueText('x')).toBe('x');
    expect(valueText(3)).toBe('3');
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
