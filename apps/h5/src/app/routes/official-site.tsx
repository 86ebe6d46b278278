import { AboutUsContent } from '../../features/about-us/components/about-us-content';
import { OfficialSite } from '../../features/official-site/components/official-site';

export function OfficialSiteRoute() {
  return <OfficialSite about={<AboutUsContent />} />;
}
