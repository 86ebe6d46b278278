// The full loan terms as a chunk of their own: the loan agreement loads them beside its figures, so the
// disclosure statement (and the route's first paint) does not carry ~6 KB gzip of legal text.
import { LegalDocument } from '../../../components/legal-document';
import { loanTerms } from '../../../i18n/en/loan-terms';

export function LoanTermsDocument() {
  return <LegalDocument doc={loanTerms} />;
}
