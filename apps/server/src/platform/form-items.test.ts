// @module-tag once: pure checks of the item engine, no wire and no database
// The item engine both server-driven forms use (bind bank, the profile steps): which items apply, and each fault.
import { describe, expect, it } from 'vitest';
import { BANK_FORM_ITEMS } from '../contexts/lending/index';
import { applies, checkItems, isDay, type FormItem } from './form-items';

const item = (fields: Partial<FormItem> & Pick<FormItem, 'code' | 'category'>): FormItem => ({
  note: [],
  numeric: 0,
  maxLength: 10,
  cardTypeMi: 0,
  channelNumber: '',
  ...fields,
});

const words = { message: (i: FormItem, fault: string) => `${i.code}:${fault}` };

describe('the item engine', () => {
  it('asks an item of a card type or an e-wallet channel only when it is chosen (spec 1 §4)', () => {
    const asked = (values: Record<string, string>) =>
      BANK_FORM_ITEMS.filter((i) => applies(i, values)).map((i) => `${i.code}${i.channelNumber}`);
    expect(asked({ cardType: '1', channelNumber: '90007' })).toEqual([
      'cardType',
      'channelNumber',
      'walletAccount90007',
      'accountName',
    ]);
    expect(asked({ cardType: '2' })).toEqual(['cardType', 'bankCode', 'bankAccount', 'accountName']);
  });

  it('refuses each kind of bad value with its fault, and cleans the good ones', () => {
    const items = [
      item({ code: 'name', category: 'text' }),
      item({ code: 'opt', category: 'text', required: 0 }),
      item({ code: 'kind', category: 'enum', note: [{ type: 'a' }] }),
      item({ code: 'count', category: 'text', numeric: 1 }),
      item({ code: 'day', category: 'day' }),
      item({ code: 'photo', category: 'image', maxLength: 36 }),
    ];
    expect(
      checkItems(items, { name: '  ', kind: 'b', count: '1a', day: '2026-02-30', photo: 'x.png' }, words),
    ).toEqual({
      answers: { opt: '' },
      fields: {
        name: 'name:required',
        kind: 'kind:option',
        count: 'count:digits',
        day: 'day:day',
        photo: 'photo:image',
      },
    });
    expect(
      checkItems(
        items,
        {
          name: ' Juan   Luna ',
          kind: 'a',
          count: '12-3 4',
          day: '2026-02-28',
          photo: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
          other: 'ignored',
        },
        words,
      ),
    ).toEqual({
      answers: {
        name: 'Juan Luna',
        opt: '',
        kind: 'a',
        count: '1234',
        day: '2026-02-28',
        photo: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
      },
      fields: {},
    });
    expect(checkItems(items.slice(0, 1), { name: 'x'.repeat(11) }, words).fields).toEqual({
      name: 'name:length',
    });
  });

  it('runs a form’s own rule after the engine’s, on an empty optional item too', () => {
    const items = [item({ code: 'opt', category: 'text', required: 0 })];
    const rules = {
      ...words,
      check: (i: FormItem, value: string) => (value === '' ? `${i.code}:needed` : undefined),
    };
    expect(checkItems(items, {}, rules).fields).toEqual({ opt: 'opt:needed' });
  });

  it('knows a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });
});
