// The server renderer's entry (built by `vite build --ssr`, imported by apps/server/src/platform/http/ssr.ts): the same
// route table, screens and hooks as the browser, rendered to HTML with the first data the server fetched.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { H5RuntimeConfig } from '@pautang/contract/runtime-config';
import { routeTable } from './app/route-table';
import { loadScreen } from './app/screens';
import { preloadRoute, Router } from './app/router';
import { formatPesoShort } from '@pautang/contract/format/money';
import { env, setRuntimeConfig } from './config/env';
import { fill } from './i18n/fill';
import { FirstDataProvider, FirstDataStore, firstDataKey, type FirstData } from './lib/first-data';
import type { ScreenCall } from './lib/screen-call';
import { setServerLocation } from './lib/server-location';
import { DEFAULT_HEAD, PAGE_HEADS, type PageHead } from './i18n/en/page-heads';

export { FIRST_DATA_ELEMENT_ID } from './lib/first-data';
export { firstDataKey };

/** The calls whose answers the page at `href` needs; empty for a screen without data or a path of no screen. */
export async function firstCallsOf(href: string): Promise<ScreenCall[]> {
  const url = new URL(href, 'http://h5.invalid');
  const entry = routeTable[url.pathname];
  const data = entry ? (await loadScreen(entry.screen)).data : undefined;
  return data ? data.calls(data.query(url.searchParams)) : [];
}

export const isRoute = (pathname: string) => pathname in routeTable;

/** The page's title and description for its head; the app's own for a borrower screen. */
export const headOf = (pathname: string): PageHead => {
  const head = PAGE_HEADS[pathname];
  if (!head) return DEFAULT_HEAD;
  // {min} and {max}: the catalogue's lending range, as the page itself states it (env: set by renderPage).
  const { minAmount, maxAmount } = env.loanRange;
  const range = { min: formatPesoShort(minAmount), max: formatPesoShort(maxAmount) };
  return { ...head, description: fill(head.description, range), public: true };
};

/**
 * Renders one page. Everything it shows is loaded first (the screen, its lazy parts, the data), so nothing
 * suspends and the synchronous renderToString gives the whole page; being synchronous, two borrowers' pages can
 * never interleave in the module state the screens read (the page location, as the browser's location).
 */
export async function renderPage(
  href: string,
  firstData: FirstData,
  config: H5RuntimeConfig,
): Promise<string> {
  const url = new URL(href, 'http://h5.invalid');
  await preloadRoute(url.pathname, url.searchParams);
  setRuntimeConfig(config);
  setServerLocation(url.pathname + url.search);
  return renderToString(
    <StrictMode>
      <FirstDataProvider store={new FirstDataStore(firstData)}>
        <Router />
      </FirstDataProvider>
    </StrictMode>,
  );
}
