// The console's requests. The back office's calls go through consoleCall, keyed by the contract's staff calls: the
// path, method and client come from the generated consoleEndpoints, the request and answer types from the
// declarations. The demo tools and the agent's sign-in (which sets the cookie) are plain fetches of fixed paths.
// All are outside the wire-name table (plain names in both modes), so the console needs neither of the H5's clients.
import { fillPath } from '@pautang/contract/call';
import type { RequestOf, ResponseOf, StaffCall } from '@pautang/contract/calls';
import { consoleEndpoints } from '@pautang/contract/console-endpoints.generated';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { isSuccess, type Envelope } from '@pautang/contract/envelope';
import { attachmentName } from '@pautang/contract/format/attachment';
import { XHR_MARKER_HEADER } from '@pautang/contract/session';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
}

async function send<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
  const response = await fetch(apiUrl(path), {
    ...init,
    signal,
    headers: { Accept: 'application/json', ...XHR_MARKER_HEADER, ...init.headers },
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A non-JSON answer (a proxy error page) is reported by status below.
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new RequestError(
      typeof message === 'string' ? message : `HTTP ${response.status}`,
      response.status,
    );
  }
  return body as T;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return send<T>(path, { method: 'GET' }, signal);
}

export function postJson<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return send<T>(
    path,
    { method: 'POST', body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json' } },
    signal,
  );
}

/** A multipart POST (an image upload); the browser sets the boundary. */
export function postForm<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  return send<T>(path, { method: 'POST', body: form }, signal);
}

/** The multipart field of an uploaded image, as the H5 names it (spec 1 §7). */
const UPLOAD_FIELD = 'problemImage';

/**
 * One staff call. The request's fields named in the path (:id) fill it; the rest go in the query of a GET, or the
 * body (JSON, or a form with `file` for a multipart call). Answers the call's data; a refusal throws RequestError
 * with the server's message.
 */
export async function consoleCall<K extends StaffCall>(
  key: K,
  request: RequestOf<K>,
  options: { signal?: AbortSignal | undefined; file?: Blob } = {},
): Promise<ResponseOf<K>> {
  const { path, method, client, signal } = consoleEndpoints[key];
  // The server reads a path's fields from the path only (the published document declares them in: path).
  const { path: filled, rest: fields } = fillPath(path, request as Record<string, unknown>);
  let envelope: Envelope<ResponseOf<K>>;
  if (method === 'GET') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') query.set(k, String(v));
    envelope = await getJson(query.size ? `${filled}?${query}` : filled, options.signal);
  } else if (client === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
    if (options.file) form.append(UPLOAD_FIELD, options.file);
    envelope = await postForm(filled, form, options.signal);
  } else {
    envelope = await postJson(filled, fields, options.signal);
  }
  // An error envelope can come with HTTP 200 (a proxy-less path): any other code than the call's is a refusal.
  if (!isSuccess(envelope, signal)) throw new RequestError(envelope.message, 200);
  return envelope.data as ResponseOf<K>;
}

/**
 * A staff call's answer as a document (a call declaring `pdf`, with format=pdf): the file and the name the server
 * gives it. A refusal is the envelope, thrown as RequestError with the server's message.
 */
export async function consoleDocument<K extends StaffCall>(
  key: K,
  request: RequestOf<K>,
): Promise<{ file: Blob; name: string }> {
  const { path } = consoleEndpoints[key];
  const { path: filled, rest } = fillPath(path, request as Record<string, unknown>);
  const query = new URLSearchParams({ format: 'pdf' });
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') query.set(k, String(v));
  const response = await fetch(apiUrl(`${filled}?${query}`), { headers: { ...XHR_MARKER_HEADER } });
  if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
    const refusal = (await response.json().catch(() => ({}))) as { message?: string };
    throw new RequestError(refusal.message ?? `HTTP ${response.status}`, response.status);
  }
  const name = attachmentName(response.headers.get('content-disposition')) ?? 'document.pdf';
  return { file: await response.blob(), name };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
