// @module-tag database: the book is loaded with COPY into the database the run is on (PGlite's /dev/blob, or a
// PostgreSQL database of its own), its indexes dropped and made again, and the app must accept what it holds.
// The benchmark book (npm run bench:data, issue 31): the same seed makes the same rows, and a tiny book loaded into
// the run's database passes the app-accepts check: borrowers' order details, loan confirmation, repayment info and
// complaint list answer, the borrower file opens, and each order's ledger replays to the figures shown.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, businessDateFromInstant } from '@pautang/loan-engine';
import { checkBook } from '../../../bench/book/book-check';
import { bookUserId, sessionTokenFor, sessionTokenHash } from '../../../bench/book/book-keys';
import { loadBook, openTarget, type Target } from '../../../bench/book/book-load';
import { borrowerRows, BOOK_TABLES, type BookOptions, type Cell } from '../../../bench/book/book-rows';
import { copyLine } from '../../../bench/book/book-sink';

// Built now, as npm run bench:data builds it (build-book.ts): the app checks the book on today's calendar, which a
// fixed date fell behind (a week on, the book's approved offers had expired and loan confirmation refused them).
const BUILT_AT = new Date();
const OPTIONS: Omit<BookOptions, 'staffPasswordHash'> = {
  seed: 'test-book',
  businessDate: addDays(businessDateFromInstant(BUILT_AT), 1),
  builtAt: BUILT_AT.toISOString(),
  capsAllLoans: true,
  sessionsExpireAt: '2099-11-25T14:00:00.000Z',
  liveCodesExpireAt: '2099-11-28T14:00:00.000Z',
};

/** Every row of the first `borrowers` borrowers as COPY text, per table, and one checksum over all of it. */
function generate(borrowers: number, seed: string) {
  const tables = new Map<string, string[]>();
  const options = { ...OPTIONS, seed, staffPasswordHash: 'x' };
  for (let i = 0; i < borrowers; i++) {
    borrowerRows(i, options, (table: string, row: readonly Cell[]) => {
      let lines = tables.get(table);
      if (!lines) tables.set(table, (lines = []));
      lines.push(copyLine(row));
    });
  }
  const hash = createHash('sha256');
  for (const table of BOOK_TABLES) hash.update(`${table}\n${(tables.get(table) ?? []).join('')}`);
  return { tables, checksum: hash.digest('hex') };
}

describe('the benchmark book', () => {
  it('is the same for the same seed, row for row, and another seed makes another', () => {
    const a = generate(200, 'test-book');
    const b = generate(200, 'test-book');
    const other = generate(200, 'another-seed');
    expect(b.checksum).toBe(a.checksum);
    expect(other.checksum).not.toBe(a.checksum);
    // Borrower 0 is the first user row: its id and the session a bench part signs in with.
    expect(a.tables.get('users')?.[0]?.split('\t')[0]).toBe(bookUserId(0));
    expect(a.tables.get('sessions')?.[0]?.split('\t')[0]).toBe(
      sessionTokenHash(sessionTokenFor(0, 'test-book')),
    );
    // Orders in every state the app shows: awaiting payout and failed are rarer, so 200 borrowers show the main ones.
    const statuses = new Set(a.tables.get('orders')?.map((line) => Number(line.split('\t')[3])));
    for (const status of [174, 180, 200]) expect(statuses).toContain(status);
    expect(a.tables.get('ledger_entries')?.length).toBeGreaterThan(200);
    // The engine works out each loan's life once (book-loans.ts): the first run pays for it, on a shared machine.
  }, 300_000);

  describe('a tiny book in the run database', () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const dir = pgUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'pautang-book-'));
    const target: Target = pgUrl
      ? { kind: 'postgres', url: bookUrl(pgUrl) }
      : { kind: 'pglite', dataDir: path.join(dir ?? '', 'pglite') };

    afterAll(async () => {
      if (target.kind === 'postgres') await dropDatabase(target.url);
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('loads with the migrated schema and passes the app-accepts check', async () => {
      const load = await loadBook(target, 200, OPTIONS);
      expect(load.borrowers).toBe(200);
      expect(load.rows.users).toBe(200);
      expect(load.rows.ledger_entries).toBe(load.ledger);
      const db = await openTarget(target);
      try {
        const users = await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '>=', bookUserId(0))
          .executeTakeFirstOrThrow();
        expect(Number(users.n)).toBe(200);
        const ledger = await db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(ledger.n)).toBe(load.ledger);
        const check = await checkBook(db, {
          databaseUrl: target.kind === 'postgres' ? target.url : undefined,
          borrowers: 200,
          sample: 30,
          files: 5,
          seed: OPTIONS.seed,
        });
        expect(check.failures).toEqual([]);
        expect(check.borrowers).toBe(30);
        expect(check.borrowerFiles).toBe(5);
        expect(check.ledgerEntriesReplayed).toBeGreaterThan(0);
      } finally {
        await db.destroy();
      }
      // Migrating, seeding, loading and the app's check: minutes on a busy 2-core machine.
    }, 900_000);
  });
});

/** A database of this file's own on the run's server (the book drops and makes it). */
function bookUrl(serverUrl: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/pautang_test_book_${randomBytes(4).toString('hex')}`;
  return u.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
