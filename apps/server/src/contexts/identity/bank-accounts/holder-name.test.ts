// @module-tag once: a pure rule over names, no app
// A payout account in the borrower's own name (issue 40): the account name is the legal name, allowing for case,
// spacing, punctuation, accents, the middle name's initials and the surname first; anyone else's name is refused.
import { describe, expect, it } from 'vitest';
import { isOwnName, legalNameLine, legalNameOfLine } from './holder-name';

const maria = { firstName: 'Maria Luisa', middleName: 'Dela Cruz', lastName: 'Peña' };
const jose = { firstName: 'Jose', middleName: '', lastName: 'Reyes Jr.' };

describe('an account in the borrower’s own name', () => {
  it.each([
    'Maria Luisa Dela Cruz Peña',
    'MARIA LUISA DELA CRUZ PENA',
    '  maria   luisa  delacruz  peña ',
    'Maria Luisa D.C. Pena',
    'Maria Luisa D. C. Peña',
    'Maria Luisa Peña',
    'Ma. Luisa Dela Cruz Peña',
    'PENA, MARIA LUISA D.C.',
    'Peña Maria Luisa',
  ])('accepts %j for Maria Luisa Dela Cruz Peña', (name) => {
    expect(isOwnName(name, maria)).toBe(true);
  });

  it.each(['Jose Reyes Jr.', 'JOSE REYES JR', 'Jose Reyes', 'REYES, JOSE'])(
    'accepts %j for Jose Reyes Jr.',
    (name) => {
      expect(isOwnName(name, jose)).toBe(true);
    },
  );

  it.each([
    'Juan Dela Cruz',
    'Maria Peña',
    'Maria Luisa Dela Cruz',
    'Maria Luisa X. Peña',
    'Jose Santos',
    'Josefina Reyes',
    'Jose Reyes Santos',
    '',
  ])('refuses %j for Maria Luisa Dela Cruz Peña or Jose Reyes Jr.', (name) => {
    expect(isOwnName(name, maria)).toBe(false);
    expect(isOwnName(name, jose)).toBe(false);
  });

  it('names the legal name in one line; a one-line name is read as given names and a surname', () => {
    expect(legalNameLine(maria)).toBe('Maria Luisa Dela Cruz Peña');
    expect(legalNameOfLine('Tess  Go')).toEqual({ firstName: 'Tess', middleName: '', lastName: 'Go' });
    expect(legalNameOfLine('Madonna')).toBeUndefined();
    expect(isOwnName('TESS GO', legalNameOfLine('Tess Go')!)).toBe(true);
  });
});
