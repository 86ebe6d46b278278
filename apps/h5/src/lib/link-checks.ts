// The two link kinds besides web addresses that server values may name: a native page (define's non-web links)
// and the app's own scheme (download links). Apart from lib/urls.ts so that only the two screens using them pay
// for them; web addresses still go through checkUrl, the one allow-list.
import { checkUrl } from './urls';

/** A native page name the host app opens (define's non-web links): a plain name, never anything with a scheme. */
const NATIVE_PAGE = /^[A-Za-z][A-Za-z0-9_./-]{0,99}$/;
export function nativePageName(raw: string): string | undefined {
  const name = raw.trim();
  return NATIVE_PAGE.test(name) ? name : undefined;
}

// Schemes that run or read something in the page's own context: never a link, whoever configured it.
const SCRIPTING_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:']);

/**
 * A download or app-open link (the app's scheme URL, a store page): an allow-listed web address, or the app's own
 * custom scheme. undefined when refused, so the link renders without an href.
 */
export function appLinkHref(raw: string): string | undefined {
  const web = checkUrl(raw);
  if (web.ok) return web.url.toString();
  if (web.reason === 'host') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:' || SCRIPTING_SCHEMES.has(url.protocol)) return undefined;
  return url.toString();
}
