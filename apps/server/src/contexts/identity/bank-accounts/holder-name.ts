// Whether a payout account is in the borrower's own name (issue 40: an account in someone else's name was accepted,
// and the loan paid out to it, while the quote says "An account of your own"). The account name is compared with
// the legal name the profile states (first, middle and last name, as on the ID), allowing for how banks and
// e-wallets print names: any case, any spacing or punctuation ("DELA CRUZ", "Dela-Cruz", "delacruz"), accents
// dropped ("Pena" for "Peña"), the middle name in full, as its initials or left out, the surname first ("CRUZ,
// MARIA S."), a suffix (Jr., III) written or left out, and "Ma." for "Maria". Anything else is someone else's name.

/** The borrower's legal name, as the profile's basic step holds it. */
export type LegalName = { firstName: string; middleName: string; lastName: string };

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/** Lower-case words without accents or punctuation: "Ma. Peña-Dela Cruz" → ["ma", "pena", "dela", "cruz"]. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** Every way the given names may be written: as they are, and "Ma." for a first "Maria". */
function givenForms(first: string[]): string[][] {
  return first[0] === 'maria' ? [first, ['ma', ...first.slice(1)]] : [first];
}

/** The middle name in full, as its initials, or left out. */
function middleForms(middle: string[]): string[][] {
  return middle.length === 0 ? [[]] : [middle, middle.map((w) => w.charAt(0)), []];
}

/** The surname with its suffix, and without it. */
function lastForms(last: string[]): string[][] {
  const tail = last.at(-1);
  return tail !== undefined && last.length > 1 && SUFFIXES.has(tail) ? [last, last.slice(0, -1)] : [last];
}

/** Letters only: spacing and punctuation do not count ("Dela Cruz" = "DelaCruz"). */
const compact = (parts: string[]) => parts.join('');

/** Whether the account name is the legal name, as banks may print it. */
export function isOwnName(accountName: string, legal: LegalName): boolean {
  const account = compact(words(accountName));
  const first = words(legal.firstName);
  const last = words(legal.lastName);
  if (first.length === 0 || last.length === 0 || account === '') return false;
  for (const given of givenForms(first))
    for (const middle of middleForms(words(legal.middleName)))
      for (const surname of lastForms(last)) {
        if (account === compact([...given, ...middle, ...surname])) return true;
        if (account === compact([...surname, ...given, ...middle])) return true;
      }
  return false;
}

/** The legal name as one line, for the refusal: "Maria S. Santos" reads as the profile states it. */
export const legalNameLine = (legal: LegalName): string =>
  [legal.firstName, legal.middleName, legal.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** A name kept as one line (an account from before profiles): its last word the surname, the rest given names. */
export function legalNameOfLine(fullName: string): LegalName | undefined {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return undefined;
  return { firstName: parts.slice(0, -1).join(' '), middleName: '', lastName: parts.at(-1) ?? '' };
}
