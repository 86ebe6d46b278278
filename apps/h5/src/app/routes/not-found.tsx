import { AppLink } from '../../components/app-link';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { paths } from '../../config/paths';
import { messages } from '../../i18n/messages';
import { callNative } from '../../lib/bridge';

export function NotFoundRoute() {
  return (
    <main className="page">
      <NavBar title={messages.notFoundTitle} onBack={() => callNative('closeWebview')} />
      <section className="page-body center">
        <p>{messages.notFoundText}</p>
        <AppLink to={paths.customerService}>{messages.customerServiceTitle}</AppLink>
      </section>
    </main>
  );
}
