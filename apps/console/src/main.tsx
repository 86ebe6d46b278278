import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the chosen language's strings, so a Filipino page never flashes English.
void startLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
