// Which Host headers are ours: the public origin's, and when it is a loopback address its other loopback names
// (a browser may say localhost where the server printed 127.0.0.1). Links never come from the Host header.
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

export function allowedHostsOf(publicOrigin: string): Set<string> {
  const url = new URL(publicOrigin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const names = LOOPBACK.includes(url.hostname) ? LOOPBACK : [url.hostname];
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    // A default port may be left out of the Host header.
    if (!url.port) hosts.add(name);
  }
  return hosts;
}
