// npm test's browser stage: each wire mode's spec files shared out among lanes as they free up. A lane is one server
// (e2e/server.ts: its own embedded database and port) and a Vitest run per file against it; a run takes the next
// file when its lane is free, so a long spec never holds up files queued behind it on another lane, and a lane whose
// mode has no file left restarts its server in the mode with the most. Files of one lane run one after another:
// specs move the business date and time, which the server keeps for all its callers.
//
// A lane waits on pages most of its time (a spec of 55 s used 32 processor-seconds of the 110 two cores had), so
// several lanes share two cores without the browser tests timing out.
//
// The plan comes in E2E_PLAN (JSON, scripts/test.mjs): [{ mode, lanes, files, coverage }]. With coverage, the
// mode's lanes together must make every call whose names the wire mode changes (e2e/wire-coverage.ts).
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, seededDataDir, startServer, type E2eServer } from './server';
import { answeredRoutes, callsNotMade } from './wire-coverage';

type Plan = { mode: string; lanes: number; files: string[]; coverage?: boolean };
type Ran = { file: string; lane: string; seconds: number; ok: boolean; output: string };

const root = path.resolve(import.meta.dirname, '..');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');

/** One Vitest run of one file against the lane's server; its output is printed whole when it ends, labelled. */
function runFile(lane: string, file: string, env: Record<string, string>): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitestBin, 'run', '--project', 'e2e', file], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('close', (status) => {
      for (const line of output.trimEnd().split('\n')) console.log(`[${lane}] ${line}`);
      resolve({ file, lane, seconds: (performance.now() - started) / 1000, ok: status === 0, output });
    });
  });
}

const plans = JSON.parse(process.env.E2E_PLAN ?? '[]') as Plan[];
// Bigger files first, as the best guess at longer ones: a long file started last would run alone at the end.
const queues = new Map(
  plans.map((p) => [p.mode, [...p.files].sort((a, b) => statSync(b).size - statSync(a).size)]),
);
/** The routes answered in each mode checked for coverage, by the servers of that mode. */
const answered = new Map(plans.filter((p) => p.coverage).map((p) => [p.mode, new Set<string>()]));
const ran: Ran[] = [];

/** The server's answered routes join its mode's (when the mode is checked for coverage), then it stops. */
async function finish(server: E2eServer): Promise<void> {
  try {
    const routes = answered.get(server.wireMode);
    if (routes) {
      const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
      for (const route of answeredRoutes(metrics)) routes.add(route);
    }
  } finally {
    await server.stop();
  }
}

/**
 * A lane starts in its mode and takes that mode's files; when they run out it restarts its server in the mode with
 * the most files left, so no lane idles while another mode still has files queued.
 */
async function lane(index: number, first: string, from: string): Promise<void> {
  const label = `e2e lane ${index + 1}`;
  let server: E2eServer | undefined = await startServer(first, { from });
  try {
    for (;;) {
      const mode: string = server.wireMode;
      const file = queues.get(mode)?.shift();
      if (file) {
        const env = { WIRE_MODE: mode, E2E_BASE_URL: server.baseUrl };
        ran.push(await runFile(`${label} ${mode}`, file, env));
        continue;
      }
      const next = [...queues].filter(([, q]) => q.length > 0).sort((a, b) => b[1].length - a[1].length)[0];
      if (!next) return;
      // Stopped before the next starts, and forgotten first: a stop that throws is not tried twice.
      const done: E2eServer = server;
      server = undefined;
      await finish(done);
      server = await startServer(next[0], { from });
    }
  } finally {
    if (server) await finish(server);
  }
}

ensureBuilt();
const starts = plans.flatMap((p) => Array.from({ length: Math.max(1, p.lanes) }, () => p.mode));
// One server migrates and seeds; every lane's server starts on a copy of its database (a fresh one started four at
// once used most of the two cores for their first half-minute).
const seeded = await seededDataDir();
try {
  await Promise.all(starts.map((mode, i) => lane(i, mode, seeded.dir)));
} finally {
  seeded.remove();
}

console.log('\nBrowser files, by lane:');
for (const r of [...ran].sort((a, b) => a.lane.localeCompare(b.lane)))
  console.log(
    `  ${r.lane.padEnd(20)} ${r.ok ? 'ok    ' : 'FAILED'} ${String(Math.round(r.seconds)).padStart(4)} s  ${r.file}`,
  );

let failed = false;
const failedFiles = ran.filter((r) => !r.ok);
if (failedFiles.length > 0) {
  failed = true;
  // Printed again last: CI keeps the end of the output, and a file that failed early scrolled out of it.
  for (const r of failedFiles) console.error(`\n${r.file} (${r.lane}) failed:\n${r.output.trimEnd()}`);
  console.error(`\nFailed: ${failedFiles.map((r) => `${r.file} (${r.lane})`).join(', ')}`);
}
plans.forEach((plan) => {
  const routes = answered.get(plan.mode);
  const notMade = routes ? callsNotMade(routes) : [];
  if (notMade.length === 0) return;
  failed = true;
  console.error(
    `\nThe ${plan.mode} browser pass made none of these calls, whose names the wire mode changes: ` +
      `${notMade.join(', ')}. Tag a spec that makes them \`@module-tag wire\`, or list them in e2e/wire-coverage.ts with why.`,
  );
});
process.exit(failed ? 1 : 0);
