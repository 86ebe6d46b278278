// Translates wire names to logical names on the way in. Outgoing data is translated in platform/call.ts.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CONSOLE_PREFIX, DEV_PREFIX } from '@pautang/contract/endpoints';
import { OPENAPI_PATH } from '@pautang/contract/openapi';
import type { Wire } from '@pautang/contract/wire-names';
import { invalid } from '../errors';
import { UNREADABLE_BODY } from './error-handler';

const UNKNOWN = `${API_PREFIX}/__unknown__`;

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The request target as the router reads it, so every check that reads request.url (the request guard, rate
 * limits, no-store) sees the path that will run: an absolute-form target ('http://host/path', RFC 9112 §3.2.2)
 * becomes its path, and percent-escaped letters, digits and - . _ ~ are written plainly (RFC 3986 §6.2.2.2); the
 * query is untouched. The router took both for the plain path while the checks saw no /attempt path.
 */
export function canonicalTarget(target: string): string {
  const url = target.startsWith('/') ? target : originForm(target);
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes('%')) return url;
  const plain = path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape;
  });
  return q === -1 ? plain : plain + url.slice(q);
}

function originForm(target: string): string {
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    // Not a URL ('*' of OPTIONS, or garbage): nothing routes it.
    return target;
  }
}

/**
 * Used as Fastify's rewriteUrl: /attempt/<wire path>?<wire keys> → /attempt/<logical path>?<logical keys>, after
 * making the path canonical, so the URL every hook reads is the one the router matches.
 */
export function rewriteApiUrl(wire: Wire, raw: string): string {
  const url = canonicalTarget(raw);
  if (!url.startsWith(`${API_PREFIX}/`)) return url;
  const q = url.indexOf('?');
  const wirePath = url.slice(API_PREFIX.length, q === -1 ? undefined : q);
  // The API document keeps its name in both modes, like the demo and back-office paths.
  if (wirePath.startsWith(DEV_PREFIX) || wirePath.startsWith(CONSOLE_PREFIX) || wirePath === OPENAPI_PATH)
    return url;
  const logical = wire.pathFromWire(wirePath);
  if (logical === undefined) return UNKNOWN;
  if (q === -1 || wire.mode === 'plain') return API_PREFIX + logical + (q === -1 ? '' : url.slice(q));
  const query = new URLSearchParams(url.slice(q + 1));
  const renamed = new URLSearchParams();
  for (const [k, v] of query) renamed.append(wire.keyFromWire(k), v);
  return `${API_PREFIX}${logical}?${renamed.toString()}`;
}

/** Far deeper than any call's input (events[].label is three levels): a body nested past it cannot be valid. */
const MAX_BODY_DEPTH = 32;

/** Walks with a stack of its own: the input's nesting must not decide the depth of ours. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

export function registerWireBodies(app: FastifyInstance, wire: Wire): void {
  if (wire.mode === 'plain') return;
  const consolePath = `${API_PREFIX}${CONSOLE_PREFIX}`;
  app.addHook('preHandler', async (request) => {
    // Only the H5's calls are renamed: the back office speaks plain names in both modes, and the gateway's
    // postbacks and pages outside /attempt speak the gateway's own.
    if (!request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(consolePath)) return;
    if (!request.body || typeof request.body !== 'object') return;
    // Renaming recurses: JSON nested some thousands deep overflowed the stack (a 500). No call reads such a body.
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) throw invalid(UNREADABLE_BODY);
    request.body = wire.fromWire(request.body);
  });
}

export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
