import { isHostPath } from '../config/paths';
import { BackOfficeRoute } from './routes/back-office';
import { HostRoute } from './routes/host';
import './app.css';

// Two full-page tools and no in-app navigation between them, so the path is read once and no router is needed.
export function App({ pathname = window.location.pathname }: { pathname?: string }) {
  return isHostPath(pathname) ? <HostRoute /> : <BackOfficeRoute />;
}
