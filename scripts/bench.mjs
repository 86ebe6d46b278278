// npm run bench: speed and memory targets live here, never in timed tests. A report: each part prints its
// figures beside its targets and floor, and scripts/bench-report.mjs gathers them into bench/results.json,
// bench/RESULTS.md and bench/chart.svg.
import { mkdirSync, rmSync } from 'node:fs';
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureBuilt();
const PARTS = 'bench/.parts';
rmSync(PARTS, { recursive: true, force: true });
mkdirSync(PARTS, { recursive: true });
const part = (name) => ({ BENCH_RESULT: `${PARTS}/${name}.json` });

// Every route's initial JS and CSS beside the budget; the floor's bundle is measured after Lighthouse builds it.
run('node scripts/size.mjs', part('bundle'));
// In-process call latency and the cost of wire renaming.
run('npx tsx apps/server/bench/api.bench.ts', part('api-latency'));
// The API read table: autocannon against the server on PGlite and PostgreSQL, beside bare Fastify.
run('npx tsx apps/server/bench/api-load.ts', part('api-load'));
// The money path: 1,000 postbacks at once (20% duplicates, shuffled) on PGlite and PostgreSQL; the ledger exact.
run('npx tsx apps/server/bench/postback-storm.ts', part('postback-storm'));
// The reminder run (issue 29): 100,000 due orders on PostgreSQL, planned and delivered, beside the SMS adapter's rate.
run('npx tsx apps/server/bench/reminders.ts', part('reminders'));
// Lighthouse on the borrower screens and the public site (it builds the floor page first).
run('node scripts/lighthouse.mjs', part('lighthouse'));
run('node scripts/floor-size.mjs', part('bundle-floor'));
run('node scripts/bench-report.mjs');
