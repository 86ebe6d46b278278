// The reports' SQL (issue 28). Every figure is summed here from the rows that move money or record work (orders,
// ledger_entries, payments, complaints and their events), never from a counter kept beside them, so a report cannot
// drift from the book. Days are Manila calendar days: ledger entries and disbursements carry their business date;
// instants (a complaint's filing, an agent's action, a rating) are read in Manila time (UTC+8 all year).
import { sql } from 'kysely';
import type { Db } from '../../db/client';

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
 */
const book = (businessDate: string) => sql`
  select
    o.id,
    o.principal_amount,
    coalesce(o.status_override,
      case
        when o.disbursement_failed then 110
        when o.disbursed_on is null then 21
        when o.status = 200 then 200
        when due.days_past_due > 0 then 180
        else 174
      end) as status,
    case when o.disbursed_on is null or o.disbursement_failed then 0
      else o.principal_amount - o.principal_repaid_amount - paid.principal_amount end as outstanding_amount,
    due.days_past_due
  from orders o
  cross join lateral (
    select coalesce(sum(coalesce((e ->> 'principalAmount')::bigint, 0)), 0)::bigint as principal_amount
    from jsonb_array_elements(o.instalments_paid) e
  ) paid
  cross join lateral (
    select coalesce(max(${businessDate}::date - s.due_on), 0) as days_past_due
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
    where o.disbursed_on is not null and not o.disbursement_failed and o.status <> 200
      and s.paid < s.share and s.due_on < ${businessDate}::date
  ) due`;

export type StatusRow = {
  status: number;
  count: number;
  principal_amount: number;
  outstanding_amount: number;
};

export async function loansByStatus(db: Db, businessDate: string): Promise<StatusRow[]> {
  const { rows } = await sql<StatusRow>`
    select b.status, count(*)::bigint as count, sum(b.principal_amount)::bigint as principal_amount,
      sum(b.outstanding_amount)::bigint as outstanding_amount
    from (${book(businessDate)}) b
    group by b.status
    order by b.status`.execute(db);
  return rows;
}

export type ParRow = { outstanding_amount: number; par30_amount: number; par90_amount: number };

/** Outstanding principal, and the part of it on loans more than 30 and more than 90 days past due. */
export async function portfolioAtRisk(db: Db, businessDate: string): Promise<ParRow> {
  const { rows } = await sql<ParRow>`
    select
      coalesce(sum(b.outstanding_amount), 0)::bigint as outstanding_amount,
      coalesce(sum(b.outstanding_amount) filter (where b.days_past_due > 30), 0)::bigint as par30_amount,
      coalesce(sum(b.outstanding_amount) filter (where b.days_past_due > 90), 0)::bigint as par90_amount
    from (${book(businessDate)}) b`.execute(db);
  return rows[0] ?? { outstanding_amount: 0, par30_amount: 0, par90_amount: 0 };
}

export type DayAmountRow = { day: string; count: number; amount: number };

/** Loans disbursed per day: the order's disbursement date (its loan starts that day), and the principal lent. */
export async function disbursedPerDay(db: Db, from: string, to: string): Promise<DayAmountRow[]> {
  const { rows } = await sql<DayAmountRow>`
    select o.disbursed_on as day, count(*)::bigint as count, sum(o.principal_amount)::bigint as amount
    from orders o
    where o.disbursed_on between ${from}::date and ${to}::date and not o.disbursement_failed
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

export type ChannelRow = { channel: string; count: number; amount: number };

/** Paid payments per channel, on the day the ledger posted them; the amount is what the borrower paid. */
export async function paymentsPerChannel(db: Db, from: string, to: string): Promise<ChannelRow[]> {
  const { rows } = await sql<ChannelRow>`
    select p.channel, count(*)::bigint as count, sum(p.amount)::bigint as amount
    from payments p
    join ledger_entries l on l.payment_id = p.id
    where p.status = 'paid' and l.business_date between ${from}::date and ${to}::date
    group by p.channel
    order by amount desc, p.channel`.execute(db);
  return rows;
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
