import type { LegalSummary } from './legal-doc';

// The summary above the privacy policy in a language other than English (issue 30). The English document is the
// authoritative text, so English has none; a language's twin of this file gives one.
export const privacySummary: LegalSummary | null = null;
