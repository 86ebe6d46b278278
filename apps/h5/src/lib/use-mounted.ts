// False while the server renders and while the browser hydrates its HTML, true from then on: for what only the
// browser can know or do (portals, the page's own URL, storage). Hydration sees the server's value, so the first
// browser render matches the HTML and the change follows at once, without a mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useMounted = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
