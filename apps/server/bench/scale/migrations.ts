// npm run bench, at scale (issue 31): the newest migrations on the full book. On a copy of the book (book-copy.ts),
// what they made is undone (their down(), newest first), then each up() runs again as the migrator runs it (in a
// transaction, or alone outside one for 0029, 0030, 0031 and 0033), timed, with its connection's locks watched from a second connection
// and a write to users kept going from a third (lock-watch.ts). The copy is dropped after.
import { Kysely, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as m0026 from '../../src/platform/db/migrations/0026-notifications';
import * as m0027 from '../../src/platform/db/migrations/0027-user-lang';
import * as m0028 from '../../src/platform/db/migrations/0028-contact-message-handling';
import * as m0029 from '../../src/platform/db/migrations/0029-back-office-indexes';
import * as m0030 from '../../src/platform/db/migrations/0030-report-indexes';
import * as m0031 from '../../src/platform/db/migrations/0031-overdue-since';
import * as m0032 from '../../src/platform/db/migrations/0032-report-figures';
import * as m0033 from '../../src/platform/db/migrations/0033-overdue-borrower';
import { PG_TYPES } from '../../src/platform/db/client';
import { BOOK_DATABASE_URL, writeScalePart } from '../book/book-keys';
import { copyBook, dropCopy } from './book-copy';
import { watchLocks, type Watched } from './lock-watch';

const COPY = process.env.BENCH_MIGRATIONS_COPY ?? 'x_office_mig';
const MIGRATIONS: { name: string; module: Migration; outsideTransaction: boolean }[] = [
  { name: '0026-notifications', module: m0026, outsideTransaction: false },
  { name: '0027-user-lang', module: m0027, outsideTransaction: false },
  { name: '0028-contact-message-handling', module: m0028, outsideTransaction: false },
  { name: '0029-back-office-indexes', module: m0029, outsideTransaction: true },
  { name: '0030-report-indexes', module: m0030, outsideTransaction: true },
  { name: '0031-overdue-since', module: m0031, outsideTransaction: true },
  { name: '0032-report-figures', module: m0032, outsideTransaction: false },
  { name: '0033-overdue-borrower', module: m0033, outsideTransaction: true },
];

const bookUrl = BOOK_DATABASE_URL;
const url = await copyBook(bookUrl, COPY);
// The app's row shapes: 0031's backfill reads loans through the engine, which takes days as text.
const one = new pg.Pool({ connectionString: url, max: 1, types: PG_TYPES });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: one }) });
const results: (Watched & { name: string })[] = [];
try {
  const { rows } = await one.query<{ name: string }>('select name from kysely_migration');
  const done = new Set(rows.map((r) => r.name));
  for (const m of [...MIGRATIONS].reverse()) {
    if (!done.has(m.name)) continue;
    if (m.outsideTransaction) await m.module.down!(db);
    else await db.transaction().execute((trx) => m.module.down!(trx));
  }
  const probeUser = (await one.query<{ id: string }>('select id from users order by id limit 1')).rows[0]!.id;
  for (const m of MIGRATIONS) {
    const watched = await watchLocks(url, probeUser, async (pid) => {
      pid((await one.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
      if (m.outsideTransaction) await m.module.up(db);
      else await db.transaction().execute((trx) => m.module.up(trx));
    });
    console.log(`${m.name}: ${(watched.ms / 1000).toFixed(2)} s, ${JSON.stringify(watched.locks)}`);
    results.push({ name: m.name, ...watched });
  }
  const book = Object.fromEntries(
    (
      await one.query<{ relname: string; n: string }>(
        `select relname, reltuples::bigint as n from pg_class
         where relname in ('users', 'orders', 'ledger_entries', 'complaints', 'contact_messages') and relkind = 'r'`,
      )
    ).rows.map((r) => [r.relname, Number(r.n)]),
  );
  const row = (r: (typeof results)[number]) => {
    const hot = r.blocksWritesOn.length
      ? `yes: ${r.blocksWritesOn.map((t) => `${t} (${r.locks[t]})`).join(', ')}`
      : 'no';
    const locks = Object.entries(r.locks)
      .map(([t, mode]) => `${t}: ${mode}`)
      .join(', ');
    return `| ${r.name} | ${(r.ms / 1000).toFixed(2)} s | ${locks || 'none seen'} | ${hot} | ${r.probeWrites} (slowest ${r.probeMaxMs.toFixed(0)} ms) |`;
  };
  writeScalePart({
    name: 'migrations',
    title: 'Migrations on the book',
    order: 50,
    measuredAt: new Date().toISOString(),
    book,
    markdown: [
      'Each migration undone on a copy of the book, then run again as the migrator runs it; its locks read from ' +
        'pg_locks by a second connection every 5 ms (the strongest per table), while a third rewrote one row of ' +
        'users every 20 ms. A lock at SHARE or above on a hot table refuses writes to it until the migration commits.',
      '',
      '| migration | time | locks taken (table: strongest mode) | blocks writes to a hot table | writes to users during it |',
      '|---|---|---|---|---|',
      ...results.map(row),
    ].join('\n'),
    figures: results,
  });
} finally {
  await db.destroy();
  if (!process.env.BENCH_KEEP_COPY) await dropCopy(bookUrl, COPY);
}
