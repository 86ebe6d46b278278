// The books' SQL (issue 42). Entries and lines are only ever inserted: the database refuses an update or a delete,
// and refuses at commit an entry whose lines do not balance (migration 0039).
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { GlAccountsTable, GlEntriesTable } from '../../../platform/db/schema';
import type { Insertable, Selectable } from 'kysely';

/**
 * A posting transaction's guard for a month (migration 0043's gl_post_guard, one round trip): the month's shared
 * lock taken, then -1 when the month is closed, else the shard of the day's totals the transaction holds alone.
 */
export async function guardMonth(trx: Db, month: string): Promise<number> {
  const { rows } = await sql<{ shard: number }>`select gl_post_guard(${month}) as shard`.execute(trx);
  return Number(rows[0]?.shard ?? -1);
}

export type AccountRow = Selectable<GlAccountsTable>;
export type EntryRow = Selectable<GlEntriesTable>;
export type LineInsert = { account_code: string; debit: number; credit: number; order_id: string | null };

export function listAccounts(db: Db): Promise<AccountRow[]> {
  return db.selectFrom('gl_accounts').selectAll().orderBy('code').execute();
}

export async function accountCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('gl_accounts').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

/**
 * The new entry's id, or undefined when an entry of the same source is already posted (it stays as it is). The
 * entry, its lines and its accounts' daily totals (on the transaction's `shard`, gl_post_guard) are one statement.
 */
export async function insertEntry(
  trx: Db,
  entry: Insertable<GlEntriesTable>,
  lines: readonly LineInsert[],
  shard: number,
): Promise<number | undefined> {
  // One row per account of the entry, the entry's debits and credits to it summed.
  const byAccount = new Map<string, { debit: number; credit: number }>();
  for (const line of lines) {
    const sum = byAccount.get(line.account_code) ?? { debit: 0, credit: 0 };
    sum.debit += line.debit;
    sum.credit += line.credit;
    byAccount.set(line.account_code, sum);
  }
  const lineRows = sql.join(
    lines.map(
      (l, i) =>
        sql`(${i + 1}::int, ${l.account_code}::text, ${l.debit}::bigint, ${l.credit}::bigint, ${l.order_id}::text)`,
    ),
  );
  const totals = sql.join(
    [...byAccount].map(([code, sum]) => sql`(${code}::text, ${sum.debit}::bigint, ${sum.credit}::bigint)`),
  );
  const { rows } = await sql<{ id: string | number }>`
    with e as (
      insert into gl_entries (business_date, kind, source, memo, order_id, payment_id, payout_id, refund_id,
        reverses_entry_id, corrects_month, posted_by, posted_at)
      values (${entry.business_date}::date, ${entry.kind}, ${entry.source}, ${entry.memo ?? ''},
        ${entry.order_id ?? null}, ${entry.payment_id ?? null}, ${entry.payout_id ?? null}, ${entry.refund_id ?? null},
        ${entry.reverses_entry_id ?? null}::bigint, ${entry.corrects_month ?? null}, ${entry.posted_by ?? null},
        ${entry.posted_at}::timestamptz)
      on conflict (source) do nothing
      returning id
    ), l as (
      insert into gl_lines (entry_id, line_no, account_code, debit, credit, order_id)
      select e.id, v.line_no, v.account_code, v.debit, v.credit, v.order_id
      from e cross join (values ${lineRows}) as v (line_no, account_code, debit, credit, order_id)
    ), b as (
      insert into gl_daily_balances (account_code, business_date, shard, debit, credit)
      select v.account_code, ${entry.business_date}::date, ${shard}::smallint, v.debit, v.credit
      from e cross join (values ${totals}) as v (account_code, debit, credit)
      on conflict (account_code, business_date, shard) do update
        set debit = gl_daily_balances.debit + excluded.debit, credit = gl_daily_balances.credit + excluded.credit
    )
    select id from e`.execute(trx);
  const id = rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/**
 * Many entries in one statement (a batch's posts, ledger.service postingBatch), each as insertEntry posts one: an
 * entry whose source is already posted is left out with its lines and totals. The day's totals are summed per
 * account and day first (one row each, as the upsert needs). Answers the sources posted.
 */
export async function insertEntries(
  trx: Db,
  items: readonly { entry: Insertable<GlEntriesTable>; lines: readonly LineInsert[] }[],
  shard: number,
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const entries = sql.join(
    items.map(
      ({ entry }) =>
        sql`(${entry.business_date}::date, ${entry.kind}, ${entry.source}, ${entry.memo ?? ''}, ${entry.order_id ?? null},
          ${entry.payment_id ?? null}, ${entry.payout_id ?? null}, ${entry.refund_id ?? null},
          ${entry.reverses_entry_id ?? null}::bigint, ${entry.corrects_month ?? null}, ${entry.posted_by ?? null},
          ${entry.posted_at}::timestamptz)`,
    ),
  );
  const lines = sql.join(
    items.flatMap(({ entry, lines }) =>
      lines.map(
        (l, i) =>
          sql`(${entry.source}::text, ${i + 1}::int, ${l.account_code}::text, ${l.debit}::bigint, ${l.credit}::bigint,
            ${l.order_id}::text, ${entry.business_date}::date)`,
      ),
    ),
  );
  const { rows } = await sql<{ source: string }>`
    with e as (
      insert into gl_entries (business_date, kind, source, memo, order_id, payment_id, payout_id, refund_id,
        reverses_entry_id, corrects_month, posted_by, posted_at)
      values ${entries}
      on conflict (source) do nothing
      returning id, source
    ), v (source, line_no, account_code, debit, credit, order_id, business_date) as (
      values ${lines}
    ), l as (
      insert into gl_lines (entry_id, line_no, account_code, debit, credit, order_id)
      select e.id, v.line_no, v.account_code, v.debit, v.credit, v.order_id
      from e join v on v.source = e.source
    ), b as (
      insert into gl_daily_balances (account_code, business_date, shard, debit, credit)
      select v.account_code, v.business_date, ${shard}::smallint, sum(v.debit), sum(v.credit)
      from e join v on v.source = e.source
      group by v.account_code, v.business_date
      on conflict (account_code, business_date, shard) do update
        set debit = gl_daily_balances.debit + excluded.debit, credit = gl_daily_balances.credit + excluded.credit
    )
    select source from e`.execute(trx);
  return new Set(rows.map((r) => r.source));
}

/**
 * Refreshes the planner's statistics of the journal: a long posting run (the books opened over a whole book, a
 * day's accrual) grows the tables faster than autovacuum analyzes them, and planned on the statistics of a small
 * journal each foreign-key check of a line became a scan of every entry (measured: 30 ms a batch of 250 entries
 * grew to 2.7 s by 60,000).
 */
export async function analyzeJournal(db: Db): Promise<void> {
  await sql`analyze gl_entries, gl_lines, gl_daily_balances`.execute(db);
}

export function findEntryBySource(db: Db, source: string): Promise<EntryRow | undefined> {
  return db.selectFrom('gl_entries').selectAll().where('source', '=', source).executeTakeFirst();
}

export function findEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  return db.selectFrom('gl_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function linesOf(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gl_lines')
    .selectAll()
    .where('entry_id', 'in', entryIds)
    .orderBy('entry_id')
    .orderBy('line_no')
    .execute();
}

/** Each account's debits and credits on every day up to `date`, from the kept daily totals. */
export function totalsThrough(db: Db, date: string) {
  return db
    .selectFrom('gl_daily_balances')
    .select(({ fn }) => [
      'account_code',
      fn.sum<number>('debit').as('debit'),
      fn.sum<number>('credit').as('credit'),
    ])
    .where('business_date', '<=', date)
    .groupBy('account_code')
    .execute();
}

/** Entries posted on days within [from, to], oldest first, at most `limit`. */
export function entriesBetween(db: Db, from: string, to: string, limit: number) {
  return db
    .selectFrom('gl_entries')
    .selectAll()
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .orderBy('business_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function isMonthClosed(db: Db, month: string): Promise<boolean> {
  const row = await db.selectFrom('gl_periods').select('month').where('month', '=', month).executeTakeFirst();
  return row !== undefined;
}

/** Closes the month; false when it was closed already. */
export async function insertClosedMonth(
  trx: Db,
  row: { month: string; closed_at: string; closed_by: string; approved_by: string | null },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('gl_periods')
    .values(row)
    .onConflict((oc) => oc.column('month').doNothing())
    .returning('month')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Closing a month waits for the posts to it in flight, and a post waits for a close in flight: posts share the
 * month's lock (gl_post_guard, migration 0043), a close holds it alone, each until its transaction ends.
 */
export async function lockMonthToClose(trx: Db, month: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`gl-month:${month}`}))`.execute(trx);
}

export function closedMonths(db: Db) {
  return db.selectFrom('gl_periods').selectAll().orderBy('month').execute();
}

/** Each order's net balance (debits less credits) per account, over the accounts given; one order's when named. */
export async function orderBalances(
  db: Db,
  accounts: readonly string[],
  orderId?: string | readonly string[],
) {
  let query = db
    .selectFrom('gl_lines')
    .select([
      'order_id',
      'account_code',
      sql<number>`coalesce(sum(debit), 0) - coalesce(sum(credit), 0)`.as('net'),
    ])
    .where('account_code', 'in', accounts)
    .groupBy(['order_id', 'account_code']);
  query =
    orderId === undefined
      ? query.where('order_id', 'is not', null)
      : typeof orderId === 'string'
        ? query.where('order_id', '=', orderId)
        : query.where('order_id', 'in', orderId);
  const rows = await query.execute();
  return rows.map((r) => ({
    order_id: r.order_id as string,
    account_code: r.account_code,
    net: Number(r.net),
  }));
}

/** Entries of days within [from, to], with a line to `account` or about `orderId` when named; at most `limit`. */
export function journalEntries(
  db: Db,
  r: { from: string; to: string; account?: string | undefined; orderId?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('gl_entries as e')
    .selectAll('e')
    .where('e.business_date', '>=', r.from)
    .where('e.business_date', '<=', r.to);
  if (r.account !== undefined) {
    const account = r.account;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('gl_lines as l')
          .select('l.entry_id')
          .whereRef('l.entry_id', '=', 'e.id')
          .where('l.account_code', '=', account),
      ),
    );
  }
  if (r.orderId !== undefined) query = query.where('e.order_id', '=', r.orderId);
  return query.orderBy('e.business_date').orderBy('e.id').limit(r.limit).execute();
}

/** The lines of the entries, with their accounts' names, in entry and line order. */
export function journalLines(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gl_lines as l')
    .innerJoin('gl_accounts as a', 'a.code', 'l.account_code')
    .select(['l.entry_id', 'l.line_no', 'l.account_code', 'a.name', 'l.debit', 'l.credit', 'l.order_id'])
    .where('l.entry_id', 'in', entryIds)
    .orderBy('l.entry_id')
    .orderBy('l.line_no')
    .execute();
}

export async function accrualRanFor(db: Db, businessDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('gl_accrual_days')
    .select('business_date')
    .where('business_date', '=', businessDate)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordAccrualDay(
  db: Db,
  businessDate: string,
  orders: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('gl_accrual_days')
    .values({ business_date: businessDate, orders, finished_at: at })
    .onConflict((oc) => oc.column('business_date').doNothing())
    .execute();
}

/** The allowance's rate per days-past-due bucket (migration 0042), basis points. */
export function readProvisionRates(db: Db): Promise<{ bucket: string; rate_bp: number }[]> {
  return db.selectFrom('gl_provision_rates').select(['bucket', 'rate_bp']).execute();
}

export async function writeProvisionRates(
  trx: Db,
  rates: Readonly<Record<string, number>>,
  by: string,
  at: string,
): Promise<void> {
  for (const [bucket, rate] of Object.entries(rates)) {
    await trx
      .insertInto('gl_provision_rates')
      .values({ bucket, rate_bp: rate, updated_at: at, updated_by: by })
      .onConflict((oc) => oc.column('bucket').doUpdateSet({ rate_bp: rate, updated_at: at, updated_by: by }))
      .execute();
  }
}

export function findAccount(db: Db, code: string): Promise<AccountRow | undefined> {
  return db.selectFrom('gl_accounts').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A new account; false when its code is taken (the code is the key). */
export async function insertAccount(
  db: Db,
  row: Pick<AccountRow, 'code' | 'name' | 'type' | 'normal_side'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('gl_accounts')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function renameAccountRow(db: Db, code: string, name: string): Promise<boolean> {
  const updated = await db
    .updateTable('gl_accounts')
    .set({ name })
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
