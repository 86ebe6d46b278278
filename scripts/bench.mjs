// npm run bench: speed and memory targets live here, never in timed tests.
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
run('npx tsx apps/server/bench/api.bench.ts');
