// The books' SQL (issue 42). Entries and lines are only ever inserted: the database refuses an update or a delete,
// and refuses at commit an entry whose lines do not balance (migration 0039).
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { GlAccountsTable, GlEntriesTable } from '../../../platform/db/schema';
import type { Insertable, Selectable } from 'kysely';

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
 * What a guarded insert did: nothing, the month being closed or a balance taken as known not being so (then what the
 * books hold of those orders, an account with no balance left out); or the entries it wrote, by source.
 */
export type Inserted =
  | { outcome: 'closed'; ids?: undefined }
  | {
      outcome: 'not-as-known';
      ids?: undefined;
      held: { order_id: string; account_code: string; net: number }[];
    }
  | { outcome: 'written'; ids: Map<string, number> };

/** An order's balance on an account (debits less credits) a posting took as known instead of reading it. */
export type KnownBalance = { orderId: string; account: string; net: number };

/**
 * Entries of one month, with their lines and their accounts' daily totals, in one call (migration 0045's gl_post,
 * whose statements the database keeps planned) behind the month's guard (migration 0043's gl_post_guard: the month's
 * shared lock, then whether it is closed, then the shard of the day's totals the transaction holds alone). A closed
 * month writes nothing, and so does a balance in `known` that the books do not hold; an entry whose source is
 * already posted is left out with its lines and totals.
 */
export async function insertEntries(
  trx: Db,
  month: string,
  items: readonly { entry: Insertable<GlEntriesTable>; lines: readonly LineInsert[] }[],
  known: readonly KnownBalance[] = [],
): Promise<Inserted> {
  if (items.length === 0 && known.length === 0) return { outcome: 'written', ids: new Map() };
  const entries = items.map(({ entry, lines }) => ({
    ...entry,
    lines: lines.map((l) => ({ a: l.account_code, d: l.debit, c: l.credit, o: l.order_id })),
  }));
  const { rows } = await sql<{ out_shard: number; out_id: string | number; out_source: string }>`
    select out_shard, out_id, out_source from gl_post(${month}, ${JSON.stringify(entries)}::jsonb,
      ${known.length === 0 ? null : JSON.stringify(known.map((k) => ({ o: k.orderId, a: k.account, n: k.net })))}::jsonb)
  `.execute(trx);
  const shard = Number(rows[0]?.out_shard ?? 0);
  if (shard === -1) return { outcome: 'closed' };
  if (shard === -2) {
    const held = JSON.parse(rows[0]?.out_source ?? '[]') as {
      o: string;
      a: string;
      n: number;
      held: boolean;
    }[];
    return {
      outcome: 'not-as-known',
      held: held.filter((h) => h.held).map((h) => ({ order_id: h.o, account_code: h.a, net: Number(h.n) })),
    };
  }
  return { outcome: 'written', ids: new Map(rows.map((row) => [row.out_source, Number(row.out_id)])) };
}

/**
 * Refreshes the planner's statistics of the journal: a long posting run (the books opened over a whole book, a
 * day's accrual) grows the tables faster than autovacuum analyzes them, and planned on the statistics of a small
 * journal each foreign-key check of a line became a scan of every entry (measured: 30 ms a batch of 250 entries
 * grew to 2.7 s by 60,000).
 */
export async function analyzeJournal(db: Db): Promise<void> {
  await sql`analyze gl_entries, gl_lines, gl_daily_balances, gl_order_balances`.execute(db);
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

/** Each order's net balance (debits less credits) per account, over the accounts given, summed from every line. */
export async function allOrderBalances(db: Db, accounts: readonly string[]) {
  const rows = await db
    .selectFrom('gl_lines')
    .select([
      'order_id',
      'account_code',
      sql<number>`coalesce(sum(debit), 0) - coalesce(sum(credit), 0)`.as('net'),
    ])
    .where('account_code', 'in', accounts)
    .where('order_id', 'is not', null)
    .groupBy(['order_id', 'account_code'])
    .execute();
  return rows.map((r) => ({
    order_id: r.order_id as string,
    account_code: r.account_code,
    net: Number(r.net),
  }));
}

/**
 * The orders' net balances (debits less credits) per account, over the accounts given, as the posting function
 * keeps them (migration 0045): read by key, whatever the loans' age. An account an order has no line on is absent.
 */
export async function orderBalances(
  db: Db,
  accounts: readonly string[],
  orderIds: string | readonly string[],
) {
  const ids = typeof orderIds === 'string' ? [orderIds] : orderIds;
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('gl_order_balances')
    .select(['order_id', 'account_code', sql<number>`debit - credit`.as('net')])
    .where('order_id', 'in', ids)
    .where('account_code', 'in', accounts)
    .execute();
  return rows.map((r) => ({ order_id: r.order_id, account_code: r.account_code, net: Number(r.net) }));
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
