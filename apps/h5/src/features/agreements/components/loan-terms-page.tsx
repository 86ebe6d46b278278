// /loanTerms: the static loan terms and conditions (spec 2 §2.13, figures of §9).
import { LegalDocument } from '../../../components/legal-document';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { loanTerms } from '../../../i18n/en/loan-terms';
import { callNative } from '../../../lib/bridge';
import { useMounted } from '../../../lib/use-mounted';
import { isEmbedded } from '../utils/embedded';

export function LoanTermsPage() {
  // Known in the browser only; the server renders the back button, which a framed page then drops.
  const embedded = useMounted() && isEmbedded();
  return (
    <main className="page">
      <NavBar title={loanTerms.title} onBack={embedded ? undefined : () => callNative('closeWebview')} />
      <LegalDocument doc={loanTerms} />
    </main>
  );
}
