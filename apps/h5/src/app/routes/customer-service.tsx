import { contactInfoCall } from '../../features/customer-service/api/screen-data';
import { noQuery } from '../../lib/page-query';
import { declareScreen } from '../../lib/screen-call';
import { LoadError } from '../../components/load-error';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { env } from '../../config/env';
import { ServiceCards } from '../../features/customer-service/components/service-cards';
import { useContactInfo } from '../../features/customer-service/api/use-contact-info';
import { messages } from '../../i18n/messages';
import { callNative } from '../../lib/bridge';
import { serviceText } from '../../i18n/en/customer-service';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(noQuery, () => [contactInfoCall()]);

export function CustomerServiceRoute() {
  const { data, error, reload } = useContactInfo();
  return (
    <main className="page">
      <NavBar title={messages.customerServiceTitle} onBack={() => callNative('closeWebview')} />
      <p className="service-hero">{serviceText.serviceSlogan}</p>
      {error && <LoadError className="service-load-error" error={error} onRetry={reload} />}
      <ServiceCards contact={data} fallbackPhone={env.servicePhone} />
    </main>
  );
}
