import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { AboutUsContent } from '../../features/about-us/components/about-us-content';
import { aboutUs } from '../../i18n/en/about-us';
import { callNative } from '../../lib/bridge';

export function AboutUsRoute() {
  return (
    <main className="page">
      <NavBar title={aboutUs.title} onBack={() => callNative('closeWebview')} />
      <AboutUsContent />
    </main>
  );
}
