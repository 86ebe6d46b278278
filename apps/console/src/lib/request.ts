// Plain fetch for the demo calls. They are fixed developer paths under the API prefix, outside the wire-name
// table, so the console does not need the H5's two wire clients.
import { API_PREFIX } from '@pautang/contract/endpoints';
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

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
