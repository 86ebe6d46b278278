import { sql, type Kysely } from 'kysely';

// Issue 28, the borrower's file: staff find a borrower by a gateway's or a payout rail's reference (read in any
// case, so by its upper-case form), and read one borrower's whole ledger, payouts and texts. Held applications
// waiting for review are those no later decision names (review_of). Indexes only: no data changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payments_gateway_ref on payments (upper(gateway_ref)) where gateway_ref <> ''`.execute(
    db,
  );
  await sql`create index payouts_gateway_ref on payouts (upper(gateway_ref)) where gateway_ref <> ''`.execute(
    db,
  );
  await sql`create index payouts_user on payouts (user_id, created_at)`.execute(db);
  await sql`create index ledger_entries_user on ledger_entries (user_id, id)`.execute(db);
  await sql`create index sms_outbox_phone on sms_outbox (phone, id)`.execute(db);
  await sql`create index credit_decisions_review_of on credit_decisions (review_of) where review_of is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'payments_gateway_ref',
    'payouts_gateway_ref',
    'payouts_user',
    'ledger_entries_user',
    'sms_outbox_phone',
    'credit_decisions_review_of',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
