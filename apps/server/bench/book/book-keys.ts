// The shared keys of the benchmark book (issue 31): where `npm run bench:data` puts it, and how a bench part finds a
// borrower's session without the book storing a raw token. Every part that measures on the book reads these, so the
// generator and the measurements agree without a second copy.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The book's database; `npm run bench:data` (re)creates it, the at-scale bench parts read it. */
export const BOOK_DATABASE_URL =
  process.env.BENCH_BOOK_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_book';

/** The default seed: the same seed makes the same book, row for row. */
export const BOOK_SEED = process.env.BENCH_BOOK_SEED ?? 'pautang-book-1';

/**
 * Borrower i's session token (0-based): derived, not stored, so any bench part can sign in as any borrower. The
 * sessions table holds its SHA-256, as for a real sign-in.
 */
export function sessionTokenFor(borrowerIndex: number, seed: string = BOOK_SEED): string {
  return createHash('sha256').update(`${seed}:session:${borrowerIndex}`).digest('hex');
}

/** What a session row stores for that token (sessions.token_hash). */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * An at-scale part's figures, kept in bench/scale/<name>.json (committed): scripts/bench-report.mjs puts each
 * part's `markdown` under its `title` in bench/RESULTS.md, in `order`, with the book it was measured on. A part
 * writes this only after measuring, so a run without the book keeps the last measured figures, dated.
 */
export interface ScalePart {
  name: string;
  title: string;
  /** Position among the at-scale sections (ascending). */
  order: number;
  measuredAt: string;
  /** The book measured on, e.g. { borrowers: 1000000, orders: 3000000, ... } as `bench:data` reported it. */
  book: Record<string, number | string>;
  /** The section's text: tables beside their floors and targets, misses stated as misses, EXPLAINs kept. */
  markdown: string;
  /** The raw figures, for results.json and later comparison. */
  figures: unknown;
}

const SCALE_DIR = path.resolve(import.meta.dirname, '../../../../bench/scale');

export function writeScalePart(part: ScalePart): void {
  mkdirSync(SCALE_DIR, { recursive: true });
  writeFileSync(path.join(SCALE_DIR, `${part.name}.json`), `${JSON.stringify(part, null, 2)}\n`);
}

/** The device every book session was issued to: a host sends it with the session (sessions.service resolveCaller). */
export const BOOK_DEVICE_ID = 'bench';

/** Borrower i's user id (0-based); the demo's own borrowers are 1xxxx, far below. */
export const bookUserId = (borrowerIndex: number): string => String(20_000_000 + borrowerIndex);

/** Borrower i's n-th order (0: the oldest); the last is the borrower's latest. */
export const bookOrderId = (borrowerIndex: number, n: number): string =>
  `PK${String(borrowerIndex).padStart(8, '0')}${String(n).padStart(2, '0')}`;
