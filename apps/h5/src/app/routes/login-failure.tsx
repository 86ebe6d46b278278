// The login-failure page (spec 2 §2.7), titled 'Order Details'; orderId comes from the page query when present.
import { failureNoticeCall } from '../../features/login-failure/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { LoginFailure } from '../../features/login-failure/components/login-failure';
import { loginFailureText } from '../../i18n/en/login-failure';
import { callNative } from '../../lib/bridge';
import { useRouteQuery } from '../../lib/navigation';
import { orderQuery } from '../../lib/page-query';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(orderQuery, (q) => [failureNoticeCall(q.orderId)]);

export function LoginFailureRoute() {
  const { orderId } = useRouteQuery(orderQuery);
  return (
    <main className="page">
      <NavBar title={loginFailureText.title} onBack={() => callNative('closeWebview')} />
      <LoginFailure orderId={orderId} />
    </main>
  );
}
