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
  // A page the server rendered is hydrated once its screen's code is here; any other is rendered.
  void preloadRoute(location.pathname, new URLSearchParams(location.search)).then(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

addEventListener('load', () => void registerServiceWorker());
