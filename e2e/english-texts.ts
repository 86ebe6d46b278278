// What a Filipino page must never show (issue 40): a text that is one of the English catalogues' values, the H5's,
// the console's and the server's screen texts and messages, and is not also a Filipino one (a name, a code, "OK").
// A value with {placeholders} matches with anything in their place. The catalogues are read from their sources (they
// are outside the browser tests' TypeScript project), so a new English text is checked the day it is written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const load = async (file: string) =>
  (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;

/** Every string in a catalogue value: objects, lists, and what its functions write (arguments as placeholders). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => `{arg${i}}`);
    return strings((value as (...a: string[]) => unknown)(...args));
  }
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The H5's English files that are legal documents (they stay English, summarised in Filipino) or hold none. */
const H5_ENGLISH_ONLY = new Set([
  'legal-doc',
  'privacy-policy',
  'loan-terms',
  'registration-agreement',
  'disclosure',
  'agreements',
]);

async function h5(lang: 'en' | 'fil'): Promise<string[]> {
  const dir = path.join(root, 'apps/h5/src/i18n', lang);
  const files = readdirSync(dir).filter(
    (f) =>
      f.endsWith('.ts') &&
      !f.endsWith('.test.ts') &&
      !f.endsWith('.d.ts') &&
      !H5_ENGLISH_ONLY.has(f.replace(/\.ts$/, '')),
  );
  const all = await Promise.all(files.map((f) => load(`apps/h5/src/i18n/${lang}/${f}`)));
  return all.flatMap((module) => Object.values(module).flatMap(strings));
}

type Pattern = { en: string; fil: string };

async function server(): Promise<{ en: string[]; fil: string[] }> {
  const screens = await load('apps/server/src/platform/i18n/screen-texts.fil.ts');
  const messages = await load('apps/server/src/platform/i18n/borrower-messages.fil.ts');
  const texts = {
    ...(screens.FIL_SCREEN_TEXTS as Record<string, string>),
    ...(messages.FIL_TEXTS as Record<string, string>),
  };
  const patterns = [...(screens.FIL_SCREEN_PATTERNS as Pattern[]), ...(messages.FIL_PATTERNS as Pattern[])];
  return {
    en: [...Object.keys(texts), ...patterns.map((p) => p.en)],
    fil: [...Object.values(texts), ...patterns.map((p) => p.fil)],
  };
}

/** The message keys the host simulator's sources name (as its catalogue test finds them). */
function hostKeys(): string[] {
  const dirs = [
    'apps/console/src/features/host-simulator',
    'apps/console/src/components/language-switch',
    'apps/console/src/components/demo-controls',
  ];
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('testing'))
      .map((f) => path.join(root, dir, f)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"]([A-Za-z0-9_]+)['"]/g)].map((m) => m[1] ?? ''),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\w+\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

export type EnglishCheck = {
  /** How many English texts a page is checked against. */
  size: number;
  /** The English catalogue text a shown text is, or undefined. */
  englishOf: (shown: string) => string | undefined;
};

/** The check, built once per spec from the catalogues as they are now. */
export async function englishCheck(): Promise<EnglishCheck> {
  const [h5En, h5Fil, consoleEn, consoleFil, serverTexts] = await Promise.all([
    h5('en'),
    h5('fil'),
    load('apps/console/src/i18n/messages.ts'),
    load('apps/console/src/i18n/fil/messages.ts'),
    server(),
  ]);
  // The console's texts a borrower reads: the host simulator's (the back office's are staff's, in English terms).
  const consoleMessages = consoleEn.messages as Record<string, string>;
  const hostTexts = hostKeys()
    .filter((key) => key in consoleMessages)
    .map((key) => consoleMessages[key] ?? '');
  const english = [...h5En, ...hostTexts, ...serverTexts.en];
  const filipino = new Set([...h5Fil, ...strings(consoleFil.messages), ...serverTexts.fil]);
  // Only words: a text with fewer than three letters outside its placeholders ('{n}s', '—', 'OK') says nothing.
  const candidates = [...new Set(english)]
    .map((text) => text.trim())
    .filter((text) => !filipino.has(text) && /(\p{L}.*){3}/u.test(text.replace(PLACEHOLDER, '')));
  const fixed = new Set(candidates.filter((text) => !HAS_PLACEHOLDER.test(text)));
  const patterns = candidates
    .filter((text) => HAS_PLACEHOLDER.test(text))
    .map((text) => ({
      text,
      expression: new RegExp(
        `^${text
          .split(PLACEHOLDER)
          .map((part) => escape(part))
          .join('.+?')}$`,
        's',
      ),
    }));
  return {
    size: fixed.size + patterns.length,
    englishOf: (shown) => {
      const text = shown.trim().replace(/\s+/g, ' ');
      if (fixed.has(text)) return text;
      return patterns.find((p) => p.expression.test(text))?.text;
    },
  };
}

/**
 * Runs in the page: each text a borrower reads in `selector` (default the body), leaving out the English legal
 * documents (the loan agreement, the disclosure statement, the policies: they stay English, under their Filipino
 * summary) and scripts. Texts of attributes a borrower meets too: placeholders, labels, alternative texts.
 */
export function shownTexts(selector: string | null): string[] {
  const LEGAL = '.legal, .agreements-ds, .agreements-la, .agreements-page-title';
  const root = selector ? document.querySelector(selector) : document.body;
  if (!root) return [];
  const out: string[] = [];
  // Text marked as English (lang="en": a developer's note from the server) is English on purpose.
  const skip = (el: Element | null) =>
    !!el &&
    (!!el.closest('script, style, iframe, noscript, [lang="en"]') ||
      (!!el.closest(LEGAL) && !el.closest('.legal-summary')));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !skip(node.parentElement)) out.push(text);
  }
  for (const el of Array.from(root.querySelectorAll('[placeholder], [aria-label], [alt], [title]'))) {
    if (skip(el)) continue;
    for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}
