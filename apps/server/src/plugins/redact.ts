// sessionId is a bearer credential: it never reaches the logs, under its logical or its wire name.
import type { Wire } from '@pautang/contract/wire-names';

export function redactUrl(url: string, wire: Wire): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = new URLSearchParams(url.slice(q + 1));
  for (const key of ['sessionId', wire.keyToWire('sessionId')]) {
    if (query.has(key)) query.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${query.toString()}`;
}
