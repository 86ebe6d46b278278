import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, prettyJson, valueText } from './change-diff';

describe('changedFields', () => {
  it('lists only the fields that differ, with their values before and after', () => {
    expect(
      changedFields(
        { appName: 'Pautang', appSchemeUrl: 'pautang://open', roles: ['support'] },
        { appName: 'Pautang', appSchemeUrl: 'evil://x', roles: ['support', 'admin'], disabled: true },
      ),
    ).toEqual([
      { field: 'appSchemeUrl', label: 'App scheme url', before: 'pautang://open', after: 'evil://x' },
      { field: 'roles', label: 'Roles', before: 'support', after: 'support, admin' },
      { field: 'disabled', label: 'Disabled', before: '—', after: 'Yes' },
    ]);
  });

  it('answers null when either side is not a record, and an empty list when nothing changed', () => {
    expect(changedFields(null, { a: 1 })).toBeNull();
    expect(changedFields([1], [2])).toBeNull();
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows values as staff read them: pesos for amounts, Manila time for instants, records as their fields', () => {
    expect(valueText('x')).toBe('x');
    expect(valueText(3)).toBe('3');
    expect(valueText(35000, 'amount')).toBe('₱350.00');
    expect(valueText(123456, 'offerAmount')).toBe('₱1,234.56');
    expect(valueText(91, 'offerTermDays')).toBe('91');
    expect(valueText('2026-11-24T16:30:00.000Z', 'decidedAt')).toBe('2026-11-25 00:30:00');
    expect(valueText({ loanRange: { minAmount: 100000, maxAmount: 2000000 } })).toBe(
      'Loan range: Min amount: ₱1,000.00; Max amount: ₱20,000.00',
    );
    expect(fieldLabel('offerTermDays')).toBe('Offer term days');
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
