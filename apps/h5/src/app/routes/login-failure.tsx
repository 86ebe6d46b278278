// The login-failure page (spec 2 §2.7), titled 'Order Details'; orderId comes from the page query when present.
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { LoginFailure } from '../../features/login-failure/components/login-failure';
import { loginFailureText } from '../../i18n/en/login-failure';
import { callNative } from '../../lib/bridge';
import { useLocation } from '../../lib/navigation';

export function LoginFailureRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={loginFailureText.title} onBack={() => callNative('closeWebview')} />
      <LoginFailure orderId={query.get('orderId') ?? ''} />
    </main>
  );
}
