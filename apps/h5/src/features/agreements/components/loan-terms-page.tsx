// /loanTerms: the static loan terms and conditions (spec 2 §2.13, figures of §9).
import { LegalSummary } from '../../../components/legal-document';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { termsSummary } from '../../../i18n/en/legal-summary-terms';
import { loanTermsTitle } from '../../../i18n/en/loan-terms-title';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { useLocation } from '../../../lib/navigation';
import { useMounted } from '../../../lib/use-mounted';
import { isEmbedded } from '../utils/embedded';
import { LoanTerms } from './lazy-loan-terms';

export function LoanTermsPage() {
  // Known in the browser only; the server renders the back button, which a framed page then drops.
  const embedded = useMounted() && isEmbedded();
  // Framed by the official site (?embed=1), known from the address: the site's heading names the page.
  const onSite = useLocation().query.get('embed') === '1';
  return (
    <main className="page">
      {!onSite && (
        <NavBar title={loanTermsTitle} onBack={embedded ? undefined : () => callNative('closeWebview')} />
      )}
      <LegalSummary summary={termsSummary} />
      <LoanTerms fallback={<p aria-busy="true">{messages.loading}</p>} />
    </main>
  );
}
