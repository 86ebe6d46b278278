// npm run bench: speed and memory targets live here, never in timed tests. A report: each part prints its
// figures beside its targets and floor.
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureBuilt();
// In-process call latency and the cost of wire renaming.
run('npx tsx apps/server/bench/api.bench.ts');
// The API read table: autocannon against the server on PGlite and PostgreSQL, beside bare Fastify.
run('npx tsx apps/server/bench/api-load.ts');
// The money path: 1,000 postbacks at once (20% duplicates, shuffled) on PGlite and PostgreSQL; the ledger exact.
run('npx tsx apps/server/bench/postback-storm.ts');
// Lighthouse on the borrower screens.
run('node scripts/lighthouse.mjs');
