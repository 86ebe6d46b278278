// Where the book's rows go: COPY ... FROM STDIN on PostgreSQL (pg-copy-streams, one stream per table, all open at
// once so PostgreSQL takes them in while the next borrowers are made), or COPY ... FROM '/dev/blob' on PGlite (the
// rows of a batch of borrowers in one blob per table). Rows are COPY's text format: tab-separated, \N for null.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BOOK_COLUMNS, type BookTable, type Cell } from './book-rows';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One row as a line of COPY text. */
export function copyLine(row: readonly Cell[]): string {
  let line = '';
  for (let c = 0; c < row.length; c++) {
    const v = row[c];
    if (c > 0) line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (typeof v === 'string')
      line += /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (m) => ESCAPES[m]!) : v;
    else if (typeof v === 'boolean') line += v ? 't' : 'f';
    else line += String(v);
  }
  return `${line}\n`;
}

const copySql = (table: BookTable, source: string) =>
  `copy ${table} (${BOOK_COLUMNS[table].join(', ')}) from ${source}`;

export interface BookSink {
  write(table: BookTable, row: readonly Cell[]): void;
  /** A batch of borrowers is complete: a chance to hand their rows over (and wait for room). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Text kept per table before it is written to its stream: big writes, few calls. */
const CHUNK = 1 << 20;

/** PostgreSQL: one connection and one COPY stream per table, fed as the rows are made. */
export async function postgresSink(
  connect: () => Promise<pg.Client>,
  tables: readonly BookTable[],
): Promise<BookSink> {
  const streams = new Map<BookTable, { client: pg.Client; stream: Writable; text: string }>();
  for (const table of tables) {
    const client = await connect();
    // Triggers (the change feed's, the append-only guards) and foreign-key checks are the database's own rules for
    // the app's writes; the generator makes consistent rows, and per-row triggers would double the load's time.
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    const stream = client.query(copyFrom(copySql(table, 'stdin')));
    streams.set(table, { client, stream, text: '' });
  }
  const pending: Promise<unknown>[] = [];
  const push = (entry: { stream: Writable; text: string }) => {
    if (!entry.stream.write(entry.text)) pending.push(once(entry.stream, 'drain'));
    entry.text = '';
  };
  return {
    write(table, row) {
      const entry = streams.get(table);
      if (!entry) throw new Error(`no stream for ${table}`);
      entry.text += copyLine(row);
      if (entry.text.length > CHUNK) push(entry);
    },
    async flush() {
      await Promise.all(pending.splice(0));
    },
    async close() {
      for (const entry of streams.values()) if (entry.text) push(entry);
      await Promise.all(pending.splice(0));
      await Promise.all(
        [...streams.values()].map(async ({ stream, client }) => {
          stream.end();
          await finished(stream);
          await client.end();
        }),
      );
    },
  };
}

/** PGlite: a batch's rows per table in one blob, copied in when the batch is done. */
export function pgliteSink(pglite: PGlite): BookSink {
  const parts = new Map<BookTable, string[]>();
  const flush = async () => {
    await pglite.exec(`set session_replication_role = replica`);
    for (const [table, lines] of parts) {
      if (lines.length === 0) continue;
      await pglite.query(copySql(table, `'/dev/blob'`), [], { blob: new Blob(lines) });
      parts.set(table, []);
    }
  };
  return {
    write(table, row) {
      let lines = parts.get(table);
      if (!lines) parts.set(table, (lines = []));
      lines.push(copyLine(row));
    },
    flush,
    close: flush,
  };
}
