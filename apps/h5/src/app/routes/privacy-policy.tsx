import { LegalDocument, LegalSummary } from '../../components/legal-document';
import { privacySummary } from '../../i18n/en/legal-summary-privacy';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { privacyPolicy } from '../../i18n/en/privacy-policy';
import { callNative } from '../../lib/bridge';
import { useLocation } from '../../lib/navigation';

export function PrivacyPolicyRoute() {
  // Framed by the official site (?embed=1): the site's own heading names it, and there is nothing to go back to.
  const embedded = useLocation().query.get('embed') === '1';
  return (
    <main className="page">
      {!embedded && <NavBar title={privacyPolicy.title} onBack={() => callNative('closeWebview')} />}
      <LegalSummary summary={privacySummary} />
      <LegalDocument doc={privacyPolicy} />
    </main>
  );
}
