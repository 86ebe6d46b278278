// npm test: every check, in both wire modes. Browser tests run the built app in Debian's Chromium against the
// real server; server tests also run on the machine's PostgreSQL when it is reachable (CI's is). The time of each
// stage is printed at the end, so a slower stage shows up at the stop it appears (issue 26).
//
// Which files run in which pass is declared in each test file (`// @module-tag wire|database|once`, read by
// test-tags.mjs, where the rule is written): the plain PGlite pass runs every server test, the obfuscated pass the
// files tagged wire, the PostgreSQL pass (plain names) those tagged database; the plain browser pass runs every
// spec, the obfuscated one those tagged wire. A file that declares nothing stops the run here.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureOpsPackages,
  postgresReachable,
  run,
  runLabelled,
} from './lib.mjs';
import { filesFor } from './test-tags.mjs';

const stages = [];
/**
 * Processor-seconds the commands run so far have used, children included (Linux's /proc; elsewhere 0): on two
 * cores a stage's wall time hides whether it waited or worked, and CI's time is bounded by the work.
 */
function childCpuSeconds() {
  try {
    // Fields 16 and 17 (cutime, cstime), counted after the command's name, which may hold spaces.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
async function stage(name, work) {
  const started = performance.now();
  const cpu = childCpuSeconds();
  const result = await work();
  stages.push({ name, seconds: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpu });
  return result;
}

/**
 * Commands run side by side, as one stage; each one's own time is kept too. Used where the processors would
 * otherwise wait: tsc and ESLint each use one core, a browser pass spends much of its time waiting on pages, and
 * the PostgreSQL pass on PostgreSQL (measured on two cores: 61 % and 70 % busy alone). Each has its own server,
 * database and browser, so none sees another's writes.
 */
async function sideBySide(name, commands) {
  const results = await stage(name, () =>
    Promise.all(commands.map(({ label, cmd, env }) => runLabelled(label, cmd, env))),
  );
  for (const r of results) stages.push({ name: `  ${r.label}`, seconds: r.seconds, part: true });
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length > 0) {
    // Printed again last: the commands' lines interleave, and CI keeps the end of the output.
    for (const r of failed) console.error(`\n[${r.label}] failed; its last lines:\n${r.tail.join('\n')}`);
    console.error(`\nFailed: ${failed.map((r) => r.label).join(', ')}`);
    process.exit(1);
  }
}

await stage('dependencies', () => ensureDependencies());
// Chromium is fetched while the other stages run; the browser passes wait for it.
const chromium = ensureChromium();
// nginx and PostgreSQL's client (the operation tests: apps/server/src/ops) likewise, waited for before the server
// passes. Chromium's install and this one both run apt-get: one after the other, or dpkg's lock refuses the second.
const opsPackages = chromium.then(() => ensureOpsPackages());
// What the H5 bundles without zod is generated from the call declarations (packages/contract/scripts/generate-contract.ts).
await stage('generate', () => run('npm run generate'));
// Three commands on two cores: tsc and ESLint each use one, and the unit files' workers take what they leave.
await sideBySide('typecheck ‖ lint ‖ unit', [
  { label: 'typecheck', cmd: 'npm run typecheck' },
  { label: 'lint', cmd: 'npm run lint' },
  { label: 'unit', cmd: 'npx vitest run --project unit' },
]);
// The server tests render pages with the H5's server build, so the apps are built first.
await stage('build', () => ensureBuilt());
// The files of each pass, chosen before anything runs: an undeclared file fails here, not after the long stages.
const passes = {
  server: filesFor('server'),
  serverWire: filesFor('server', 'wire'),
  serverDatabase: filesFor('server', 'database'),
  e2e: filesFor('e2e'),
  e2eWire: filesFor('e2e', 'wire'),
};
const vitest = (project, files) => `npx vitest run --project ${project} ${files.join(' ')}`;
// Without them the nginx test skips and says why; the restore drill on PostgreSQL fails naming pg_dump.
await stage('nginx, postgresql-client (waited for)', () => opsPackages);
// The passes after the build one after the other, as every one of them keeps both cores busy much of its time.
// Measured on two cores: the plain PGlite pass beside the browser lanes took 435 s (139 s and 337 s alone), and
// everything at once made the PostgreSQL pass's storms take four times as long and fail. Embedded PGlite first,
// whatever the environment says about PostgreSQL.
await stage(`server, PGlite, plain (${passes.server.length})`, () =>
  run('npx vitest run --project server', { WIRE_MODE: 'plain', TEST_DATABASE_URL: '' }),
);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = postgresReachable(pgUrl);
// The obfuscated pass beside the PostgreSQL one: PostgreSQL's own processes do much of the second's work, so the two
// share the cores better than either alone does.
await sideBySide(
  `server, obfuscated (${passes.serverWire.length}) ‖ PostgreSQL (${passes.serverDatabase.length})`,
  [
    {
      label: 'server obfuscated',
      cmd: vitest('server', passes.serverWire),
      env: { WIRE_MODE: 'obfuscated', TEST_DATABASE_URL: '' },
    },
    // Plain names only: names are translated at the HTTP edge, so the database never sees a wire name.
    ...(onPostgres
      ? [
          {
            label: 'server PostgreSQL',
            // Four workers on two cores: its files wait much of their time (job retries, restarts of PostgreSQL and
            // of servers killed mid-storm) while PostgreSQL's own processes do the queries. Given as TEST_WORKERS
            // (vitest.config.ts): a project's own maxWorkers wins over --maxWorkers, which had left it two. Measured
            // alone: 88 s with two, 72 s with four.
            cmd: vitest('server', passes.serverDatabase),
            env: { WIRE_MODE: 'plain', TEST_DATABASE_URL: pgUrl, TEST_WORKERS: '4' },
          },
        ]
      : []),
  ],
);
if (!onPostgres) console.log('\nPostgreSQL is not reachable: server tests ran on embedded PGlite only.');
await stage('size', () => run('node scripts/size.mjs > /dev/null'));
if (!(await stage('chromium (waited for)', () => chromium))) process.exit(1);
// The browser files of both wire modes, shared out among lanes as they free up, each lane its own server, database
// and browser (e2e/lanes.ts). The obfuscated pass runs the files tagged wire, and fails if together they leave out a
// call whose names the wire mode changes.
const lanes = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback));
const plan = [
  { mode: 'plain', lanes: lanes('E2E_PLAIN_LANES', 4), files: passes.e2e },
  { mode: 'obfuscated', lanes: lanes('E2E_OBFUSCATED_LANES', 1), files: passes.e2eWire, coverage: true },
];
await stage(`e2e, plain (${passes.e2e.length}) ‖ obfuscated (${passes.e2eWire.length})`, () =>
  run('node --import tsx e2e/lanes.ts', { E2E_PLAN: JSON.stringify(plan) }),
);
// A side-by-side stage's parts are shown under it, and counted once, in its own wall time.
const total = stages.filter((s) => !s.part).reduce((t, s) => t + s.seconds, 0);
console.log('\nStage times:');
// Whole seconds: the stages take tens to hundreds of them.
const line = (name, seconds, cpu) =>
  `  ${name.padEnd(32)} ${String(Math.round(seconds)).padStart(6)} s` +
  (cpu === undefined ? '' : `  ${String(Math.round(cpu)).padStart(6)} processor-s`);
for (const s of stages) console.log(line(s.name, s.seconds, s.cpu));
console.log(line('total', total, childCpuSeconds()));
console.log('\nAll checks passed.');
