// /loanTerms: the static loan terms and conditions (spec 2 §2.13, figures of §9).
import { LegalDocument } from '../../../components/legal-document';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { loanTerms } from '../../../i18n/en/loan-terms';
import { callNative } from '../../../lib/bridge';
import { isEmbedded } from '../utils/embedded';

export function LoanTermsPage() {
  return (
    <main className="page">
      <NavBar title={loanTerms.title} onBack={isEmbedded() ? undefined : () => callNative('closeWebview')} />
      <LegalDocument doc={loanTerms} />
    </main>
  );
}
