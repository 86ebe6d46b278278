// The languages a borrower reads (issue 30): English, the default, and Filipino. The host passes one as the `lang`
// session parameter; the server keeps the borrower's choice (users.lang) for what it sends when no page is open.
export const LANGS = ['en', 'fil'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

/** A `lang` value as the host or a query sent it: anything that is not a language we write in reads as English. */
export function readLang(value: unknown): Lang {
  return value === 'fil' ? 'fil' : DEFAULT_LANG;
}
