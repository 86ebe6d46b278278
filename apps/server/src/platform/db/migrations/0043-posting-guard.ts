import { sql, type Kysely } from 'kysely';

// Issue 42: a posting transaction's guard, asked once per transaction and month in one round trip instead of
// three. It takes the month's shared lock (a close holds it alone, so a close waits for the posts in flight and a
// post for a close in flight) and then, in a statement of its own (a volatile function's queries each see what
// committed before them), finds whether the month is closed: -1. Otherwise it answers the shard of the day's
// account totals the transaction writes, held by it alone until it ends (an advisory lock in a space of its own):
// two transactions sharing a shard deadlocked on PostgreSQL. A free shard is taken at once; when all 16 are held,
// it waits for one. The shard is kept in a transaction-local setting, so the transaction's other months reuse it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function gl_post_guard(p_month text) returns int language plpgsql volatile as $$
    declare
      s int;
      first int;
    begin
      perform pg_advisory_xact_lock_shared(hashtext('gl-month:' || p_month));
      if exists (select 1 from gl_periods where month = p_month) then
        return -1;
      end if;
      s := nullif(current_setting('pautang.gl_shard', true), '')::int;
      if s is null then
        first := floor(random() * 16)::int;
        for i in 0..15 loop
          if pg_try_advisory_xact_lock(4242, (first + i) % 16) then
            s := (first + i) % 16;
            exit;
          end if;
        end loop;
        if s is null then
          perform pg_advisory_xact_lock(4242, first);
          s := first;
        end if;
        perform set_config('pautang.gl_shard', s::text, true);
      end if;
      return s;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function gl_post_guard(text)`.execute(db);
}
