import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadRoute, Router } from './app/router';
import { installNativeReceiver } from './lib/bridge';
import {
  FirstDataProvider,
  FirstDataStore,
  readEmbeddedFirstData,
  refusedForSession,
} from './lib/first-data';
import { hideSessionId } from './lib/session';
import { installClickTracking } from './lib/tracking';
import './styles/base.css';

installNativeReceiver();
installClickTracking();
const renderedWithoutSession = hideSessionId();
// A reload of an address the session id has left: where the server's render was refused for want of a session,
// its HTML says 'sign in' though the tab holds one; that page is rendered afresh instead of hydrated.
const embedded = readEmbeddedFirstData();
const renderAfresh = renderedWithoutSession && refusedForSession(embedded);

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <FirstDataProvider store={new FirstDataStore(renderAfresh ? {} : embedded)}>
        <Router />
      </FirstDataProvider>
    </StrictMode>
  );
  const route = preloadRoute(location.pathname, new URLSearchParams(location.search));
  if (root.hasChildNodes() && !renderAfresh) {
    // Hydrate at once: until the screen's code arrives React keeps the server's HTML, and a tap on it meanwhile
    // is replayed once hydrated rather than lost. (This file itself arrives after the page's first paint:
    // main.tsx.)
    hydrateRoot(root, app);
  } else {
    // A page the server did not render, or rendered without this tab's session (its HTML says 'sign in'): render
    // once its screen is here (no flash of the placeholder), fetching with the session the tab holds.
    void route.then(() => createRoot(root).render(app));
  }
}

// The app arrives after the page's first paint, often after its load event: then the worker registers at once.
// Its code is fetched then too: nothing on the page waits for it, so no route carries it in its first load.
const registerWorker = () =>
  void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else addEventListener('load', registerWorker);
