import { LegalDocument } from '../../components/legal-document';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { privacyPolicy } from '../../i18n/en/privacy-policy';
import { callNative } from '../../lib/bridge';

export function PrivacyPolicyRoute() {
  return (
    <main className="page">
      <NavBar title={privacyPolicy.title} onBack={() => callNative('closeWebview')} />
      <LegalDocument doc={privacyPolicy} />
    </main>
  );
}
