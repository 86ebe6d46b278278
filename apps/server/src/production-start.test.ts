// @module-tag once: server.ts started in its own process, refusing or warning
// NODE_ENV=production as `npm start` runs it (server.ts in its own process): it refuses to start on a default it
// must be told, and started on a sandbox chosen on purpose, it says so at start and on /host. The pages' own
// content is not under test, so the console is a one-line page with the runtime-config slot.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_META, type ConsoleRuntimeConfig } from '@pautang/contract/runtime-config';
import { freePort } from './testing/free-port';

const serverDir = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'pautang-production-'));
const consoleDist = path.join(folder, 'console');
const running = new Set<ChildProcess>();

beforeAll(() => {
  mkdirSync(consoleDist);
  writeFileSync(
    path.join(consoleDist, 'index.html'),
    '<!doctype html><html><head><!--pautang-config--></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await Promise.all([...running].map((child) => stop(child)));
  rmSync(folder, { recursive: true, force: true });
});

type Started = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

function start(env: Record<string, string | undefined>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // Only what is given here: nothing of the test run's own environment decides what production is told.
    env: { PATH: process.env.PATH, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves once server.ts has printed that it listens (it does after listen()), or fails if it exits first. */
async function listening(s: Started): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (s.stdout().includes('Pautang is running')) {
        s.child.stdout?.off('data', check);
        resolve();
      }
    };
    s.child.stdout?.on('data', check);
    check();
    void s.exited.then((code) => reject(new Error(`server exited (${code}): ${s.stderr()}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const production = (port: number, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  APP_SECRET: 'production-start-test-secret-0001',
  DATA_DIR: dataDir,
  FILES_DIR: path.join(folder, 'files'),
  LOG_LEVEL: 'warn',
  H5_DIST: '/nonexistent',
  H5_SERVER_DIST: '/nonexistent',
  CONSOLE_DIST: consoleDist,
  SEC_REGISTRATION_NO: 'CS201911111',
  CERTIFICATE_OF_AUTHORITY_NO: '2999',
  PAYMENT_GATEWAY: 'sandbox',
  PAYOUT_GATEWAY: 'sandbox',
  DIRECT_DEBIT: 'sandbox',
  SMS_PROVIDER: 'outbox',
});

describe('npm start with NODE_ENV=production', () => {
  it('refuses to start without SMS_PROVIDER, and says which variable it wants', async () => {
    const s = start({
      ...production(await freePort(), path.join(folder, 'refused')),
      SMS_PROVIDER: undefined,
    });
    expect(await s.exited).toBe(1);
    expect(s.stderr()).toContain('NODE_ENV=production refuses to start: set SMS_PROVIDER explicitly');
    expect(s.stdout()).not.toContain('Pautang is running');
  });

  it('refuses a bad value with one line naming the variable, and no stack', async () => {
    const s = start({ ...production(await freePort(), path.join(folder, 'bad-port')), PORT: 'abc' });
    expect(await s.exited).toBe(1);
    expect(s.stderr().trim()).toBe('PORT must be a whole number from 1 to 65535, got "abc"');
    expect(s.stdout()).not.toContain('Pautang is running');
  });

  it('starts on sandboxes chosen on purpose, warns at start, and shows the warnings on /host', async () => {
    const port = await freePort();
    const s = start(production(port, path.join(folder, 'pglite')));
    await listening(s);
    const printed = s.stderr();
    expect(printed).toContain('Warning: PAYMENT_GATEWAY=sandbox in production');
    expect(printed).toContain('Warning: PAYOUT_GATEWAY=sandbox in production');
    expect(printed).toContain('Warning: DIRECT_DEBIT=sandbox in production');
    expect(printed).toContain('Warning: SMS_PROVIDER=outbox in production');

    const html = await (await fetch(`http://127.0.0.1:${port}/host`)).text();
    const content =
      new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)">`).exec(html)?.[1] ?? '';
    const runtime = JSON.parse(
      content
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    ) as ConsoleRuntimeConfig;
    expect(runtime.sandboxWarnings).toHaveLength(4);
    for (const warning of runtime.sandboxWarnings) expect(printed).toContain(warning);
    // The lender's own numbers, never the demo's.
    expect(runtime.secRegistrationNo).toBe('CS201911111');
    await stop(s.child);
  });
});
