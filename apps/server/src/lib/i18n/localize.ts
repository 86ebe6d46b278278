// A borrower's message in their language (issue 30). English is what the modules throw; Filipino comes from the
// catalogues (the codes' messages, borrower-messages.fil.ts); anything without a Filipino entry stays English rather
// than reaching the borrower as nothing.
import { errorMessages, type ErrorCodeValue } from '@pautang/contract/errors';
import { errorMessagesFil } from '@pautang/contract/errors.fil';
import type { Lang } from '@pautang/contract/lang';
import { FIL_PATTERNS, FIL_TEXTS } from './borrower-messages.fil';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a text, in order: '{bank} … {lengths}' → ['bank', 'lengths']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compiled once: each English pattern as an anchored expression whose groups are its placeholders.
const compiled = FIL_PATTERNS.map(({ en, fil }) => {
  const names = placeholdersOf(en);
  const source = en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escape(part) : '([\\s\\S]*?)'))
    .join('');
  return { names, expression: new RegExp(`^${source}$`), fil };
});

/** The Filipino of an English message, or undefined when it has none. */
export function filipinoOf(message: string): string | undefined {
  const fixed = FIL_TEXTS[message];
  if (fixed !== undefined) return fixed;
  for (const { names, expression, fil } of compiled) {
    const match = expression.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return fil.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
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
