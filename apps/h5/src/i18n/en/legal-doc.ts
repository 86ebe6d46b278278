// Shape of the long legal documents (privacy policy, loan terms). Plain data: screens render it.
// Text may hold placeholders in braces that the screen fills from app configuration:
// {company} legal company name, {appName} 'Pautang', {email}, {phone}, {address}, {grievanceOfficer}.
// A section renders its paragraphs first, then its bullets (so a paragraph ending in ':' introduces the list).
export type LegalDoc = {
  title: string;
  updated: string;
  intro: string[];
  sections: { id: string; heading: string; paragraphs: string[]; bullets?: string[] }[];
};

/** The placeholders a legal text may use; anything else in braces is a mistake. */
export const LEGAL_PLACEHOLDERS = [
  'company',
  'appName',
  'email',
  'phone',
  'address',
  'grievanceOfficer',
] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

/** A plain-language summary shown above a legal document in another language; the document stays authoritative. */
export type LegalSummary = { title: string; points: readonly string[] };
