// npm run check:changed: the quick loop between two stops, on what changed against HEAD (untracked files too).
// Typecheck (tsc -b skips unchanged projects), ESLint and Prettier on the changed files, then the unit and server
// tests that import a changed file or are one (`vitest related`), server tests in the plain PGlite pass only.
// npm test remains the full check: every pass, the browser tests, the build and the size budget.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { run } from './lib.mjs';

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');
const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
]
  .filter((f) => existsSync(f))
  .sort();
if (changed.length === 0) {
  console.log('Nothing changed against HEAD.');
  process.exit(0);
}
console.log(`Changed against HEAD:\n${changed.map((f) => `  ${f}`).join('\n')}`);

const code = changed.filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f) && !f.endsWith('.d.mts'));
// Markdown is left out: the README's generated configuration table is not Prettier's shape.
const formatted = changed.filter((f) => /\.(ts|tsx|mts|js|mjs|json|css)$/.test(f));
const quoted = (files) => files.map((f) => `'${f.replaceAll("'", "'\\''")}'`).join(' ');

const stages = [];
function stage(name, work) {
  const started = performance.now();
  work();
  stages.push({ name, seconds: (performance.now() - started) / 1000 });
}

// The field-name table is generated from the contract's schemas: a changed schema needs it again.
if (changed.some((f) => f.startsWith('packages/contract/src/')))
  stage('generate', () => run('npm run generate'));
stage('typecheck', () => run('npm run typecheck'));
if (code.length) stage('lint', () => run(`npx eslint --max-warnings=0 ${quoted(code)}`));
if (formatted.length) stage('format', () => run(`npx prettier --check ${quoted(formatted)}`));
if (code.length) {
  stage('related tests', () =>
    run(`npx vitest related --run --passWithNoTests --project unit --project server ${quoted(code)}`, {
      WIRE_MODE: 'plain',
      TEST_DATABASE_URL: '',
    }),
  );
}
console.log('\nStage times:');
for (const s of stages) console.log(`  ${s.name.padEnd(16)} ${String(Math.round(s.seconds)).padStart(6)} s`);
console.log('\nThe changed files pass. npm test runs every pass before a stop.');
