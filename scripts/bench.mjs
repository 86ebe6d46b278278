// npm run bench: speed and memory targets live here, never in timed tests. A report: each part prints its
// figures beside its targets and floor, and scripts/bench-report.mjs gathers them into bench/results.json,
// bench/RESULTS.md and bench/chart.svg.
import { mkdirSync, rmSync } from 'node:fs';
import { ensureBuilt, ensureDependencies, postgresReachable, run } from './lib.mjs';

const BOOK_URL = process.env.BENCH_BOOK_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_book';
/** Each at-scale part, run in turn on the book (apps/server/bench/book/book-keys.ts names it). */
const SCALE_PARTS = [
  // The reminder run over the whole book, on a copy of it (issue 31).
  'npx tsx apps/server/bench/scale/reminders-book.ts',
  // The back office's searches, lists and reports, before and after migrations 0029 and 0030 (on a copy of the book).
  'npx tsx apps/server/bench/scale/back-office.ts',
  // The newest migrations (0026-0030) on a copy of the book: time, locks taken, whether writes to users went on.
  'npx tsx apps/server/bench/scale/migrations.ts',
  // Borrower reads on a fresh server (cold read cache) over random borrowers, beside bare Fastify.
  'npx tsx apps/server/bench/scale/cold-reads.ts',
  // The books (issue 42): opening them, the daily accrual and the trial balance over the book (on a copy of it).
  'npx tsx apps/server/bench/scale/books-book.ts',
  // One instance's memory through an hour of mixed load (BENCH_SOAK_SECONDS).
  'npx tsx apps/server/bench/scale/soak.ts',
];

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
// What the books add to a payment postback (issue 42), with and without them in the same run (bench/books-off).
run(
  'npx tsx --import ./apps/server/bench/books-off/register.mjs apps/server/bench/posting-cost.ts',
  part('posting-cost'),
);
// The reminder run (issue 29): 100,000 due orders on PostgreSQL, planned and delivered, beside the SMS adapter's rate.
run('npx tsx apps/server/bench/reminders.ts', part('reminders'));
// The statement of account (issue 42) of a loan with 50 payments, as data and as the PDF, beside a one-line PDF.
run('npx tsx apps/server/bench/statement.ts', part('statement'));
// Lighthouse on the borrower screens and the public site, beside two floors (it builds the blank React page first;
// each page's static copy, its HTML without scripts, is measured beside it in the same run).
run('node scripts/lighthouse.mjs', part('lighthouse'));
run('node scripts/floor-size.mjs', part('bundle-floor'));
// At scale (issue 31): the parts below measure on the book `npm run bench:data` makes, and write bench/scale/*.json.
// Without the book they are skipped and the last measured figures stay, dated, in the report.
if (postgresReachable(BOOK_URL)) {
  for (const cmd of SCALE_PARTS) run(cmd);
} else {
  console.log(
    `\nNo benchmark book at ${BOOK_URL}: run \`npm run bench:data\` first; the at-scale figures are last run's.`,
  );
}
run('node scripts/bench-report.mjs');
