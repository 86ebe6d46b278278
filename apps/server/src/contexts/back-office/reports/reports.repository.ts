// The reports' SQL (issue 28). Every figure is summed here from the rows that move money or record work (orders,
// ledger_entries, payments, complaints and their events), never from a counter kept beside them, so a report cannot
// drift from the book. Days are Manila calendar days: ledger entries and disbursements carry their business date;
// instants (a complaint's filing, an agent's action, a rating) are read in Manila time (UTC+8 all year).
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { ReportChannelJson, ReportDaysTable, ReportStatusJson } from '../../../platform/db/schema';

/** An instant's Manila calendar day. A fixed offset, not a zone name: the Philippines keeps UTC+8 all year. */
const manilaDay = (column: string) =>
  sql`((${sql.ref(column)} at time zone 'UTC') + interval '8 hours')::date`;

/**
 * Each order with its outstanding principal, its days past due and its status on the business date.
 *
 * Outstanding principal: the principal lent, less what was repaid before the last rollover (principal_repaid_amount)
 * and what the current period's instalments hold as paid (instalments_paid[*].principalAmount); nothing for an order
 * not disbursed, or whose disbursement failed.
 *
 * Days past due, the rule of the loan engine (packages/loan-engine status.ts, accrual.ts, schedule.ts) in SQL: the
 * business date less the due date of the oldest instalment of the current period that is still unpaid and whose due
 * date has passed (the due date itself is not late); 0 when there is none. Instalment i of n falls due
 * floor(i × term ÷ n) days after the period's start and carries an even share of the period's principal (the
 * leftover centavos on the last). An instalment counts as unpaid while its principal is not fully paid: a payment
 * is allocated to an instalment's charges before its principal (allocation.ts), so a fully paid principal means the
 * instalment is settled. The one place this can differ from the engine: charges still owed on an instalment whose
 * principal is paid (only under the caps' edge cases); such a loan reads as current here.
 *
 * Status, as orders.service.ts statusOf derives it: an override set by a workflow wins; then failed (110), awaiting
 * disbursement (21), finished (200: only a payment finishes a loan, and that write stores it), overdue (180: any
 * day past due), else repayable (174).
 *
 * Cost (issue 31, bench/RESULTS.md): this reads every order, so what each order costs is what the report costs.
 * The instalments are walked (a set-returning function, materialised per call) only where the answer depends on
 * them: the paid principal only when something is paid, the days past due only for a loan that is out and not
 * finished. Each is a scalar subquery inside a CASE, run only on that branch, in a plain derived table (OFFSET 0
 * keeps it from being folded into the outer query, which would compute the days once per use): a LATERAL join here
 * let the planner put a Memoize cache in front of each order's subquery, which missed on almost every order.
 */
const book = (businessDate: string) => sql`
  select
    f.principal_amount,
    coalesce(f.status_override,
      case
        when f.disbursement_failed then 110
        when f.disbursed_on is null then 21
        when f.status = 200 then 200
        when f.days_past_due > 0 then 180
        else 174
      end) as status,
    f.outstanding_amount,
    f.days_past_due
  from (
    select o.principal_amount, o.status_override, o.disbursement_failed, o.disbursed_on, o.status,
      case when o.disbursed_on is null or o.disbursement_failed then 0
        else o.principal_amount - o.principal_repaid_amount
          - case when jsonb_array_length(o.instalments_paid) = 0 then 0 else (
              select coalesce(sum(coalesce((e ->> 'principalAmount')::bigint, 0)), 0)::bigint
              from jsonb_array_elements(o.instalments_paid) e) end
      end as outstanding_amount,
      case when o.disbursed_on is null or o.disbursement_failed or o.status = 200 then 0 else (
        select coalesce(max(${businessDate}::date - s.due_on), 0)
        from (
          select
            (coalesce(o.period_start_on, o.disbursed_on) + (i * o.term_days) / n.count) as due_on,
            case when i < n.count then (o.principal_amount - o.principal_repaid_amount) / n.count
              else (o.principal_amount - o.principal_repaid_amount)
                - ((o.principal_amount - o.principal_repaid_amount) / n.count) * (n.count - 1) end as share,
            coalesce((o.instalments_paid -> (i - 1) ->> 'principalAmount')::bigint, 0) as paid
          from (select greatest(coalesce((o.terms ->> 'instalmentCount')::int, 1), 1) as count) n
          cross join generate_series(1, n.count) as i
        ) s
        where s.paid < s.share and s.due_on < ${businessDate}::date) end as days_past_due
    from orders o
    offset 0
  ) f`;

/** One status's figures: what the job keeps in report_book is this very row. */
export type StatusRow = ReportStatusJson;

/**
 * The book per status: loans, principal lent, outstanding principal, and the PAR30 and PAR90 parts of it, in one
 * pass over the orders (the whole book's outstanding and PAR are these rows summed: every loan has one status).
 */
export async function loansByStatus(db: Db, businessDate: string): Promise<StatusRow[]> {
  // Without JIT: the planner prices each order's subqueries far above what they cost (it cannot see that a loan has
  // one to three instalments), so PostgreSQL compiled this query with LLVM before running it: 0.75 to 1.1 s of
  // compilation on the 20,000-borrower book, for a query that then ran in about 0.3 s (bench/RESULTS.md has the
  // plans). SET LOCAL ends with the transaction, so no other query on the pooled connection is affected.
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    const { rows } = await sql<StatusRow>`
    select b.status, count(*)::bigint as count, sum(b.principal_amount)::bigint as principal_amount,
      sum(b.outstanding_amount)::bigint as outstanding_amount,
      coalesce(sum(b.outstanding_amount) filter (where b.days_past_due > 30), 0)::bigint as par30_amount,
      coalesce(sum(b.outstanding_amount) filter (where b.days_past_due > 90), 0)::bigint as par90_amount
    from (${book(businessDate)}) b
    group by b.status
    order by b.status`.execute(trx);
    return rows;
  });
}

export type DayAmountRow = { day: string; count: number; amount: number };

/**
 * Loans disbursed per day: the order's disbursement date (its loan starts that day), and the principal lent. A
 * repayment plan's order (issue 42) starts on the day it is accepted but lends no money: not a disbursement.
 */
export async function disbursedPerDay(db: Db, from: string, to: string): Promise<DayAmountRow[]> {
  const { rows } = await sql<DayAmountRow>`
    select o.disbursed_on as day, count(*)::bigint as count, sum(o.principal_amount)::bigint as amount
    from orders o
    where o.disbursed_on between ${from}::date and ${to}::date and not o.disbursement_failed
      and not o.restructured
    group by o.disbursed_on
    order by o.disbursed_on`.execute(db);
  return rows;
}

/**
 * Money the loans took per day of the ledger (its business date): repayments and rollovers alike, what was applied.
 * An overpayment's remainder is owed back (a refund), so it is not collected.
 */
export async function collectedPerDay(db: Db, from: string, to: string): Promise<DayAmountRow[]> {
  const { rows } = await sql<DayAmountRow>`
    select l.business_date as day, count(*)::bigint as count, sum(l.applied_amount)::bigint as amount
    from ledger_entries l
    where l.business_date between ${from}::date and ${to}::date
    group by l.business_date
    order by l.business_date`.execute(db);
  return rows;
}

/** Rollovers per day: ledger entries the engine posted as a rollover, and what they applied. */
export async function rolloversPerDay(db: Db, from: string, to: string): Promise<DayAmountRow[]> {
  const { rows } = await sql<DayAmountRow>`
    select l.business_date as day, count(*)::bigint as count, sum(l.applied_amount)::bigint as amount
    from ledger_entries l
    where l.kind = 'rollover' and l.business_date between ${from}::date and ${to}::date
    group by l.business_date
    order by l.business_date`.execute(db);
  return rows;
}

export type ChannelDayRow = ReportChannelJson & { day: string };

/** Paid payments per day the ledger posted them and per channel; the amount is what the borrower paid. */
export async function channelsPerDay(db: Db, from: string, to: string): Promise<ChannelDayRow[]> {
  const { rows } = await sql<ChannelDayRow>`
    select l.business_date as day, p.channel, count(*)::bigint as count, sum(p.amount)::bigint as amount
    from payments p
    join ledger_entries l on l.payment_id = p.id
    where p.status = 'paid' and l.business_date between ${from}::date and ${to}::date
    group by l.business_date, p.channel
    order by l.business_date, p.channel`.execute(db);
  return rows;
}

// The kept figures (migration 0032): written by the report-figures job alone, read by the report.

export async function keptBook(db: Db, businessDate: string) {
  return db
    .selectFrom('report_book')
    .select(['by_status', 'computed_at'])
    .where('business_date', '=', businessDate)
    .executeTakeFirst();
}

/** The book's figures on a business date, replacing older ones; figures computed earlier never replace newer. */
export async function keepBook(
  db: Db,
  row: { businessDate: string; byStatus: StatusRow[]; computedAt: string; tookMs: number },
): Promise<void> {
  await db
    .insertInto('report_book')
    .values({
      business_date: row.businessDate,
      by_status: JSON.stringify(row.byStatus),
      computed_at: row.computedAt,
      took_ms: row.tookMs,
    })
    .onConflict((oc) =>
      oc
        .column('business_date')
        .doUpdateSet((eb) => ({
          by_status: eb.ref('excluded.by_status'),
          computed_at: eb.ref('excluded.computed_at'),
          took_ms: eb.ref('excluded.took_ms'),
        }))
        .where('report_book.computed_at', '<=', (eb) => eb.ref('excluded.computed_at')),
    )
    .execute();
}

/** A closed day's figures as kept (report_days), without when they were kept. */
export type KeptDayRow = Omit<Selectable<ReportDaysTable>, 'computed_at'>;

export function keptDays(db: Db, from: string, to: string): Promise<KeptDayRow[]> {
  return db
    .selectFrom('report_days')
    .select([
      'day',
      'disbursed_count',
      'disbursed_amount',
      'collected_count',
      'collected_amount',
      'rollover_count',
      'rollover_amount',
      'channels',
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/** Closed days' figures, each written once: a day already kept stays as it was. */
export async function keepDays(db: Db, rows: KeptDayRow[], computedAt: string): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('report_days')
    .values(rows.map((r) => ({ ...r, channels: JSON.stringify(r.channels), computed_at: computedAt })))
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export type ComplaintClockRow = {
  reply_due_on: string;
  resolve_by: string;
  created_at: string;
  acknowledged_at: string | null;
  acknowledged_on: string | null;
  closed_at: string | null;
  closed_on: string | null;
};

/**
 * Complaints filed within the range (Manila days) with their two clocks: the first agent action on each (taken in
 * hand, replied or closed, from complaint_events) and the first time an agent closed it, each with its Manila day.
 */
export async function complaintClocks(db: Db, from: string, to: string): Promise<ComplaintClockRow[]> {
  const { rows } = await sql<ComplaintClockRow>`
    select c.reply_due_on, c.resolve_by, c.created_at,
      ack.at as acknowledged_at, ${manilaDay('ack.at')} as acknowledged_on,
      done.at as closed_at, ${manilaDay('done.at')} as closed_on
    from complaints c
    left join lateral (
      select min(e.at) as at from complaint_events e
      where e.complaint_id = c.id and e.actor_kind = 'agent'
    ) ack on true
    left join lateral (
      select min(e.at) as at from complaint_events e
      where e.complaint_id = c.id and e.actor_kind = 'agent' and e.to_status = 'closed'
    ) done on true
    where ${manilaDay('c.created_at')} between ${from}::date and ${to}::date
    order by c.created_at`.execute(db);
  return rows;
}

export async function openComplaintsByType(db: Db): Promise<{ type: number; count: number }[]> {
  const { rows } = await sql<{ type: number; count: number }>`
    select c.problem_type as type, count(*)::bigint as count
    from complaints c
    where c.status <> 'closed'
    group by c.problem_type
    order by c.problem_type`.execute(db);
  return rows;
}

/** Ratings given within the range, per score. */
export async function ratingsPerScore(
  db: Db,
  from: string,
  to: string,
): Promise<{ score: number; count: number }[]> {
  const { rows } = await sql<{ score: number; count: number }>`
    select r.score, count(*)::bigint as count
    from complaint_replies r
    where r.score is not null and ${manilaDay('r.scored_at')} between ${from}::date and ${to}::date
    group by r.score
    order by r.score`.execute(db);
  return rows;
}
