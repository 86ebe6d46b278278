import { sql, type Kysely } from 'kysely';

// Issue 42: the books. A chart of accounts, journal entries with their lines, the closed months, and each account's
// totals per business day (the trial balance reads those, never every line). What the database itself holds true,
// whatever code writes: an entry balances (checked at commit, so its lines can be written one by one), a line is a
// debit or a credit of whole centavos, and nothing posted is ever changed or deleted: a correction is a new entry
// that reverses the old one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gl_accounts (
      code text primary key,
      name text not null,
      type text not null check (type in ('asset', 'liability', 'equity', 'income', 'expense')),
      -- A contra account (the allowance, waivers) has the normal side opposite to its type's.
      normal_side text not null check (normal_side in ('debit', 'credit')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table gl_entries (
      id bigserial primary key,
      business_date date not null,
      kind text not null,
      -- What posted it, once: 'payment:PTX…'. A second posting of the same source finds the first.
      source text not null unique,
      memo text not null default '',
      order_id text,
      payment_id text,
      payout_id text,
      refund_id text,
      reverses_entry_id bigint unique references gl_entries (id),
      -- A late correction posted in the open month names the closed one it corrects.
      corrects_month text,
      posted_by text,
      posted_at timestamptz not null
    )`.execute(db);
  await sql`create index gl_entries_by_date on gl_entries (business_date, id)`.execute(db);
  await sql`create index gl_entries_by_order on gl_entries (order_id, id) where order_id is not null`.execute(
    db,
  );
  await sql`
    create table gl_lines (
      entry_id bigint not null references gl_entries (id),
      line_no int not null,
      account_code text not null references gl_accounts (code),
      debit bigint not null default 0 check (debit >= 0),
      credit bigint not null default 0 check (credit >= 0),
      order_id text,
      primary key (entry_id, line_no),
      check ((debit = 0) <> (credit = 0))
    )`.execute(db);
  await sql`create index gl_lines_by_account on gl_lines (account_code, entry_id)`.execute(db);
  await sql`create index gl_lines_by_order on gl_lines (order_id, account_code) where order_id is not null`.execute(
    db,
  );
  await sql`
    create table gl_daily_balances (
      account_code text not null references gl_accounts (code),
      business_date date not null,
      -- Posts add to one of a few rows of the day at random: one row per account and day would make every payment
      -- of the day wait for the one before it to commit (they all touch cash).
      shard smallint not null,
      debit bigint not null default 0,
      credit bigint not null default 0,
      primary key (account_code, business_date, shard)
    )`.execute(db);
  await sql`
    create table gl_periods (
      month text primary key check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      closed_at timestamptz not null,
      closed_by text not null,
      approved_by text
    )`.execute(db);

  // Posted is final: no update, no delete, of an entry or a line.
  await sql`
    create function gl_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'journal entries are never changed or deleted: post a reversing entry'
        using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger gl_entries_final before update or delete on gl_entries
    for each row execute function gl_refuse_change()`.execute(db);
  await sql`create trigger gl_lines_final before update or delete on gl_lines
    for each row execute function gl_refuse_change()`.execute(db);
  // Debits equal credits, over at least two lines, checked when the transaction commits.
  await sql`
    create function gl_entry_balances() returns trigger language plpgsql as $$
    declare d bigint; c bigint; n int;
    begin
      select coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) into d, c, n
        from gl_lines where entry_id = new.id;
      if n < 2 or d <> c then
        raise exception 'journal entry % does not balance: % lines, debits %, credits %', new.id, n, d, c
          using errcode = 'P0001';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger gl_entries_balance after insert on gl_entries
    deferrable initially deferred for each row execute function gl_entry_balances()`.execute(db);

  await sql`
    insert into gl_accounts (code, name, type, normal_side) values
      ('1011', 'Cash in bank – collections, payment gateway', 'asset', 'debit'),
      ('1012', 'Cash in bank – collections, debit card', 'asset', 'debit'),
      ('1021', 'Cash in bank – payouts, bank transfer', 'asset', 'debit'),
      ('1022', 'Cash in bank – payouts, e-wallet', 'asset', 'debit'),
      ('1100', 'Loans receivable – principal', 'asset', 'debit'),
      ('1110', 'Interest receivable', 'asset', 'debit'),
      ('1120', 'Fees receivable', 'asset', 'debit'),
      ('1130', 'Penalties receivable', 'asset', 'debit'),
      ('1190', 'Allowance for credit losses', 'asset', 'credit'),
      ('2010', 'Refunds payable', 'liability', 'credit'),
      ('2020', 'Gateway suspense', 'liability', 'credit'),
      ('2030', 'Unearned interest income', 'liability', 'credit'),
      ('3010', 'Paid-in capital', 'equity', 'credit'),
      ('3090', 'Opening balances', 'equity', 'credit'),
      ('4010', 'Interest income', 'income', 'credit'),
      ('4020', 'Fee income – service fees', 'income', 'credit'),
      ('4021', 'Fee income – rollover fees', 'income', 'credit'),
      ('4030', 'Penalty income', 'income', 'credit'),
      ('4040', 'Recoveries of loans written off', 'income', 'credit'),
      ('4090', 'Waivers', 'income', 'debit'),
      ('5010', 'Provision for credit losses', 'expense', 'debit'),
      ('5020', 'Loans written off', 'expense', 'debit')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gl_periods', 'gl_daily_balances', 'gl_lines', 'gl_entries', 'gl_accounts']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop function gl_entry_balances`.execute(db);
  await sql`drop function gl_refuse_change`.execute(db);
}
