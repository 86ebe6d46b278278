import { sql, type Kysely } from 'kysely';

// Issue 29, notifications and reminders. One row per message a borrower is to hear: what happened (event), what it
// is about (event_key: an order and its due date, a payment, a complaint reply), so the unique key makes every
// message once per borrower, event and subject, however often a job is retried, restarted or scheduled twice. A
// row waits (scheduled) until send_after (quiet hours push it to 06:00 Manila), is taken by one sender at a time
// (sending, with the attempt counted), and ends sent, failed (after its last try) or skipped (opted out). It is the
// borrower's notification list too (read_at), and the back office's record with the provider's delivery state.
// Staff edit the wording per event and language; a borrower may opt out of marketing only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id text primary key,
      user_id text not null references users(id),
      event text not null,
      event_key text not null,
      lang text not null default 'en',
      title text not null,
      body text not null,
      link text not null default '',
      legal boolean not null,
      status text not null check (status in ('scheduled', 'sending', 'sent', 'failed', 'skipped')),
      send_after timestamptz not null,
      attempts integer not null default 0,
      sms_status text not null default '',
      sms_ref text not null default '',
      error text not null default '',
      created_at timestamptz not null,
      sent_at timestamptz,
      read_at timestamptz,
      unique (user_id, event, event_key)
    )`.execute(db);
  await sql`create index notifications_due on notifications (send_after) where status = 'scheduled'`.execute(
    db,
  );
  await sql`create index notifications_of_user on notifications (user_id, created_at desc)`.execute(db);
  await sql`
    create table notification_templates (
      event text not null,
      lang text not null,
      title text not null,
      body text not null,
      updated_by text not null,
      updated_at timestamptz not null,
      primary key (event, lang)
    )`.execute(db);
  await sql`
    create table notification_prefs (
      user_id text primary key references users(id),
      marketing_opt_out boolean not null default false,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_prefs`.execute(db);
  await sql`drop table notification_templates`.execute(db);
  await sql`drop table notifications`.execute(db);
}
