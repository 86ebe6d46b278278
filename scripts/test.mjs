// npm test: every check, in both wire modes. Browser tests run the built app in Debian's Chromium against the
// real server; server tests also run on the machine's PostgreSQL when it is reachable (CI's is).
import { ensureBuilt, ensureChromium, ensureDependencies, postgresReachable, run } from './lib.mjs';

ensureDependencies();
// The field-name table is generated from the schemas (packages/contract/scripts/generate-field-names.ts).
run('npm run generate');
run('npm run typecheck');
run('npm run lint');
run('npx vitest run --project unit');
// The server tests render pages with the H5's server build, so the apps are built first.
ensureBuilt();
// Embedded PGlite first, whatever the environment says about PostgreSQL.
for (const mode of ['plain', 'obfuscated']) {
  run('npx vitest run --project server', { WIRE_MODE: mode, TEST_DATABASE_URL: '' });
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (postgresReachable(pgUrl)) {
  for (const mode of ['plain', 'obfuscated']) {
    run('npx vitest run --project server', { WIRE_MODE: mode, TEST_DATABASE_URL: pgUrl });
  }
} else {
  console.log('\nPostgreSQL is not reachable: server tests ran on embedded PGlite only.');
}
run('node scripts/size.mjs > /dev/null');
if (!ensureChromium()) process.exit(1);
for (const mode of ['plain', 'obfuscated']) {
  run('npx vitest run --project e2e', { WIRE_MODE: mode });
}
console.log('\nAll checks passed.');
