import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { env } from '../../config/env';
import { ServiceCards } from '../../features/customer-service/components/service-cards';
import { useContactInfo } from '../../features/customer-service/api/get-contact-info';
import { messages } from '../../i18n/messages';
import { callNative } from '../../lib/bridge';

export function CustomerServiceRoute() {
  const { data } = useContactInfo();
  return (
    <main className="page">
      <NavBar title={messages.customerServiceTitle} onBack={() => callNative('closeWebview')} />
      <p className="service-hero">{messages.serviceSlogan}</p>
      <ServiceCards contact={data} fallbackPhone={env.servicePhone} />
    </main>
  );
}
