// The real server the browser tests drive: the built apps, a fresh embedded database, the wire mode under test, on a
// free port. Started by the global setup (one per Vitest run), or once per lane by e2e/lanes.ts, which hands its
// address to each run (E2E_BASE_URL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type E2eServer = { baseUrl: string; wireMode: string; dataDir: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${timeoutMs} ms`);
}

/** Builds the apps when a fresh clone has not yet. */
export function ensureBuilt(): void {
  if (
    !existsSync(path.join(root, 'apps/h5/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/console/dist/index.html'))
  ) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
}

/**
 * A server of the wire mode on a database of its own: a new one, or a copy of `from` (seededDataDir). `keepData`
 * leaves the database's directory when it stops.
 */
export async function startServer(
  wireMode: string,
  options: { from?: string; keepData?: boolean } = {},
): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pautang-e2e-'));
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The payout sandbox pays out 2 s after a loan is signed; the sweep looks every second.
      PAYOUT_SANDBOX_DELAY_SECONDS: '2',
      PAYOUT_SWEEP_SECONDS: '1',
      // Messages go out within a second of being filed, and the day's reminders are planned every 2 s, so a test
      // waits for the message on screen, never for a long sweep.
      NOTIFY_SWEEP_SECONDS: '1',
      REMINDER_SWEEP_SECONDS: '2',
      WIRE_MODE: wireMode,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // One browser makes every call from one address, faster than any borrower; the limits are tested on the server.
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_SESSION: '1000000',
      RATE_LIMIT_AUTH_FAILURES_PER_IP: '1000000',
      RATE_LIMIT_SESSION_MINTS_PER_IP: '1000000',
      // The screens' 60 s countdown is fast-forwarded in the browser; the server's own gap is tested on the server.
      OTP_RESEND_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/attempt/dev/scenarios`, child);
  return {
    baseUrl,
    wireMode,
    dataDir,
    stop: async () => {
      // A server that already ended (it crashed mid-run) sends no second exit to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database migrated and seeded by a server that has since stopped, for lanes to start their servers from: a copy
 * starts without initdb, the migrations and the seed's first rows (e2e/lanes.ts). Each server still seeds on start,
 * as every start in demo mode does, so the copy is brought to the day it starts on.
 */
export async function seededDataDir(): Promise<{ dir: string; remove: () => void }> {
  const server = await startServer('plain', { keepData: true });
  await server.stop();
  return { dir: server.dataDir, remove: () => rmSync(server.dataDir, { recursive: true, force: true }) };
}
