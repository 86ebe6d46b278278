// The two link kinds besides web addresses that server values may name: a native page (define's non-web links)
// and the app's own scheme (download links). Apart from lib/urls.ts so that only the two screens using them pay
// for them; web addresses still go through checkUrl, the one allow-list.
import { env } from '../config/env';
import { checkUrl } from './urls';

// Schemes that run or read something in the page's own context: never a link, whoever configured it.
const SCRIPTING_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
]);

/**
 * A native page the host app opens (define's non-web links): a plain page name, or an address in the app's own
 * scheme (its configured scheme URL's, e.g. pautang://product/…). Any other scheme — javascript:, data:, another
 * app's, intent: — is no page of ours, and the host never sees it.
 */
const NATIVE_PAGE = /^[A-Za-z][A-Za-z0-9_./-]{0,99}$/;
export function nativePageName(raw: string, appSchemeUrl: string = env.appSchemeUrl): string | undefined {
  const name = raw.trim();
  if (NATIVE_PAGE.test(name)) return name;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(appSchemeUrl)?.[1]?.toLowerCase();
  const own =
    scheme && !SCRIPTING_SCHEMES.has(`${scheme}:`) && !/^https?$/.test(scheme) ? `${scheme}://` : '';
  return own && name.toLowerCase().startsWith(own) && !/[\s<>"'`]/.test(name) ? name : undefined;
}

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
  if (url.protocol === 'http:' || url.protocol === 'https:' || SCRIPTING_SCHEMES.has(url.protocol))
    return undefined;
  return url.toString();
}
