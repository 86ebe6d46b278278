import { sql, type Kysely } from 'kysely';

// Issue 42: what posting costs a payment.
// - Each order's balance per account is kept (gl_order_balances), as each account's is per day: a posting reads the
//   loan's books from it by key, where it summed every line the loan ever had (a line a day of accrual, so the read
//   grew with the loan's age). It is written only by gl_post, in the statement that writes the lines it sums. The
//   lines' index by order served only that read: it goes, and with it an index entry for every line posted. An
//   entry reverses another at most once: held by a unique index of the reversals only, not of every entry's null.
// - Posting entries is one call to a function, whose statements the database plans once per connection and keeps.
//   The same work as one statement sent from the server (the month's guard, the entries, their lines, the accounts'
//   daily totals) was planned again on every post: that was most of what the books added to a payment.
// - A posting may take what the books hold of a loan as known rather than read it (the day's accrual has brought
//   every loan to the day's figures, so a payment's catch-up is nothing): gl_post checks it before writing.
// gl_post takes the entries as a JSON array: [{business_date, kind, source, memo, order_id, payment_id, payout_id,
// refund_id, reverses_entry_id, corrects_month, posted_by, posted_at, lines: [{a: account, d: debit, c: credit,
// o: order}]}], and what the caller took as known: [{o: order, a: account, n: debits less credits}] (null: nothing).
// A closed month writes nothing and answers one row with shard -1; a balance not as known, one row with -2 and
// what the books hold of those orders (JSON: [{o, a, n, held: whether the order has a balance there}]); otherwise a
// row for each entry written (an entry whose source is already posted is left out, with its lines and totals).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gl_order_balances (
      order_id text not null,
      account_code text not null,
      debit bigint not null default 0,
      credit bigint not null default 0,
      primary key (order_id, account_code)
    )`.execute(db);
  await sql`
    insert into gl_order_balances (order_id, account_code, debit, credit)
    select order_id, account_code, sum(debit), sum(credit) from gl_lines
    where order_id is not null
    group by order_id, account_code`.execute(db);
  await sql`drop index gl_lines_by_order`.execute(db);
  await sql`alter table gl_entries drop constraint gl_entries_reverses_entry_id_key`.execute(db);
  await sql`create unique index gl_entries_reverses on gl_entries (reverses_entry_id)
    where reverses_entry_id is not null`.execute(db);
  await sql`
    create function gl_post(p_month text, p_entries jsonb, p_known jsonb)
    returns table (out_shard int, out_id bigint, out_source text)
    language plpgsql volatile as $$
    declare
      s int;
    begin
      s := gl_post_guard(p_month);
      if s < 0 then
        return query select -1, null::bigint, null::text;
        return;
      end if;
      -- Each balance looked up by its key (lateral), whatever the planner guesses of the JSON's rows.
      if p_known is not null and exists (
        select 1 from jsonb_to_recordset(p_known) as k (o text, a text, n bigint)
        left join lateral (
          select b.debit - b.credit as net from gl_order_balances b where b.order_id = k.o and b.account_code = k.a
        ) b on true
        where coalesce(b.net, 0) <> k.n
      ) then
        -- What the books hold instead, so the caller catches up without asking again: [{o, a, n, held}].
        return query
        select -2, null::bigint, jsonb_agg(jsonb_build_object('o', k.o, 'a', k.a,
          'n', coalesce(b.net, 0), 'held', b.net is not null))::text
        from jsonb_to_recordset(p_known) as k (o text, a text, n bigint)
        left join lateral (
          select b.debit - b.credit as net from gl_order_balances b where b.order_id = k.o and b.account_code = k.a
        ) b on true;
        return;
      end if;
      return query
      with x as (
        select * from jsonb_to_recordset(p_entries) as r (business_date date, kind text, source text, memo text,
          order_id text, payment_id text, payout_id text, refund_id text, reverses_entry_id bigint,
          corrects_month text, posted_by text, posted_at timestamptz, lines jsonb)
      ), e as (
        insert into gl_entries as g (business_date, kind, source, memo, order_id, payment_id, payout_id, refund_id,
          reverses_entry_id, corrects_month, posted_by, posted_at)
        select x.business_date, x.kind, x.source, coalesce(x.memo, ''), x.order_id, x.payment_id, x.payout_id,
          x.refund_id, x.reverses_entry_id, x.corrects_month, x.posted_by, x.posted_at
        from x
        on conflict (source) do nothing
        returning g.id, g.source
      ), v as (
        select x.source, x.business_date, l.line_no::int as line_no, l.item ->> 'a' as account_code,
          (l.item ->> 'd')::bigint as debit, (l.item ->> 'c')::bigint as credit, l.item ->> 'o' as order_id
        from x cross join lateral jsonb_array_elements(x.lines) with ordinality as l (item, line_no)
      ), l as (
        insert into gl_lines (entry_id, line_no, account_code, debit, credit, order_id)
        select e.id, v.line_no, v.account_code, v.debit, v.credit, v.order_id
        from e join v on v.source = e.source
      ), b as (
        insert into gl_daily_balances as t (account_code, business_date, shard, debit, credit)
        select v.account_code, v.business_date, s, sum(v.debit), sum(v.credit)
        from e join v on v.source = e.source
        group by v.account_code, v.business_date
        on conflict (account_code, business_date, shard) do update
          set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit
      ), o as (
        -- In key order: two postings naming the same orders take their rows in the same order.
        insert into gl_order_balances as t (order_id, account_code, debit, credit)
        select v.order_id, v.account_code, sum(v.debit), sum(v.credit)
        from e join v on v.source = e.source
        where v.order_id is not null
        group by v.order_id, v.account_code
        order by v.order_id, v.account_code
        on conflict (order_id, account_code) do update
          set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit
      )
      select s, e.id, e.source from e;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function gl_post(text, jsonb, jsonb)`.execute(db);
  await sql`drop index gl_entries_reverses`.execute(db);
  await sql`alter table gl_entries add constraint gl_entries_reverses_entry_id_key unique (reverses_entry_id)`.execute(
    db,
  );
  await sql`create index gl_lines_by_order on gl_lines (order_id, account_code) where order_id is not null`.execute(
    db,
  );
  await sql`drop table gl_order_balances`.execute(db);
}
