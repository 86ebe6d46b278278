// npm run bench: speed and memory targets live here, never in timed tests.
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
run('npx tsx apps/server/bench/api.bench.ts');
ensureBuilt();
run('node scripts/lighthouse.mjs');
