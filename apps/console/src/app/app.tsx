import { isHostPath } from '../config/paths';
import { useLanguage } from '../i18n/language';
import { BackOfficeRoute } from './routes/back-office';
import { HostRoute } from './routes/host';
import './app.css';

// Two full-page tools, and the back office's sections are links between full pages: the path is read once and no
// router is needed.
export function App({ pathname = window.location.pathname }: { pathname?: string }) {
  // Read here so the language switch re-renders every screen below, each calling t() afresh.
  useLanguage();
  return isHostPath(pathname) ? <HostRoute /> : <BackOfficeRoute pathname={pathname} />;
}
