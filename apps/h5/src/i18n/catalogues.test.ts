// The language catalogues (issue 30): a language's build swaps each en/<file>.ts for its twin, so a key missing
// from a twin is undefined on screen and a lost {placeholder} shows a blank or a raw brace. Every twin must have
// every key the English has, the same placeholders, and no empty text; every English UI file must have a twin.
import { describe, expect, it } from 'vitest';

const en = import.meta.glob<Record<string, unknown>>(['./en/*.ts', '!./en/*.test.ts'], { eager: true });
const languages = { fil: import.meta.glob<Record<string, unknown>>('./fil/*.ts', { eager: true }) };

// English files with no twin, and why. Everything else in en/ holds UI strings and must have one.
const EXEMPT: Record<string, string> = {
  'legal-doc': 'types and the list of placeholders of a legal text: no strings a borrower reads',
  'privacy-policy':
    'a legal document: stays in English, the authoritative text (legal-summary-*.ts summarise it)',
  'loan-terms':
    'a legal document: stays in English, the authoritative text (legal-summary-*.ts summarise it)',
  'registration-agreement': 'a legal document: stays in English (legal-summary-*.ts summarise it)',
  disclosure: "the disclosure statement's text: a legal document, stays in English (summarised)",
  agreements: "the loan agreement's and disclosure statement's wording: legal documents, stay in English",
};

const fileName = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, '$1');
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Where a twin differs from the English: each entry names the key path and what is wrong. */
function differences(english: unknown, twin: unknown, path = ''): string[] {
  const at = path || '(root)';
  // English that has nothing (a legal summary is null in English) leaves the twin free, but not empty.
  if (english === null) return twin === null ? [] : emptyTexts(twin, path);
  if (typeof english === 'string') {
    if (typeof twin !== 'string') return [`${at}: missing`];
    if (!twin.trim()) return [`${at}: empty`];
    const want = placeholders(english).join(' ');
    const got = placeholders(twin).join(' ');
    return want === got ? [] : [`${at}: placeholders ${got || 'none'}, expected ${want}`];
  }
  if (typeof english === 'function') {
    if (typeof twin !== 'function' || twin.length !== english.length) return [`${at}: not the same function`];
    // Arguments as placeholders: what the function puts into its text must reach both languages' text.
    const args = Array.from({ length: english.length }, (_, i) => `{arg${i}}`);
    return differences(english(...args), (twin as (...a: string[]) => unknown)(...args), `${path}()`);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return [`${at}: missing`];
    if (twin.length !== english.length) return [`${at}: ${twin.length} items, expected ${english.length}`];
    return english.flatMap((e, i) => differences(e, twin[i], `${path}[${i}]`));
  }
  if (typeof english === 'object') {
    if (typeof twin !== 'object' || twin === null) return [`${at}: missing`];
    const extra = Object.keys(twin).filter((k) => !(k in english));
    return [
      ...Object.entries(english).flatMap(([k, v]) =>
        differences(v, (twin as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
      ),
      ...extra.map((k) => `${path ? `${path}.${k}` : k}: not in English`),
    ];
  }
  return english === twin ? [] : [`${at}: ${String(twin)}, expected ${String(english)}`];
}

function emptyTexts(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [`${path}: empty`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emptyTexts(v, `${path}.${k}`));
  }
  return [];
}

describe('differences', () => {
  it('names a missing key, a lost or extra placeholder, an empty text and a short list', () => {
    const english = { a: 'Pay {amount} by {date}', b: { c: 'Hi' }, d: ['x', 'y'] };
    expect(differences(english, { a: 'Bayaran ang {amount}', b: {}, d: ['x'] })).toEqual([
      'a: placeholders {amount}, expected {amount} {date}',
      'b.c: missing',
      'd: 1 items, expected 2',
    ]);
    expect(
      differences(english, { a: 'Bayaran {amount} {date} {n}', b: { c: ' ' }, d: ['x', 'y'], e: 'z' }),
    ).toEqual([
      'a: placeholders {amount} {date} {n}, expected {amount} {date}',
      'b.c: empty',
      'e: not in English',
    ]);
  });

  it('compares what functions write, with their arguments as placeholders', () => {
    const english = { steps: (w: string) => [`Open ${w}`] };
    expect(differences(english, { steps: (w: string) => [`Buksan ang ${w}`] })).toEqual([]);
    expect(differences(english, { steps: () => ['Buksan'] })).toEqual(['steps: not the same function']);
    expect(differences(english, { steps: (w: string) => [`Buksan ${w.length}`] })).toEqual([
      'steps()[0]: placeholders none, expected {arg0}',
    ]);
  });

  it('lets a twin fill what English leaves null, but not with empty text', () => {
    expect(differences({ s: null }, { s: { title: 'Buod', points: ['Opisyal ang English'] } })).toEqual([]);
    expect(differences({ s: null }, { s: { title: '', points: [] } })).toEqual(['s.title: empty']);
  });
});

describe.each(Object.entries(languages))('the %s catalogue', (lang, twins) => {
  const twinOf = (enPath: string) => twins[`./${lang}/${fileName(enPath)}.ts`];

  it('has a twin of every English file that holds UI strings', () => {
    const missing = Object.keys(en)
      .map(fileName)
      .filter((f) => !(f in EXEMPT) && !(`./${lang}/${f}.ts` in twins));
    expect(missing).toEqual([]);
  });

  it('has no file that is not an English one', () => {
    const enFiles = new Set(Object.keys(en).map(fileName));
    expect(
      Object.keys(twins)
        .map(fileName)
        .filter((f) => !enFiles.has(f)),
    ).toEqual([]);
  });

  it.each(Object.keys(en).filter((p) => twinOf(p)))('%s: every key, its placeholders, no empty text', (p) => {
    expect(differences(en[p], twinOf(p))).toEqual([]);
  });

  it('gives every legal document a summary that says first that the English text is the one that counts', () => {
    const files = Object.keys(en).filter((p) => fileName(p).startsWith('legal-summary-'));
    expect(files.map(fileName).sort()).toEqual(
      ['agreement', 'disclosure', 'privacy', 'registration', 'terms'].map((d) => `legal-summary-${d}`),
    );
    for (const p of files) {
      const [summary] = Object.values(twinOf(p) ?? {}) as ({ points: string[] } | null)[];
      expect(summary?.points[0], p).toMatch(/English/);
    }
  });
});
