// kill -9 in the middle of a job, the scenario both kill-mid-job-*.test.ts run (one backend each). A process running
// the job queue (kill-mid-job-child.ts) sends a job whose effect (a credit of 100) is committed, then is killed with
// SIGKILL before pg-boss is told the run ended: the job is left "active" in the database. Started again on the same
// database, the queue takes the job again once its run has expired, and the handler, keyed by the job's id, credits
// nothing twice: the balance is 100, the job completed, and it ran twice (the killed run and the one after).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createDb } from '../platform/db/client';
import { newRun, type Backend, type Run } from './kill-mid-storm';

const serverDir = path.resolve(import.meta.dirname, '../..');

type Child = { child: ChildProcess; lines: string[]; waitFor: (prefix: string) => Promise<string> };

function startChild(run: Run, backend: Backend, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/faults/kill-mid-job-child.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...backend.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.running.add(child);
  child.once('exit', () => run.running.delete(child));
  const lines: string[] = [];
  let stderr = '';
  const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of waiting.filter((x) => line.startsWith(x.prefix))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`child exited (${code ?? signal}):\n${stderr}`))),
  );
  exited.catch(() => {});
  return {
    child,
    lines,
    waitFor: (prefix) => {
      const seen = lines.find((l) => l.startsWith(prefix));
      if (seen) return Promise.resolve(seen);
      return Promise.race([new Promise<string>((resolve) => waiting.push({ prefix, resolve })), exited]);
    },
  };
}

export async function killMidJob(backendOf: (run: Run) => Backend | Promise<Backend>): Promise<void> {
  const run = newRun();
  const backend = await backendOf(run);
  try {
    const first = startChild(run, backend, { SEND: '1', HANG: '1' });
    const sent = (await first.waitFor('sent ')).slice('sent '.length);
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(await first.waitFor('ran ')).toBe(`ran ${sent}`);
    first.child.kill('SIGKILL');
    if (first.child.exitCode === null && first.child.signalCode === null) await once(first.child, 'exit');

    const second = startChild(run, backend, { SEND: '1' });
    expect(await second.waitFor('completed ')).toBe(`completed ${sent}`);
    second.child.kill('SIGTERM');
    if (second.child.exitCode === null && second.child.signalCode === null) await once(second.child, 'exit');

    const db = await createDb({ ...backend.options, readCache: false });
    try {
      const balance = await sql<{
        amount: number;
      }>`SELECT amount FROM fault_job_balance WHERE id = 1`.execute(db);
      expect(balance.rows[0]?.amount).toBe(100);
      const effects = await sql<{ job_id: string }>`SELECT job_id FROM fault_job_effects`.execute(db);
      expect(effects.rows).toEqual([{ job_id: sent }]);
      const runs = await sql<{ job_id: string; pid: number }>`SELECT job_id, pid FROM fault_job_runs`.execute(
        db,
      );
      // The killed run and the one after it, in two processes; the second send of the key added no job.
      expect(runs.rows.map((r) => r.job_id)).toEqual([sent, sent]);
      expect(new Set(runs.rows.map((r) => r.pid)).size).toBe(2);
      const job = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${sent}`.execute(db);
      expect(job.rows).toEqual([{ state: 'completed' }]);
    } finally {
      await db.destroy();
    }
  } finally {
    run.end();
    await backend.drop();
  }
}
