// The console's language (issue 30): English, or Filipino when the address asks for it (`?lang=fil`) or this browser
// chose it before. Only the active language's strings load: English is part of the entry, Filipino a chunk of its
// own (fil/messages.ts) fetched before the first render, so no screen shows English first and then changes.
import { useSyncExternalStore } from 'react';
import { LANGS, type Lang } from '@pautang/contract/lang';
import { messages, setCatalogue } from './messages';

// The languages the borrower side writes in (contract/lang.ts): one list, so the host cannot offer one the server refuses.
export const LANGUAGES = LANGS;
export type Language = Lang;

/** Where this browser keeps the choice: the back office's section links are full pages without the query. */
export const LANGUAGE_STORAGE_KEY = 'pautang-console-lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The address's `lang` first (a link shared in Filipino opens in Filipino), then the saved choice, then English. */
export function chooseLanguage(search: string, saved: string | null): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  return isLanguage(saved) ? saved : 'en';
}

let current: Language = 'en';
/** The language now showing: the app's calls carry it, so the server writes their texts in it (issue 40). */
export const currentLanguage = (): Language => current;
const listeners = new Set<() => void>();

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a locked-down browser): the address alone decides.
    return null;
  }
}

function save(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // As above: the choice then lasts for this page only.
  }
}

/** Fetches the language's catalogue (Filipino only; English is always here) and makes t() read it. */
async function load(language: Language): Promise<void> {
  const catalogue = language === 'fil' ? (await import('./fil/messages')).messages : messages;
  setCatalogue(catalogue);
  current = language;
  document.documentElement.lang = language;
}

/**
 * Before the first render: the chosen language's strings, ready. A Filipino chunk that cannot be fetched leaves the
 * console in English rather than blank.
 */
export async function startLanguage(): Promise<Language> {
  const language = chooseLanguage(window.location.search, readSaved());
  if (language !== 'en') save(language);
  try {
    await load(language);
  } catch {
    await load('en');
  }
  return current;
}

/** The switch: loads the other catalogue, keeps the choice, and re-renders every screen in it. */
export async function switchLanguage(language: Language): Promise<void> {
  await load(language);
  save(language);
  const url = new URL(window.location.href);
  // An address that named the old language would bring it back on reload.
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', language);
    history.replaceState(history.state, '', url);
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; a component using it re-renders when the switch changes it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => current);
}
