import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadRoute, Router } from './app/router';
import { installNativeReceiver } from './lib/bridge';
import { FirstDataProvider, FirstDataStore, readEmbeddedFirstData } from './lib/first-data';
import { registerServiceWorker } from './lib/service-worker';
import { installClickTracking } from './lib/tracking';
import './styles/base.css';

installNativeReceiver();
installClickTracking();

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <FirstDataProvider store={new FirstDataStore(readEmbeddedFirstData())}>
        <Router />
      </FirstDataProvider>
    </StrictMode>
  );
  const route = preloadRoute(location.pathname, new URLSearchParams(location.search));
  if (root.hasChildNodes()) {
    // Hydrate at once: until the screen's code arrives React keeps the server's HTML, and a tap on it meanwhile
    // is replayed once hydrated rather than lost.
    hydrateRoot(root, app);
  } else {
    // A page the server did not render: render once its screen is here (no flash of the placeholder).
    void route.then(() => createRoot(root).render(app));
  }
}

addEventListener('load', () => void registerServiceWorker());
