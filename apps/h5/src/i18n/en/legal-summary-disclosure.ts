import type { LegalSummary } from './legal-doc';

// The summary above the disclosure statement (a renewal's too) in a language other than English (issue 30). The English document is the
// authoritative text, so English has none; a language's twin of this file gives one.
export const disclosureSummary: LegalSummary | null = null;
