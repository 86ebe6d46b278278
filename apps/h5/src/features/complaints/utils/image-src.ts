// A complaint image opens only for its owner (the server checks the session parameters in the query), so an
// <img> asks for our own path with the page's session, never a bare URL.
import { withSession } from '../../../lib/urls';

export function imageSrc(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://h5.invalid');
  } catch {
    return '';
  }
  if (!parsed.pathname.startsWith('/files/')) return '';
  const own = withSession(new URL(`${parsed.pathname}${parsed.search}`, 'http://h5.invalid'));
  return `${own.pathname}${own.search}`;
}
