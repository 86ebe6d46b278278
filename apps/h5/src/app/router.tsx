// Lazy routes by exact path from the one route table (route-table.ts); a small table instead of react-router,
// which would cost ~20 KB of the route budget. A route loaded before the first render (preloadRoute) renders
// at once, which hydration needs: the server's HTML holds the screen, not a Suspense fallback.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from '../lib/navigation';
import { replayEarlyMessages } from '../lib/bridge';
import { trackView } from '../lib/tracking';
import { routeTable } from './route-table';
import { loadScreen } from './screens';
import { NotFoundRoute } from './routes/not-found';

const resolved = new Map<string, ComponentType>();
const lazyComponents = new Map<string, ComponentType>();

/** Loads a route's screen ahead of rendering it (first paint in the browser, every page on the server). */
export async function preloadRoute(pathname: string, query: URLSearchParams): Promise<void> {
  const entry = routeTable[pathname];
  if (!entry) return;
  const { component, data } = await loadScreen(entry.screen);
  await data?.prepare?.(query);
  if (!resolved.has(pathname)) resolved.set(pathname, component);
}

function componentFor(pathname: string, query: URLSearchParams): ComponentType | undefined {
  const ready = resolved.get(pathname);
  if (ready) return ready;
  if (!routeTable[pathname]) return undefined;
  let c = lazyComponents.get(pathname);
  // Through preloadRoute, so the route's own `prepare` has run too before the screen renders: a screen that
  // suspended inside itself while hydrating (the loan terms' chunk) would, on its first state update, drop the
  // server's HTML for its fallback until the chunk came.
  if (!c)
    lazyComponents.set(
      pathname,
      (c = lazy(() =>
        preloadRoute(pathname, query).then(() => ({ default: resolved.get(pathname) ?? NotFoundRoute })),
      )),
    );
  return c;
}

export function Router() {
  const { pathname, query } = useLocation();
  useEffect(() => trackView(pathname), [pathname]);
  const Component = componentFor(pathname, query);
  return (
    <Suspense fallback={<div className="page-placeholder" aria-busy="true" />}>
      {Component ? <Component /> : <NotFoundRoute />}
      <HydrationMark />
    </Suspense>
  );
}

// Marks the page once its screen is live in the browser (hydrated or rendered): tools and tests wait for it
// instead of guessing. Renders nothing, so the server's HTML and the first browser render agree.
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // The screen's own effects (its back handler) have run: now what the host sent before the app arrived.
    replayEarlyMessages();
  }, []);
  return null;
}
