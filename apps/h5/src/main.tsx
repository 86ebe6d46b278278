// The page's first script, and all it does: wait until the server's HTML is on screen, then fetch the app.
// The page arrives rendered (the server renders every screen with its data), so hydrating can wait for its first
// paint; fetched earlier, the app's ~75 KB of modules raced that paint for the link and the CPU.
import { MODULES_META } from '@pautang/contract/page-modules';

let start = () => {
  start = () => undefined;
  // The page's modules, named by the server (the app's entry first), are all requested at once rather than one
  // import after another; each runs once its own imports have.
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`);
  for (const href of meta ? meta.content.split(' ') : []) if (href) void import(/* @vite-ignore */ href);
};

const root = document.getElementById('root');
if (!root || !root.hasChildNodes()) {
  // Nothing to show until the app renders it.
  start();
} else {
  // Once the browser reports the first contentful paint (the frame on screen, not just drawn). A tab that
  // paints nothing (hidden) or a web view without paint timing starts on the timer.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the timer alone
  }
  setTimeout(() => start(), 300);
}
