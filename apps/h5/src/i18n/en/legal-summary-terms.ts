import type { LegalSummary } from './legal-doc';

// The summary above the loan terms and conditions in a language other than English (issue 30). The English document is the
// authoritative text, so English has none; a language's twin of this file gives one.
export const termsSummary: LegalSummary | null = null;
