// The page's first script, and all it does: wait until the server's HTML is on screen, then fetch the app, and
// meanwhile keep what the host sends. The page arrives rendered (the server renders every screen with its data),
// so hydrating can wait for its first paint; fetched earlier, the app's ~75 KB of modules raced that paint for
// the link and the CPU.
import { MODULES_META } from '@pautang/contract/page-start';

// The host may send an event (the back button) before the app is here: kept, in order, for lib/bridge.ts, which
// takes the list over. The names are contract/bridge.ts's WEB_RECEIVER and EARLY_MESSAGES, spelt out: importing
// them would make this script import the app's main chunk (lib/bridge.test.ts checks they agree).
const early: unknown[] = [];
const w = window as unknown as Record<string, unknown>;
w.__pautangEarlyMessages = early;
w.pautangBridge = { receive: (message: unknown) => early.push({ receive: message }) };
addEventListener('message', (event) => {
  if (w.__pautangEarlyMessages) early.push({ event });
});

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
  // Once the browser reports the first contentful paint (the frame on screen, not just drawn). A web view
  // without paint timing starts on the timer, a hidden tab on it or on its first paint. The timer is a safety
  // net, not a race: at 300 ms it fired before a busy phone had shown the page (a frame drawn at 0.4 s was on
  // screen at 1.4 s in one Lighthouse run), and the app's ~75 KB then competed with that paint again.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the timer alone
  }
  setTimeout(() => start(), 3000);
}
