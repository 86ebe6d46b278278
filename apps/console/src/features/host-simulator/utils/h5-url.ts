import { SESSION_PARAM_KEYS, type SessionParams } from '@pautang/contract/session';

/** An H5 path with the session parameters in its query, as the host app opens its web view. */
export function h5Url(path: string, session: SessionParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const key of SESSION_PARAM_KEYS) {
    const value = session[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A path the server built (a demo scenario's screen) with the app's language added, as the app adds its session
 * parameters; a `lang` the server already chose stays.
 */
export function withLanguage(path: string, lang: string): string {
  const parsed = new URL(path, 'http://h5.invalid');
  if (parsed.searchParams.has('lang')) return path;
  parsed.searchParams.set('lang', lang);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The frame path of a URL the server answered (a demo scenario's screen). It is built from PUBLIC_ORIGIN, which behind a
 * proxy or port mapping may not be the origin the browser uses; the server serves the H5 and the console
 * alike, so the path alone always reaches the right place and keeps the frame same-origin.
 */
export function framePath(url: string, base: string): string {
  try {
    const parsed = new URL(url, base);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** The frame's current path, or null before it has a document of ours (about:blank, or not same-origin). */
export function readFramePath(frame: Window | null | undefined): string | null {
  if (!frame) return null;
  try {
    const { href, pathname, search, hash } = frame.location;
    if (!href || href === 'about:blank') return null;
    return `${pathname}${search}${hash}`;
  } catch {
    return null;
  }
}

/**
 * An H5 page the server linked to (a blocker, a menu item, an order, an approved offer's confirmation), opened as
 * the app opens its web view: by path, with the session parameters and the link's own query. The path alone keeps
 * the frame same-origin whatever PUBLIC_ORIGIN says (see framePath).
 */
export function ownH5Url(url: string, session: SessionParams): string {
  const parsed = new URL(url, 'http://h5.invalid');
  return h5Url(parsed.pathname, session, Object.fromEntries(parsed.searchParams));
}
