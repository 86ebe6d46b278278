// A logged URL keeps its path and the names of its query parameters, never their values: the query carries the
// session token (a bearer credential), the borrower's phone, ids and whatever a page put there.
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(query.keys())) query.set(key, '[redacted]');
  return `${url.slice(0, q)}?${query.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}
