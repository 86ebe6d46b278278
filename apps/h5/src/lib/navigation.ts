// In-app navigation on the history API. Every navigation carries the session parameters (lib/urls.ts) but the
// session id, which the tab holds and the address bar never shows again after start-up (lib/session.ts).
import { useMemo, useSyncExternalStore } from 'react';
import { serverLocation } from './server-location';
import { visibleHref } from './session';
import { appHref, checkUrl, withSession } from './urls';

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  addEventListener('popstate', fn);
  return () => {
    listeners.delete(fn);
    removeEventListener('popstate', fn);
  };
};
const snapshot = () => location.pathname + location.search;

// On the server, the page being rendered; while hydrating, the browser's own location, which is the same page.
const serverSnapshot = () => serverLocation() ?? snapshot();

export type Query = Record<string, string | number | undefined>;

export function navigate(path: string, options: { query?: Query; replace?: boolean } = {}): void {
  const href = visibleHref(appHref(path, options.query));
  if (options.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  scrollTo(0, 0);
  for (const fn of listeners) fn();
}

/**
 * Goes to a server-supplied URL (lendDetailsUrl, playeduL, payUrl…) only if the allow-list accepts it; the session
 * parameters go only to our own origin (withSession). Returns false when refused, so the screen can tell the
 * borrower.
 */
export function openServerUrl(
  raw: string,
  options: { extra?: Record<string, string>; replace?: boolean } = {},
): boolean {
  const check = checkUrl(raw);
  if (!check.ok) return false;
  const target = withSession(check.url, options.extra);
  if (check.own) {
    const href = visibleHref(`${target.pathname}${target.search}${target.hash}`);
    if (options.replace) history.replaceState(null, '', href);
    else history.pushState(null, '', href);
    for (const fn of listeners) fn();
    return true;
  }
  if (options.replace) location.replace(target.toString());
  else location.assign(target.toString());
  return true;
}

export function useLocation(): { pathname: string; query: URLSearchParams } {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const url = new URL(current, 'http://h5.invalid');
  return { pathname: url.pathname, query: url.searchParams };
}

/**
 * The page query as the route table's parser for this path reads it (app/route-table.ts): a screen reads its
 * query through the same function that built its first calls, so the two cannot disagree.
 */
export function useRouteQuery<Q>(parse: (query: URLSearchParams) => Q): Q {
  const { query } = useLocation();
  return useMemo(() => parse(query), [parse, query]);
}
