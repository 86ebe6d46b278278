// A borrower's message in their language (issue 30). English is what the modules throw; Filipino comes from the
// catalogues (the codes' messages, borrower-messages.fil.ts); anything without a Filipino entry stays English rather
// than reaching the borrower as nothing. The texts the server builds for screens (order details' rows, the quote,
// the profile's form items: screen-texts.fil.ts) are swapped the same way in a 'fil' caller's answer (issue 40).
import { errorMessages, type ErrorCodeValue } from '@pautang/contract/errors';
import { errorMessagesFil } from '@pautang/contract/errors.fil';
import type { Lang } from '@pautang/contract/lang';
import { FIL_PATTERNS, FIL_TEXTS } from './borrower-messages.fil';
import { FIL_SCREEN_PATTERNS, FIL_SCREEN_TEXTS } from './screen-texts.fil';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a text, in order: '{bank} … {lengths}' → ['bank', 'lengths']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TEXTS: Readonly<Record<string, string>> = { ...FIL_SCREEN_TEXTS, ...FIL_TEXTS };

// Compiled once: each English pattern as an anchored expression whose groups are its placeholders, and its longest
// fixed part, which a text must contain before the expression is tried (most texts of an answer are no pattern's).
const compiled = [...FIL_PATTERNS, ...FIL_SCREEN_PATTERNS].map(({ en, fil }) => {
  const names = placeholdersOf(en);
  const parts = en.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const source = en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escape(part) : '([\\s\\S]*?)'))
    .join('');
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  return { names, longest, expression: new RegExp(`^${source}$`), fil };
});

/** A form item's refusal as the profile words it: "<item's title>: <reason>" (profiles.service.ts). */
const TITLED = /^([^:]{1,80}): (.+)$/s;

/** The Filipino of an English message, or undefined when it has none. */
export function filipinoOf(message: string): string | undefined {
  const fixed = TEXTS[message];
  if (fixed !== undefined) return fixed;
  for (const { names, longest, expression, fil } of compiled) {
    if (!message.includes(longest)) continue;
    const match = expression.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return fil.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  const titled = TITLED.exec(message);
  if (titled) {
    const title = TEXTS[titled[1] ?? ''];
    const reason = TEXTS[titled[2] ?? ''];
    if (title !== undefined && reason !== undefined) return `${title}: ${reason}`;
  }
  return undefined;
}

/** What a borrower reads for an error: its code's message or the module's text, in their language. */
export function localizeMessage(code: ErrorCodeValue, message: string, lang: Lang): string {
  if (lang === 'en') return message;
  if (message === errorMessages[code]) return errorMessagesFil[code];
  return filipinoOf(message) ?? message;
}

/** A text the server writes in a language (an SMS): the Filipino when there is one, else the English. */
export function inLang(text: string, lang: Lang): string {
  return lang === 'en' ? text : (filipinoOf(text) ?? text);
}

/**
 * Fields of an answer that are data, never wording: what is stored or sent back (an item's code, a city's province;
 * an option's type and a form item's value, below), so a value that reads like a word ('Filipino', 'Other') stays
 * what the server keeps.
 */
const DATA_FIELDS = new Set(['code', 'parent', 'channelNumber', 'url', 'logo', 'icon']);

/** A text of an answer in Filipino, or as it came (a name, an amount, anything no catalogue has). */
const filipinoText = (text: string): string => filipinoOf(text) ?? text;

function translated(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? value : filipinoText(value);
  if (Array.isArray(value)) return value.map(translated);
  if (value === null || typeof value !== 'object') return value;
  // An option is { type, name }: its type is the value sent back; a form item's value is the borrower's answer.
  // Elsewhere a type or a value is wording (a complaint's type, a row's '91 days').
  const option = 'type' in value && 'name' in value;
  const item = 'code' in value;
  const kept = (key: string) =>
    DATA_FIELDS.has(key) || (option && key === 'type') || (item && key === 'value');
  // A record keyed by wording (a channel's payNotice: 'Payment rules' → steps) has its keys translated too.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.includes(' ') ? filipinoText(key) : key,
      kept(key) ? inner : translated(inner),
    ]),
  );
}

/**
 * A borrower call's answer in the caller's language: every text the server built for the screen (a row's label,
 * a status, a notice, an option's name) in Filipino for 'fil'; amounts, names, codes and stored values unchanged.
 */
export function localizeScreen<T>(data: T, lang: Lang): T {
  return lang === 'en' ? data : (translated(data) as T);
}
