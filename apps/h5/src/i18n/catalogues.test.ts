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

// Texts that read the same in Filipino, and why (issue 40: a Filipino page showed English). A key path, or a
// pattern of them; every other text of a twin must differ from its English.
const SAME_IN_FILIPINO: [RegExp, string][] = [
  [/^page-heads:DEFAULT_HEAD\.title$/, "the brand's name"],
  [
    /^page-heads:PAGE_HEADS\.\/privacyPolicy\.title$/,
    "a legal document's title with the brand: documents stay English",
  ],
  [
    /^official-site:siteText\.(nav\.privacy|privacyTitle)$/,
    "a legal document's title: documents stay English",
  ],
  [
    /^payment-instructions:instructionsText\.(ewallets|stores)\.\d+\.(id|name|logo)$/,
    "a channel's id, name and logo",
  ],
  [/^(common:commonText|order-detail:orderDetailText)\.ok$/, '"OK" is the same word in Filipino'],
  [
    /^(customer-service:serviceText|official-site:siteText)\.(email|footerEmail)$/,
    '"E-mail" is the same word',
  ],
  [/^customer-service:serviceText\.whatsapp$/, "a brand's name"],
  [/^(card-repayment:cardRepaymentText|promotion:promotionText)\.seconds$/, 'a count of seconds: {n}s'],
  [/^complaints:complaintText\.counter$/, 'a count: {n}/{max}'],
  [/^loan-confirm:loanConfirmText\.(instalmentOf|agreementsSeparator)$/, 'figures and punctuation only'],
];

/** Each English text of a file and its twin's, by key path, functions called with placeholders. */
function pairs(english: unknown, twin: unknown, path: string): [string, string, unknown][] {
  if (typeof english === 'string') return [[path, english, twin]];
  if (typeof english === 'function') {
    const args = Array.from({ length: english.length }, (_, i) => `{arg${i}}`);
    const t = typeof twin === 'function' ? (twin as (...a: string[]) => unknown)(...args) : undefined;
    return pairs(english(...args), t, `${path}()`);
  }
  if (english && typeof english === 'object') {
    return Object.entries(english).flatMap(([k, v]) =>
      pairs(v, (twin as Record<string, unknown> | undefined)?.[k], `${path}.${k}`),
    );
  }
  return [];
}

describe('the Filipino catalogue is Filipino', () => {
  const twinOf = (enPath: string) => languages.fil[`./fil/${fileName(enPath)}.ts`];
  const texts = Object.keys(en)
    .filter((p) => twinOf(p))
    .flatMap((p) =>
      Object.entries(en[p] ?? {}).flatMap(([name, value]) =>
        pairs(value, twinOf(p)?.[name], `${fileName(p)}:${name}`),
      ),
    );

  it('has a Filipino text different from the English for every key, but names, codes and legal titles', () => {
    expect(texts.length).toBeGreaterThan(300);
    const same = texts
      .filter(
        ([path, english, fil]) => english === fil && !SAME_IN_FILIPINO.some(([rule]) => rule.test(path)),
      )
      .map(([path, english]) => `${path}: ${english}`);
    expect(same).toEqual([]);
  });

  it('lists only texts that really are the same', () => {
    const listed = texts.filter(([path]) => SAME_IN_FILIPINO.some(([rule]) => rule.test(path)));
    expect(listed.filter(([, english, fil]) => english !== fil).map(([path]) => path)).toEqual([]);
  });
});
