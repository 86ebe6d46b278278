// A port a test's own server process can listen on. Not the kernel's pick (port 0): that comes from the ephemeral
// range, where any outgoing connection (a database client's, a browser's) may take it between the probe closing
// and the child binding it (nginx.test once failed on EADDRINUSE so). Below that range (Linux: 32768-60999) only
// listeners take ports, and the probe proves this one free.
import { createServer } from 'node:net';

const LOW = 20_000;
const HIGH = 32_000;

function tryListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
