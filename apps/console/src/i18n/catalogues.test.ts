// Every console string has its Filipino twin (issue 30): the same keys, the same placeholders (a translation that
// drops {amount} would show staff a sentence without the figure), and no empty value.
import { describe, expect, it } from 'vitest';
import { messages as fil } from './fil/messages';
import { messages as en } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function catalogueProblems(
  english: Record<string, string>,
  other: Record<string, string>,
  language: string,
): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const twin = other[key];
    if (twin === undefined) problems.push(`${key}: no ${language} text`);
    else if (twin.trim() === '') problems.push(`${key}: the ${language} text is empty`);
    else if (placeholders(twin).join() !== placeholders(text).join()) {
      problems.push(
        `${key}: placeholders ${placeholders(twin).join() || 'none'}, English has ${placeholders(text).join() || 'none'}`,
      );
    }
  }
  for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${key}: not an English key`);
  return problems;
}

describe('the console catalogues', () => {
  it('gives every English key a Filipino text with the same placeholders', () => {
    expect(catalogueProblems(en, fil, 'Filipino')).toEqual([]);
  });

  it('has no empty English text either', () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('names what is wrong: a missing key, an empty text, a lost placeholder, a stray key', () => {
    const english = { a: 'Pay {amount} by {date}', b: 'Close', c: 'Open' };
    expect(catalogueProblems(english, { a: 'Bayaran ang {amount}', b: ' ', d: 'x' }, 'Filipino')).toEqual([
      'a: placeholders amount, English has amount,date',
      'b: the Filipino text is empty',
      'c: no Filipino text',
      'd: not an English key',
    ]);
  });

  it('is Filipino, not a copy of the English', () => {
    // Names, codes and staff's English terms stay as they are; most sentences must not.
    const same = Object.keys(en).filter((key) => fil[key as keyof typeof fil] === en[key as keyof typeof en]);
    expect(same.length / Object.keys(en).length).toBeLessThan(0.3);
    expect(fil.retry).toBe('Subukan ulit');
  });
});

// The host simulator plays the borrower's app: in Filipino, a borrower reads every one of its texts in Filipino
// (issue 40), not the 70% the back office's staff get. Its keys are the message keys its sources name.
const HOST_SOURCES = import.meta.glob<string>(
  [
    '../features/host-simulator/**/*.{ts,tsx}',
    '../components/language-switch/*.tsx',
    '../components/demo-controls/*.tsx',
    '!**/*.test.{ts,tsx}',
    '!**/testing/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Host texts that read the same in Filipino, and why. */
const HOST_SAME_IN_FILIPINO: Record<string, string> = {
  carrier: "the brand's name",
  frameTitle: 'the H5, a name',
  languageEnglish: 'each language is named in itself, so a reader finds theirs',
  languageFilipino: 'each language is named in itself, so a reader finds theirs',
  loanLine: 'placeholders and punctuation only',
};

describe("the host simulator's Filipino", () => {
  const hostKeys = [
    ...new Set(
      Object.values(HOST_SOURCES).flatMap((source) =>
        [...source.matchAll(/['"]([A-Za-z0-9_]+)['"]/g)].map((m) => m[1] ?? '').filter((k) => k in en),
      ),
    ),
  ] as (keyof typeof en)[];

  it('finds the keys the host uses, through t() and through its tables alike', () => {
    expect(hostKeys.length).toBeGreaterThan(150);
    expect(hostKeys).toEqual(expect.arrayContaining(['screenH5', 'customerService', 'mineLanguage']));
  });

  it('gives every host text a Filipino different from its English, but names', () => {
    const same = hostKeys.filter((key) => fil[key] === en[key] && !(key in HOST_SAME_IN_FILIPINO));
    expect(same).toEqual([]);
  });
});
