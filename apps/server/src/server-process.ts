// A real server.ts process for the tests that need one (several instances behind a proxy, nginx): started, waited
// for on its own "listening" line rather than a clock, and stopped by a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export type ServerProcess = { child: ChildProcess; port: number; listening: Promise<void> };

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the failure message, should the instance exit before it listens.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  // server.ts says where it runs once it listens: that line is the event waited for, however slow the machine.
  const listening = new Promise<void>((resolve, reject) => {
    let stdout = '';
    let heard = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (heard) return;
      stdout += chunk.toString();
      if (stdout.includes('Pautang is running')) {
        heard = true;
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      if (!heard) reject(new Error(`the instance on port ${port} exited (${code ?? signal}): ${stderr}`));
    });
  });
  return { child, port, listening };
}

/** Sends the signal and waits for the exit (nothing to do if the process has already gone). */
export async function stopServerProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
