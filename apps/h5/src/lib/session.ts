// Session parameters are captured once from the first URL the host opens, kept for the tab's life (sessionStorage
// survives reloads inside the web view), and carried on every call and every in-app navigation.
import {
  readHeaderParams,
  readSessionParams,
  type HeaderParams,
  type SessionParams,
} from '@pautang/contract/session';

import { isServer, serverLocation } from './server-location';

const STORAGE_KEY = 'pautang.session';

type Stored = { params: SessionParams; headers: HeaderParams };

function load(): Stored {
  const fromUrl: Stored = {
    params: readSessionParams(location.search),
    headers: readHeaderParams(location.search),
  };
  let stored: Stored | undefined;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    stored = raw ? (JSON.parse(raw) as Stored) : undefined;
  } catch {
    stored = undefined;
  }
  // A URL that carries a session wins: the host opened the page for this borrower now.
  const current = fromUrl.params.sessionId || !stored ? fromUrl : stored;
  // Screen-level values (orderId, productId…) of a later URL apply on top of the stored session; only keys the URL
  // really carries, so a default (merchantNumber) never overwrites a stored value.
  const query = new URLSearchParams(location.search);
  const carried = Object.fromEntries(
    Object.entries(fromUrl.params).filter(
      ([k]) => query.has(k) || (k === 'productId' && query.has('product_id')),
    ),
  );
  const merged: Stored = { params: { ...current.params, ...carried }, headers: current.headers };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage can be disabled in some web views; the in-memory copy still works for this page.
  }
  return merged;
}

// On the server the page URL is the only source, read afresh for every page rendered (never kept: pages of
// different borrowers are rendered one after another in the same process).
function fromServerPage(): Stored {
  const search = new URL(serverLocation() ?? '/', 'http://h5.invalid').search;
  return { params: readSessionParams(search), headers: readHeaderParams(search) };
}

let state: Stored | undefined;
function ensure(): Stored {
  if (isServer) return fromServerPage();
  state ??= load();
  return state;
}

export function sessionParams(): SessionParams {
  return ensure().params;
}

export function headerParams(): HeaderParams {
  return ensure().headers;
}

/** Forgets the captured session (used by tests and by sign-out). */
export function resetSession(): void {
  state = undefined;
}

/** Whether this tab holds a borrower's session (in the browser; the server never does). */
export function hasSession(): boolean {
  return !isServer && Boolean(ensure().params.sessionId);
}

/** An own-origin address as the address bar shows it: everything but the session id. */
export function visibleHref(href: string): string {
  const url = new URL(href, 'http://h5.invalid');
  url.searchParams.delete('sessionId');
  return url.pathname + url.search + url.hash;
}

/**
 * Takes the session id out of the visible address once it is captured (a screenshot, a shared link or a history
 * entry must not carry the credential); the tab keeps it for its own calls. Answers whether the server rendered
 * this page without the tab's session — a reload of an address that no longer shows it — in which case its HTML and
 * embedded data may be a session-less page's (boot.tsx then renders afresh instead of hydrating).
 */
export function hideSessionId(): boolean {
  const inAddress = new URLSearchParams(location.search).has('sessionId');
  const held = !!sessionParams().sessionId;
  if (inAddress) history.replaceState(history.state, '', visibleHref(location.href));
  return !inAddress && held;
}
