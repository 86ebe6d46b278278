// npm test: every check, in both wire modes. Browser tests run the built app in Debian's Chromium against the
// real server; server tests also run on the machine's PostgreSQL when it is reachable (CI's is). The time of each
// stage is printed at the end, so a slower stage shows up at the stop it appears (issue 26).
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureChromium, ensureDependencies, postgresReachable, run } from './lib.mjs';

const stages = [];
function stage(name, work) {
  const started = performance.now();
  const result = work();
  stages.push({ name, seconds: (performance.now() - started) / 1000 });
  return result;
}

stage('dependencies', () => ensureDependencies());
// What the H5 bundles without zod is generated from the call declarations (packages/contract/scripts/generate-contract.ts).
stage('generate', () => run('npm run generate'));
stage('typecheck', () => run('npm run typecheck'));
stage('lint', () => run('npm run lint'));
stage('unit', () => run('npx vitest run --project unit'));
// The server tests render pages with the H5's server build, so the apps are built first.
stage('build', () => ensureBuilt());
// Embedded PGlite first, whatever the environment says about PostgreSQL.
for (const mode of ['plain', 'obfuscated']) {
  stage(`server, PGlite, ${mode}`, () =>
    run('npx vitest run --project server', { WIRE_MODE: mode, TEST_DATABASE_URL: '' }),
  );
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (postgresReachable(pgUrl)) {
  for (const mode of ['plain', 'obfuscated']) {
    stage(`server, PostgreSQL, ${mode}`, () =>
      run('npx vitest run --project server', { WIRE_MODE: mode, TEST_DATABASE_URL: pgUrl }),
    );
  }
} else {
  console.log('\nPostgreSQL is not reachable: server tests ran on embedded PGlite only.');
}
stage('size', () => run('node scripts/size.mjs > /dev/null'));
if (!stage('chromium', () => ensureChromium())) process.exit(1);
for (const mode of ['plain', 'obfuscated']) {
  stage(`e2e, ${mode}`, () => run('npx vitest run --project e2e', { WIRE_MODE: mode }));
}
const total = stages.reduce((t, s) => t + s.seconds, 0);
console.log('\nStage times:');
// Whole seconds: the stages take tens to hundreds of them.
const line = (name, seconds) => `  ${name.padEnd(32)} ${String(Math.round(seconds)).padStart(6)} s`;
for (const s of stages) console.log(line(s.name, s.seconds));
console.log(line('total', total));
console.log('\nAll checks passed.');
