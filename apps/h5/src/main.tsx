import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from './app/router';
import { installNativeReceiver } from './lib/bridge';
import { registerServiceWorker } from './lib/service-worker';
import { installClickTracking } from './lib/tracking';
import './styles/base.css';

installNativeReceiver();
installClickTracking();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Router />
    </StrictMode>,
  );
}

addEventListener('load', () => void registerServiceWorker());
