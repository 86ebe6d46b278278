// One allow-list decides every server-supplied URL the H5 may navigate to or frame (payUrl, lendDetailsUrl,
// playeduL, h5Url, define links, contract_url, popAgreementUrl, download links): lib/server-urls.test.ts holds the
// table of them and fails on a navigation sink that bypasses this file. Session parameters are added only to our
// own origin: an allow-listed host (a partner lender, a wallet) is let in, but never handed the borrower's session.
import { env } from '../config/env';
import { sessionParams } from './session';

export type UrlCheck = { ok: true; url: URL; own: boolean } | { ok: false; reason: 'invalid' | 'host' };

export function checkUrl(raw: string, allowedHosts: readonly string[] = env.allowedHosts): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw, location.origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.origin === location.origin) return { ok: true, url, own: true };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid' };
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return { ok: false, reason: 'host' };
  // Another host is reached only over TLS.
  if (url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  return { ok: true, url, own: false };
}

/** The base of in-app paths built without a page's origin (links are rendered on the server too). */
export const PATH_BASE = 'http://h5.invalid';

const isOwn = (url: URL) =>
  url.origin === PATH_BASE || (typeof location !== 'undefined' && url.origin === location.origin);

/**
 * Adds the session parameters (and extras) to a URL of our own, keeping values the URL already carries; a URL of
 * another origin gets the extras only: the session id would let its host act as the borrower.
 */
export function withSession(url: URL, extra: Record<string, string> = {}): URL {
  const out = new URL(url);
  for (const [k, v] of Object.entries({ ...(isOwn(out) ? sessionParams() : {}), ...extra })) {
    if (v !== undefined && v !== '' && !out.searchParams.has(k)) out.searchParams.set(k, v);
  }
  for (const [k, v] of Object.entries(extra)) out.searchParams.set(k, v);
  return out;
}

/** An in-app path with the session parameters, for links and navigation. */
export function appHref(path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(path, PATH_BASE);
  const extra: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') extra[k] = String(v);
  const out = withSession(url, extra);
  return `${out.pathname}${out.search}${out.hash}`;
}
