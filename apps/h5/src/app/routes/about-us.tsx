import { LenderRegistration } from '../../components/lender-registration';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { AboutUsContent } from '../../features/about-us/components/about-us-content';
import { aboutUs } from '../../i18n/en/about-us';
import { callNative } from '../../lib/bridge';

export function AboutUsRoute() {
  return (
    <main className="page">
      <NavBar title={aboutUs.title} onBack={() => callNative('closeWebview')} />
      <AboutUsContent />
      {/* Here, not in the content: the official site embeds the content and states the numbers in its footer. */}
      <LenderRegistration />
    </main>
  );
}
