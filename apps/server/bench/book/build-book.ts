// npm run bench:data: the benchmark book (issue 31). See --help.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, businessDateFromInstant } from '@pautang/loan-engine';
import { loadConfig } from '../../src/platform/config';
import { BOOK_DATABASE_URL, BOOK_SEED, writeScalePart } from './book-keys';
import { checkBook, type CheckResult } from './book-check';
import {
  copyDatabase,
  loadBook,
  loadedBook,
  openTarget,
  queryOf,
  type LoadResult,
  type Target,
} from './book-load';

const HELP = `npm run bench:data -- [options]
  Drops and makes the benchmark book: migrated, the demo seed, then borrowers with profiles, bound accounts, a
  session each (book-keys.ts sessionTokenFor), orders in every status with their payments, ledger and payouts,
  complaints with replies, staff and an audit log; then the app-accepts check (book-check.ts).
  --preset 1m|50k        1m (default): 1,000,000 borrowers into PostgreSQL (BENCH_BOOK_URL, default bench_book).
                         50k: 50,000 borrowers into a PGlite data directory (--data-dir, default data/pglite-book);
                         start the server on it with: DATA_DIR=data/pglite-book npm start
  --borrowers N          override the preset's number of borrowers
  --database URL         PostgreSQL database to (re)create (default ${BOOK_DATABASE_URL})
  --data-dir DIR         PGlite data directory (50k preset)
  --seed TEXT            the book's seed (default ${BOOK_SEED})
  --ready FILE           after the check passes, write one JSON line describing the book to FILE
  --report               write the scale part "The book" (bench/scale/book.json)
  --copy-to NAME          right after the load, copy the book to database NAME (CREATE DATABASE ... TEMPLATE, which
                         needs the book to have no connections: before anyone is told it is ready); the reminder
                         run (bench/scale/reminders-book.ts) measures on x_data_reminders
  --no-check             skip the app-accepts check
  --skip-load            no load: check the book already there and announce it (--ready); with --log FILE (the
                         output of the build that loaded it), --report takes the stage times from that output`;

const root = path.resolve(import.meta.dirname, '../../../..');

async function main() {
  const { values } = parseArgs({
    options: {
      preset: { type: 'string', default: '1m' },
      borrowers: { type: 'string' },
      database: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string', default: BOOK_SEED },
      ready: { type: 'string' },
      report: { type: 'boolean', default: false },
      'no-check': { type: 'boolean', default: false },
      'copy-to': { type: 'string' },
      'skip-load': { type: 'boolean', default: false },
      log: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const preset = values.preset === '50k' ? '50k' : '1m';
  const borrowers = Number(values.borrowers ?? (preset === '50k' ? 50_000 : 1_000_000));
  const target: Target =
    preset === '50k'
      ? {
          kind: 'pglite',
          dataDir: path.resolve(values['data-dir'] ?? path.join(root, 'data', 'pglite-book')),
        }
      : { kind: 'postgres', url: values.database ?? BOOK_DATABASE_URL };
  const builtAt = new Date();
  // Tomorrow in Manila: the book's day holds until Manila's calendar passes it (getBusinessDate never goes back).
  const businessDate = addDays(businessDateFromInstant(builtAt), 1);
  const capsAllLoans = loadConfig({ ...process.env, NODE_ENV: 'test' }).capsAllLoans;
  const where = target.kind === 'postgres' ? target.url : target.dataDir;
  console.log(
    `bench:data: ${borrowers} borrowers into ${where}, business date ${businessDate}, seed ${values.seed}`,
  );

  const started = performance.now();
  const load = values['skip-load']
    ? await loadedBook(target, borrowers, values.log)
    : await loadBook(
        target,
        borrowers,
        {
          seed: values.seed,
          businessDate,
          builtAt: builtAt.toISOString(),
          capsAllLoans,
          sessionsExpireAt: new Date(builtAt.getTime() + 365 * 86_400_000).toISOString(),
          liveCodesExpireAt: new Date(builtAt.getTime() + 3 * 86_400_000).toISOString(),
        },
        (line) => console.log(line),
      );
  if (values['copy-to'] && target.kind === 'postgres') {
    const t = performance.now();
    await copyDatabase(target.url, values['copy-to']);
    console.log(`copied to ${values['copy-to']}: ${Math.round((performance.now() - t) / 1000)} s`);
  }
  const db = await openTarget(target);
  let check: CheckResult | undefined;
  let sizes: TableSize[] = [];
  try {
    if (!values['no-check']) {
      const t = performance.now();
      check = await checkBook(db, {
        databaseUrl: target.kind === 'postgres' ? target.url : undefined,
        borrowers,
        seed: values.seed,
      });
      load.stages.push({
        stage: 'app-accepts check',
        seconds: Math.round((performance.now() - t) / 100) / 10,
      });
      console.log(
        `check: ${check.borrowers} borrowers, ${check.calls} calls, ${check.ordersReplayed} orders and ` +
          `${check.ledgerEntriesReplayed} ledger entries replayed, ${check.borrowerFiles} borrower files: ` +
          `${check.failures.length} failures`,
      );
      for (const f of check.failures.slice(0, 30)) console.log(`  ${f}`);
    }
    sizes = await tableSizes(db);
  } finally {
    await db.destroy();
  }
  // A book loaded earlier (--skip-load) counts the stages its build reported, and this check.
  const totalSeconds = values['skip-load']
    ? Math.round(load.stages.reduce((sum, s) => sum + s.seconds, 0))
    : Math.round((performance.now() - started) / 1000);
  console.log(`total: ${totalSeconds} s; rows: ${JSON.stringify(load.rows)}`);
  if (check && check.failures.length > 0) {
    process.exitCode = 1;
    return;
  }
  const summary = {
    url: target.kind === 'postgres' ? target.url : undefined,
    dataDir: target.kind === 'pglite' ? target.dataDir : undefined,
    borrowers,
    orders: load.orders,
    ledger: load.ledger,
    complaints: load.complaints,
    builtAt: builtAt.toISOString(),
    businessDate,
    seed: values.seed,
    keys:
      'book-keys.ts: userId bookUserId(i) = 20000000+i, session sessionTokenFor(i) with deviceId "bench", orders ' +
      'bookOrderId(i,n) (n 0 oldest); each borrower has an approved prod-quick-5k offer; repayment info needs an ' +
      'order with status in (170,174,180); staff bench-<role>-<n> password pautang-bench-staff, demo staff too',
  };
  if (values.ready) {
    mkdirSync(path.dirname(values.ready), { recursive: true });
    writeFileSync(values.ready, `${JSON.stringify(summary)}\n`);
    console.log(`wrote ${values.ready}`);
  }
  if (values.report) writeBookPart(load, sizes, totalSeconds, summary, check);
}

type TableSize = { table: string; rows: number; tableBytes: number; indexBytes: number };

async function tableSizes(db: Awaited<ReturnType<typeof openTarget>>): Promise<TableSize[]> {
  const rows = await queryOf(db)(
    `select c.relname as t, c.reltuples::bigint as n, pg_table_size(c.oid) as tb, pg_indexes_size(c.oid) as ib
       from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
      order by pg_total_relation_size(c.oid) desc`,
  );
  return rows.map((r) => ({
    table: String(r.t),
    rows: Math.max(0, Number(r.n)),
    tableBytes: Number(r.tb),
    indexBytes: Number(r.ib),
  }));
}

const TARGET_SECONDS = 20 * 60;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const n = (x: number) => x.toLocaleString('en-US');

function writeBookPart(
  load: LoadResult,
  sizes: TableSize[],
  totalSeconds: number,
  summary: {
    borrowers: number;
    orders: number;
    ledger: number;
    complaints: number;
    url?: string | undefined;
  },
  check: CheckResult | undefined,
) {
  const met = totalSeconds <= TARGET_SECONDS;
  const lines = [
    `Built by \`npm run bench:data\` on this machine (2 cores, shared): **${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s** ` +
      `against the target of ≤ 20 min: **${met ? 'met' : 'missed'}**.` +
      (met
        ? ''
        : ' A miss: the load would need the generation spread over worker threads, or a machine to itself.'),
    '',
    '| stage | seconds |',
    '|---|---|',
    ...load.stages.map((s) => `| ${s.stage} | ${s.seconds} |`),
    `| **total** | **${totalSeconds}** |`,
    '',
    `Loan lives worked out by the engine: ${n(load.distinctLoanLives)} distinct (orders sharing product, amount, term, age and payment plan share one).`,
    '',
    '| table | rows | table on disk | indexes on disk |',
    '|---|---|---|---|',
    ...sizes
      .filter((s) => s.rows > 0 || s.tableBytes > 65_536)
      .map((s) => `| ${s.table} | ${n(s.rows)} | ${mb(s.tableBytes)} | ${mb(s.indexBytes)} |`),
    '',
    check
      ? `App-accepts check: ${check.borrowers} random borrowers, ${check.calls} calls (order details, loan confirmation, ` +
        `repayment info, complaint list; ${check.borrowerFiles} borrower files), ${check.ordersReplayed} orders and ` +
        `${check.ledgerEntriesReplayed} ledger entries replayed through the server's posting: ${check.failures.length} failures.`
      : 'App-accepts check: not run.',
  ];
  writeScalePart({
    name: 'book',
    title: 'The book',
    order: 10,
    measuredAt: new Date().toISOString(),
    book: {
      borrowers: summary.borrowers,
      orders: summary.orders,
      ledger: summary.ledger,
      complaints: summary.complaints,
    },
    markdown: lines.join('\n'),
    figures: {
      totalSeconds,
      targetSeconds: TARGET_SECONDS,
      met,
      stages: load.stages,
      rows: load.rows,
      sizes,
      indexTimings: load.indexTimings,
      check,
    },
  });
}

await main();
