// Shared by start.mjs and test.mjs: install what is missing, build what is stale.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export function run(cmd, env = {}) {
  console.log(`\n$ ${cmd}`);
  const r = spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\nFailed: ${cmd}`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Runs a command alongside others: each line it prints is prefixed with its label, so passes that share the
 * terminal stay readable. Resolves with its exit status, how long it took and its last lines (to be shown again
 * when it fails); never exits the process itself.
 */
const TAIL_LINES = 200;
export function runLabelled(label, cmd, env = {}) {
  console.log(`\n$ [${label}] ${cmd}`);
  const started = performance.now();
  const child = spawn(cmd, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const print = (line) => {
    console.log(`[${label}] ${line}`);
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(print);
    });
    stream.on('end', () => rest && print(rest));
  }
  return new Promise((resolve) =>
    child.on('close', (status) =>
      resolve({ label, status, seconds: (performance.now() - started) / 1000, tail }),
    ),
  );
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  run('npm ci --no-audit --no-fund');
}

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the H5 and the console when their sources (or the contract) changed since the last build. */
export function ensureBuilt() {
  const sources = Math.max(newest('packages/contract/src'), newest('apps/h5'), newest('apps/console'));
  const built = [
    'apps/h5/dist/index.html',
    'apps/h5/dist-server/entry-server.js',
    'apps/console/dist/index.html',
  ].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0));
  if (Math.min(...built) > sources) return;
  run('npm run build');
}

export function chromiumPath() {
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return undefined;
}

/**
 * Debian's headless shell, which the browser tests drive (e2e/browser.ts): Chromium's old headless mode, without
 * the full browser's window and compositor. Measured on two cores: small-screens.spec.ts took 33 processor-seconds
 * of Chromium in the full browser, 20 in the shell, and the plain browser pass 538 → 314 s.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's chromium (Lighthouse, scripts/lighthouse.mjs) and its headless shell (the browser tests): installed when
 * absent and we are root, otherwise say how. Resolves whether both are there; the install is mostly download, so
 * it can run while other stages use the processors.
 */
export async function ensureChromium() {
  const missing = [
    chromiumPath() ? [] : ['chromium'],
    existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell'],
  ].flat();
  if (missing.length === 0) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root) {
    const cmd = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`;
    const { status } = await runLabelled('chromium', cmd);
    return status === 0 && Boolean(chromiumPath()) && existsSync(HEADLESS_SHELL);
  }
  console.error(
    `\nBrowser tests need Chromium. Install it with:\n  sudo apt-get install -y ${missing.join(' ')}\n`,
  );
  return false;
}

export function nginxPath() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  return undefined;
}

/** What the PostgreSQL client's pg_dump is, if any: Debian's wrapper, or the newest version's own binary. */
export function pgDumpPath() {
  const candidates = ['/usr/bin/pg_dump'];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin/pg_dump`));
  }
  return candidates.find((p) => existsSync(p));
}

/**
 * Debian packages the operation tests need, installed when absent and we are root, as Chromium is: nginx-light
 * (N instances behind nginx, apps/server/src/ops/nginx.test.ts) and postgresql-client (the restore drill's pg_dump
 * and pg_restore). Installed without starting nginx's own service: the test runs its own nginx on its own port.
 * Resolves whether both are there; otherwise the tests say what is missing.
 */
export async function ensureOpsPackages() {
  const missing = [...(nginxPath() ? [] : ['nginx-light']), ...(pgDumpPath() ? [] : ['postgresql-client'])];
  if (missing.length === 0) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root) {
    // policy-rc.d answering 101 is Debian's way to say "do not start services" for the length of the install; one
    // already there (containers ship one) is left as it is.
    const cmd =
      'made=0; if [ ! -e /usr/sbin/policy-rc.d ]; then printf "#!/bin/sh\\nexit 101\\n" > /usr/sbin/policy-rc.d && ' +
      'chmod +x /usr/sbin/policy-rc.d && made=1; fi; ' +
      `(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}); ` +
      'status=$?; if [ $made = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi; exit $status';
    const { status } = await runLabelled('ops packages', cmd);
    return status === 0 && Boolean(nginxPath()) && Boolean(pgDumpPath());
  }
  console.error(
    `\nThe operation tests need ${missing.join(' and ')}. Install with:\n  sudo apt-get install -y ${missing.join(' ')}\n`,
  );
  return false;
}

export function postgresReachable(url = 'postgres://postgres@127.0.0.1:5432/test') {
  try {
    execSync(
      `node -e "const pg=require('pg');const c=new pg.Client({connectionString:'${url}',connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))"`,
      {
        stdio: 'ignore',
        cwd: 'apps/server',
      },
    );
    return true;
  } catch {
    return false;
  }
}
