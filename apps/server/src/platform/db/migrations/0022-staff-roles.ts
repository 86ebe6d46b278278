import { sql, type Kysely } from 'kysely';

// Issue 28, the back office runs the book. Staff hold roles (support, credit, collections, finance, admin) and an
// admin can disable an account; the agents there were could do everything, so they keep every role. The audit log
// is append-only (the trigger of 0020 refuses an update or a delete): every staff action and every view of
// personal data, with the record before and after a change. An approval is one maker-checker request: the action
// as proposed, then who checked it and how it ended; a pending approval is decided once (its status moves only
// from 'pending', in one guarded update).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table agents
      add column roles jsonb not null default '[]',
      add column disabled_at timestamptz,
      add column created_by text`.execute(db);
  await sql`update agents set roles = '["support","credit","collections","finance","admin"]'`.execute(db);

  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      actor_id text not null,
      actor_name text not null,
      action text not null,
      subject_kind text not null,
      subject_id text not null,
      borrower_id text,
      before jsonb,
      after jsonb,
      note text not null default ''
    )`.execute(db);
  // An admin searches by person, by record and by borrower, newest first.
  await sql`create index audit_log_actor on audit_log (actor_id, id desc)`.execute(db);
  await sql`create index audit_log_subject on audit_log (subject_id, id desc)`.execute(db);
  await sql`create index audit_log_borrower on audit_log (borrower_id, id desc) where borrower_id is not null`.execute(
    db,
  );
  await sql`create index audit_log_action on audit_log (action, id desc)`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function pautang_append_only()`.execute(db);

  await sql`
    create table approvals (
      id text primary key,
      kind text not null,
      summary text not null,
      amount integer,
      subject_kind text not null,
      subject_id text not null,
      borrower_id text,
      payload jsonb not null,
      maker_id text not null references agents(id),
      made_at timestamptz not null,
      status text not null check (status in ('pending', 'approved', 'rejected', 'failed')),
      checker_id text references agents(id),
      checked_at timestamptz,
      reason text not null default '',
      check ((status = 'pending') = (checker_id is null)),
      check (checker_id is null or checker_id <> maker_id)
    )`.execute(db);
  await sql`create index approvals_pending on approvals (made_at) where status = 'pending'`.execute(db);
  // One open proposal per record and kind: a second refund of the same payment waits for the first to be decided.
  await sql`create unique index approvals_one_open on approvals (kind, subject_id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table approvals`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`alter table agents drop column roles, drop column disabled_at, drop column created_by`.execute(
    db,
  );
}
