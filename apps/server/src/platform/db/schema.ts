// Table types for Kysely. SQL is snake_case; money columns are integer centavos; timestamps come back as ISO strings
// and business dates as 'YYYY-MM-DD' (see platform/db/client.ts type parsers), identically on PGlite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely';
import type { InstalmentBuckets, PeriodCharges, PricingTerms, Product } from '@pautang/loan-engine';
import type { StaffRole } from '@pautang/contract/call';
import type { ApprovalKind } from '@pautang/contract/staff';

type Timestamp = ColumnType<string, string | undefined, string>;
/** A column filled by a later update: null until then, and left out of the insert. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type UsersTable = {
  id: string;
  mobile_phone: string;
  full_name: string;
  client_type: 'new' | 'repeat';
  created_at: Timestamp;
  /** Issue 27: the account was deleted (every session ended); its personal data is anonymised on anonymise_on. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  anonymise_on: ColumnType<string | null, string | null | undefined, string | null>;
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 30 (migration 0027): the language the borrower reads messages in. */
  lang: Generated<'en' | 'fil'>;
};

/** One saved profile step: its item codes → values (migration 0019). */
export type ProfileStepsTable = {
  user_id: string;
  step: string;
  answers: ColumnType<Record<string, string>, string, string>;
  completed_at: string;
};

export type SessionsTable = {
  /** SHA-256 of the session token: a leaked database row cannot be replayed as a session. */
  token_hash: string;
  user_id: string;
  device_id: string;
  app_name: string;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
};

export type EventsTable = {
  id: Generated<number>;
  user_id: string | null;
  kind: string;
  page: string | null;
  element: string | null;
  label: string | null;
  product_id: string | null;
  module_id: number | null;
  position_id: number | null;
  occurred_at: string;
  received_at: Timestamp;
};

export type ProductsTable = {
  id: string;
  rank: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  definition: ColumnType<Product, string, string>;
  pop_agreement: ColumnType<boolean, boolean | undefined, boolean>;
  is_pop_type: ColumnType<number, number | undefined, number>;
  pop_title: ColumnType<string, string | undefined, string>;
  pop_content: ColumnType<string, string | undefined, string>;
  region_flag: ColumnType<number, number | undefined, number>;
  new_button_msg: ColumnType<string, string | undefined, string>;
  new_pop_msg: ColumnType<string, string | undefined, string>;
  link: ColumnType<string, string | undefined, string>;
  fails_disbursement: ColumnType<boolean, boolean | undefined, boolean>;
};

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OrdersTable = {
  id: string;
  /** The account the loan is paid out to, as shown on order details ('GCash **** 4501'); '' when none is bound. */
  disbursement_account: Defaulted<string>;
  disbursement_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0034 (issue 40): the name on that account, shown beside it on order details; '' when none. */
  disbursement_account_name: Defaulted<string>;
  user_id: string;
  product_id: string;
  request_id: string | null;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status: number;
  status_override: number | null;
  principal_amount: number;
  term_days: number;
  terms: ColumnType<PricingTerms, string, string>;
  client_type: 'new' | 'repeat';
  disbursed_on: string | null;
  disbursement_failed: Defaulted<boolean>;
  auto_disburse: Defaulted<boolean>;
  rollover_count: Defaulted<number>;
  rolled_over_charges_amount: Defaulted<number>;
  /** What each period closed by a rollover charged (migration 0037, issue 40 D4): the engine's rolledOverPeriods. */
  rolled_over_periods: ColumnType<PeriodCharges[], string | undefined, string>;
  period_start_on: ColumnType<string | null, string | null | undefined, string | null>;
  carried_fees_amount: Defaulted<number>;
  principal_repaid_amount: Defaulted<number>;
  penalty_charged: Defaulted<boolean>;
  /** The current period's penalty waived (migration 0025, collections): the engine charges this much less. */
  penalty_waived_amount: Defaulted<number>;
  settled_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Late charges stopped by a waiver on this day (migration 0037, issue 40 D3): nothing more accrues. */
  late_charges_stopped_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 42: written off on this business day (the books hold nothing of it since; it is still owed). */
  written_off_on: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The day days past due count from (migration 0031): the engine's overdueSince of the row's loan, kept by
   * updateOrder with every write to the loan; null when nothing is owed. The collections book selects on it.
   */
  overdue_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** Covered by the SEC caps, decided when the loan was offered (migration 0018); null: decided from the row. */
  covered: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** The lender's policy when signed: the 100 % and late-charge caps apply even when not covered. */
  caps_all_loans: Defaulted<boolean>;
  instalments_paid: ColumnType<Partial<InstalmentBuckets>[], string | undefined, string>;
  card_need_pop: Defaulted<number>;
  card_pop_title: Defaulted<string>;
  card_pop_msg: Defaulted<string>;
  is_score: Defaulted<string>;
  score: number | null;
  redirect_url: Defaulted<string>;
  h5_url: Defaulted<string>;
  kind_tips_msg: Defaulted<string>;
  telephone: Defaulted<string>;
  agreement_ids: ColumnType<string[], string | undefined, string>;
  /** The approved credit decision this order signs (migration 0020); null on orders from before. */
  decision_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who the borrower was when signing (name, address, ID), as the agreement names them; null before 0020. */
  borrower_identity: ColumnType<BorrowerIdentityJson | null, string | null | undefined, string | null>;
  agreed_at: string | null;
  /** Why the last payout failed (migration 0021), shown on order details; '' when none did. */
  payout_failure: Defaulted<string>;
  /** Migration 0044 (issue 42): a restructure plan's order, and what the caps count for the first loan's life. */
  restructured: Defaulted<boolean>;
  cap_base_amount: ColumnType<number | null, number | null | undefined, number | null>;
  prior_charges_amount: Defaulted<number>;
  carried_charges_amount: Defaulted<number>;
  /** The order this plan restructured, and the plan an order was closed into. */
  restructured_from: ColumnType<string | null, string | null | undefined, string | null>;
  restructured_into: ColumnType<string | null, string | null | undefined, string | null>;
  /** The plan offered to the borrower and not answered yet (restructures.id). */
  restructure_offer_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The profile's identity as kept on a signed order (profiles.service.ts BorrowerIdentity). */
export type BorrowerIdentityJson = {
  fullName: string;
  birthDate: string;
  nationality: string;
  address: string;
  idType: string;
  idNumber: string;
};

export type DecisionOutcomeColumn = 'approved' | 'declined' | 'review';

/** One credit decision (migration 0020): an audit record, never updated; a review is a new row. */
export type CreditDecisionsTable = {
  id: string;
  /** Insertion order: the latest decision of an application or a product is the highest. */
  seq: Generated<number>;
  user_id: string;
  product_id: string;
  request_id: string | null;
  request_hash: string | null;
  review_of: string | null;
  /** What was asked. */
  amount: number;
  term_days: number;
  inputs: ColumnType<Record<string, unknown>, string, never>;
  rules: ColumnType<{ rule: string; passed: boolean; reason: string }[], string, never>;
  outcome: DecisionOutcomeColumn;
  reason: string;
  offer_amount: number | null;
  offer_term_days: number | null;
  business_date: string;
  decided_at: string;
  /** Null: the rules decided; otherwise who did ('demo', a person's id). */
  decided_by: string | null;
};

export type SettingsTable = { key: string; value: string };

export type AgentsTable = {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  failed_attempts: Defaulted<number>;
  locked_until: string | null;
  created_at: Timestamp;
  /** The staff roles held (migration 0022), a JSON array of StaffRole. */
  roles: ColumnType<StaffRole[], string | undefined, string>;
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
};

/** One audit record (migration 0022): append-only. */
export type AuditLogTable = {
  id: Generated<number>;
  at: string;
  actor_id: string;
  actor_name: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  borrower_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  note: Defaulted<string>;
};

export type ApprovalStatusColumn = 'pending' | 'approved' | 'rejected' | 'failed';

/** One maker-checker request (migration 0022). */
export type ApprovalsTable = {
  id: string;
  kind: ApprovalKind;
  summary: string;
  amount: number | null;
  subject_kind: string;
  subject_id: string;
  borrower_id: string | null;
  payload: ColumnType<unknown, string, never>;
  maker_id: string;
  made_at: string;
  status: ApprovalStatusColumn;
  checker_id: string | null;
  checked_at: string | null;
  reason: Defaulted<string>;
};

export type AgentSessionsTable = {
  token_hash: string;
  agent_id: string;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
};

export type ComplaintStatus = 'submitted' | 'in_progress' | 'replied' | 'closed';

export type ComplaintsTable = {
  id: string;
  user_id: string;
  order_id: string | null;
  request_id: string | null;
  problem_type: number;
  problem_son_type: number | null;
  detail: string;
  status: ComplaintStatus;
  reply_due_on: string;
  resolve_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ComplaintRepliesTable = {
  id: string;
  complaint_id: string;
  agent_id: string;
  request_id: Defaulted<string | null>;
  text: string;
  wants_rating: Defaulted<boolean>;
  score: number | null;
  scored_at: string | null;
  created_at: Timestamp;
};

export type UploadsTable = {
  id: string;
  owner_kind: 'borrower' | 'agent';
  owner_id: string;
  storage_key: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  complaint_id: string | null;
  reply_id: string | null;
  position: Defaulted<number>;
  created_at: Timestamp;
};

export type ComplaintEventsTable = {
  id: Generated<number>;
  complaint_id: string;
  actor_kind: 'borrower' | 'agent' | 'system';
  actor_id: string;
  action: string;
  from_status: ComplaintStatus | null;
  to_status: ComplaintStatus | null;
  note: Defaulted<string>;
  at: Timestamp;
};

export type PaymentStatus = 'opening' | 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
export type PaymentPurpose = 'rollover' | 'due' | 'payoff';

export type PaymentsTable = {
  id: string;
  user_id: string;
  order_id: string;
  kind: 'repay' | 'rollover';
  /** Which debt the code pays: at most one live code per order and purpose (migration 0016). */
  purpose: Defaulted<PaymentPurpose>;
  channel: string;
  amount: number;
  status: PaymentStatus;
  /** The business date the amount was quoted on: paid before expiry, it settles what it promised then. */
  quoted_on: string | null;
  /** What the loan did not take (an overpayment, or a code whose debt no longer existed), owed back. */
  refund_amount: Defaulted<number>;
  refunded_at: string | null;
  /** The account a refund was paid into ('GCash **** 4501'), set with refunded_at (migration 0024). */
  refunded_to: Defaulted<string>;
  gateway: string;
  gateway_ref: Defaulted<string>;
  pay_url: string;
  expires_at: string;
  paid_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentPostbacksTable = {
  id: Generated<number>;
  payment_id: string;
  gateway_ref: string;
  status: string;
  confirmed_status: string;
  outcome: string;
  received_at: Timestamp;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  payment_id: string;
  order_id: string;
  user_id: string;
  kind: 'repay' | 'rollover';
  amount: number;
  applied_amount: number;
  remainder_amount: number;
  allocation: ColumnType<unknown, string, string>;
  balance_after: number;
  business_date: string;
  posted_at: Timestamp;
};

export type SandboxTransactionsTable = {
  txn_id: string;
  ref_no: string;
  amount: number;
  description: string;
  proc_id: string;
  status: string;
  expires_at: string;
  return_url: string;
  created_at: Timestamp;
  /** When the sandbox settled it (S, F or V; migration 0024), for the daily reconciliation. */
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A payout is being sent (sending), could not be sent and waits for the sweep (unsent), is at the rail (pending). */
export type PayoutStatus = 'sending' | 'unsent' | 'pending' | 'paid' | 'failed';

/** One payout of a loan to the borrower's bound account (migration 0021); id is our txnid at the rail. */
export type PayoutsTable = {
  id: string;
  order_id: string;
  user_id: string;
  account_id: string;
  account_label: string;
  rail: 'bank' | 'ewallet';
  amount: number;
  status: PayoutStatus;
  gateway: string;
  gateway_ref: Defaulted<string>;
  failure_reason: Defaulted<string>;
  /** account: the borrower can fix it by binding another account; final: the loan cannot be paid out. */
  failure_kind: ColumnType<
    'account' | 'final' | null,
    'account' | 'final' | null | undefined,
    'account' | 'final' | null
  >;
  attempts: Defaulted<number>;
  created_at: string;
  submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
  /** Finance gave up on this failed payout: the loan is not paid out (migration 0024). */
  returned_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type PayoutPostbacksTable = {
  id: Generated<number>;
  payout_id: string;
  gateway_ref: string;
  status: string;
  confirmed_status: string;
  outcome: string;
  received_at: string;
};

/** The sandbox rail's own payouts, as a rail keeps them on its side. */
export type SandboxPayoutsTable = {
  txn_id: string;
  ref_no: string;
  amount: number;
  proc_id: string;
  account_no: string;
  account_name: string;
  status: string;
  message: Defaulted<string>;
  settle_at: string;
  created_at: string;
};

export type OneTimeCodesTable = {
  id: Generated<number>;
  purpose: string;
  subject: string;
  phone: string;
  ip_key: string;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
};

export type SmsOutboxTable = {
  id: Generated<number>;
  phone: string;
  body: string;
  provider: string;
  status: string;
  created_at: Timestamp;
};

/** The outbox of domain events (migration 0038; platform/events). */
export type DomainEventsTable = {
  id: Generated<string>;
  type: string;
  payload: ColumnType<unknown, string, string>;
  occurred_at: Timestamp;
  settled_at: Timestamp | null;
};

/** One subscriber's delivery of one event, written with the subscriber's effect. */
export type EventDeliveriesTable = {
  event_id: string;
  subscriber: string;
  delivered_at: Timestamp;
};

export type BankAccountsTable = {
  id: string;
  user_id: string;
  kind: 'bank' | 'ewallet';
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  debit_authorized_at: string | null;
  created_at: Timestamp;
  deleted_at: string | null;
};

export type CardRepaymentsTable = {
  id: string;
  repay_token: string;
  user_id: string;
  order_id: string;
  bank_account_id: string;
  amount: number;
  need_valid: number;
  status: 'awaiting_code' | 'paid' | 'failed';
  failure: Defaulted<string>;
  payment_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ContactMessagesTable = {
  id: Generated<number>;
  name: string;
  telephone: string;
  email: string;
  message: string;
  ip_key: string;
  created_at: Timestamp;
  /** Migration 0028: handled (by an agent's name as it was then), and the answer sent, if any. */
  handled_at: Later<string>;
  handled_by: Later<string>;
  answer: Later<string>;
  answered_at: Later<string>;
  answered_by: Later<string>;
  answer_to: Later<string>;
  answer_ref: Later<string>;
};

export type PromotionTemplatesTable = {
  id: string;
  template: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  updated_by: Generated<string>;
};

export type PromotionSidsTable = {
  sid: string;
  ip_key: string;
  expires_at: string;
  captcha_hash: Defaulted<string>;
  captcha_expires_at: string | null;
  captcha_tries: Defaulted<number>;
  captcha_phone: Defaulted<string>;
  captcha_used_at: string | null;
  created_at: Timestamp;
};

export type PromotionRegistrationsTable = {
  user_id: string;
  template_id: string;
  invite_code: string;
  user_from: string;
  app_from: string;
  utm_tag: string;
  created_at: Timestamp;
};

export type PromotionEventsTable = {
  id: Generated<number>;
  kind: 'visit' | 'click';
  page_id: string;
  client_type: string;
  user_from: string;
  app_from: string;
  utm_tag: string;
  phone: string;
  ip_key: string;
  created_at: Timestamp;
};

/** The book on a business date, kept by the report-figures job (migration 0032). */
export type ReportBookTable = {
  business_date: string;
  by_status: ColumnType<ReportStatusJson[], string, string>;
  computed_at: string;
  took_ms: number;
};

/** One status's figures in report_book.by_status: centavos, as the report's SQL sums them. */
export type ReportStatusJson = {
  status: number;
  count: number;
  principal_amount: number;
  outstanding_amount: number;
  /** The outstanding principal of this status's loans more than 30 and more than 90 days past due. */
  par30_amount: number;
  par90_amount: number;
};

/** One channel's paid payments on a day, in report_days.channels. */
export type ReportChannelJson = { channel: string; count: number; amount: number };

/** A closed day's money, kept by the report-figures job (migration 0032). */
export type ReportDaysTable = {
  day: string;
  disbursed_count: number;
  disbursed_amount: number;
  collected_count: number;
  collected_amount: number;
  rollover_count: number;
  rollover_amount: number;
  channels: ColumnType<ReportChannelJson[], string | undefined, string>;
  computed_at: string;
};

export type Database = {
  users: UsersTable;
  profile_steps: ProfileStepsTable;
  sessions: SessionsTable;
  events: EventsTable;
  products: ProductsTable;
  orders: OrdersTable;
  credit_decisions: CreditDecisionsTable;
  settings: SettingsTable;
  agents: AgentsTable;
  agent_sessions: AgentSessionsTable;
  audit_log: AuditLogTable;
  approvals: ApprovalsTable;
  complaints: ComplaintsTable;
  complaint_replies: ComplaintRepliesTable;
  uploads: UploadsTable;
  complaint_events: ComplaintEventsTable;
  payments: PaymentsTable;
  payment_postbacks: PaymentPostbacksTable;
  ledger_entries: LedgerEntriesTable;
  sandbox_transactions: SandboxTransactionsTable;
  payouts: PayoutsTable;
  payout_postbacks: PayoutPostbacksTable;
  sandbox_payouts: SandboxPayoutsTable;
  one_time_codes: OneTimeCodesTable;
  sms_outbox: SmsOutboxTable;
  domain_events: DomainEventsTable;
  event_deliveries: EventDeliveriesTable;
  bank_accounts: BankAccountsTable;
  card_repayments: CardRepaymentsTable;
  promotion_templates: PromotionTemplatesTable;
  contact_messages: ContactMessagesTable;
  promotion_sids: PromotionSidsTable;
  promotion_registrations: PromotionRegistrationsTable;
  promotion_events: PromotionEventsTable;
  refunds: RefundsTable;
  notifications: NotificationsTable;
  notification_templates: NotificationTemplatesTable;
  notification_prefs: NotificationPrefsTable;
  collection_assignments: CollectionAssignmentsTable;
  collection_contacts: CollectionContactsTable;
  collection_consents: CollectionConsentsTable;
  penalty_waivers: PenaltyWaiversTable;
  report_book: ReportBookTable;
  report_days: ReportDaysTable;
  privacy_consents: PrivacyConsentsTable;
  cic_submissions: CicSubmissionsTable;
  gl_accounts: GlAccountsTable;
  gl_entries: GlEntriesTable;
  gl_lines: GlLinesTable;
  gl_daily_balances: GlDailyBalancesTable;
  gl_order_balances: GlOrderBalancesTable;
  gl_periods: GlPeriodsTable;
  gl_accrual_days: GlAccrualDaysTable;
  write_offs: WriteOffsTable;
  gl_provision_rates: GlProvisionRatesTable;
  restructures: RestructuresTable;
};

/** Issue 42 (migration 0044): a restructure plan offered to the borrower, and their answer. */
export type RestructuresTable = {
  id: string;
  order_id: string;
  user_id: string;
  instalment_count: number;
  late_charges: 'freeze' | 'waive';
  reason: string;
  status: 'offered' | 'accepted' | 'declined';
  maker_id: string;
  checker_id: string | null;
  offered_on: string;
  expires_on: string;
  new_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  accepted: ColumnType<unknown, string | null | undefined, string | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
};

/** Issue 42 (migration 0042): the allowance's rate per days-past-due bucket, basis points. */
export type GlProvisionRatesTable = {
  bucket: string;
  rate_bp: number;
  updated_at: ColumnType<string, string | undefined, string>;
  updated_by: ColumnType<string, string | undefined, string>;
};

/** Issue 42 (migration 0041): an order written off by a pair, once. */
export type WriteOffsTable = {
  order_id: string;
  business_date: string;
  amount: number;
  reason: string;
  maker_id: string;
  checker_id: string | null;
  at: Timestamp;
};

/** Issue 42 (migration 0040): a business day the daily accrual ran for, once. */
export type GlAccrualDaysTable = { business_date: string; orders: number; finished_at: Timestamp };

/** Issue 42 (migration 0039): the chart of accounts. */
export type GlAccountsTable = {
  code: string;
  name: string;
  type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
  normal_side: 'debit' | 'credit';
  created_at: Generated<string>;
};

/** A journal entry: never changed or deleted (a trigger refuses), corrected only by one that reverses it. */
export type GlEntriesTable = {
  id: Generated<number>;
  business_date: string;
  kind: string;
  source: string;
  memo: Generated<string>;
  order_id: string | null;
  payment_id: string | null;
  payout_id: string | null;
  refund_id: string | null;
  reverses_entry_id: number | null;
  corrects_month: string | null;
  posted_by: string | null;
  posted_at: Timestamp;
};

/** One side of an entry: a debit or a credit of whole centavos to one account. */
export type GlLinesTable = {
  entry_id: number;
  line_no: number;
  account_code: string;
  debit: number;
  credit: number;
  order_id: string | null;
};

/** Each account's debits and credits per business day, spread over a few rows a day (shard) so posts do not queue. */
export type GlDailyBalancesTable = {
  account_code: string;
  business_date: string;
  shard: number;
  debit: number;
  credit: number;
};

/** Each order's debits and credits per account, kept by the posting function (migration 0045) with its lines. */
export type GlOrderBalancesTable = {
  order_id: string;
  account_code: string;
  debit: number;
  credit: number;
};

/** A closed month ('YYYY-MM'): no entry is posted on a day of it. */
export type GlPeriodsTable = {
  month: string;
  closed_at: Timestamp;
  closed_by: string;
  approved_by: string | null;
};

/** Issue 40 (migration 0034): each agreement to the privacy notice at sign-in, append-only. */
export type PrivacyConsentsTable = {
  id: Generated<number>;
  user_id: string;
  notice_version: string;
  device_id: string;
  consented_at: string;
  /** Where it was given (migration 0046): 'app', the host app's sign-in. */
  channel: ColumnType<string, string | undefined, never>;
};

/** Issue 43 (migration 0047): the CIC submissions made, each with its file. */
export type CicSubmissionsTable = {
  id: string;
  month: string;
  submission_type: 'R' | 'C';
  layout_version: string;
  subject_count: number;
  contract_count: number;
  checksum: string;
  file: string;
  produced_by: string;
  produced_by_name: string;
  produced_at: string;
};

/** Issue 28, collections (migration 0025): who works an overdue order. */
export type CollectionAssignmentsTable = {
  order_id: string;
  collector_id: string;
  assigned_by: string;
  assigned_at: string;
};

/** One contact with a borrower about an overdue order: a call, or an SMS from an approved template. */
export type CollectionContactsTable = {
  id: string;
  order_id: string;
  user_id: string;
  staff_id: string;
  channel: 'call' | 'sms';
  outcome: string;
  note: Defaulted<string>;
  promise_date: string | null;
  promise_amount: number | null;
  template_id: string | null;
  sms_body: string | null;
  at: string;
};

/** A borrower's agreement to be contacted at any hour (SEC MC 18: the quiet hours' exception). */
export type CollectionConsentsTable = {
  user_id: string;
  agreed: boolean;
  note: string;
  set_by: string;
  at: string;
};

/** One penalty waiver carried out: who proposed it, who approved it (null within the limit), and why. */
export type PenaltyWaiversTable = {
  id: string;
  order_id: string;
  user_id: string;
  amount: number;
  reason: string;
  maker_id: string;
  checker_id: string | null;
  approval_id: string | null;
  at: string;
  /** What the waiver leaves to come (migration 0037, issue 40 D3): late charges go on, or stop on the order. */
  mode: ColumnType<'owed-now' | 'stop-late-charges', 'owed-now' | 'stop-late-charges' | undefined, never>;
};

/**
 * A refund of what a payment brought in that no loan took, paid through the payout rail to the borrower's bound
 * account (migration 0024); id is our txnid at the rail. At most one per payment is on its way or paid.
 */
export type RefundsTable = {
  id: string;
  payment_id: string;
  user_id: string;
  order_id: string;
  amount: number;
  account_id: string;
  account_label: string;
  rail: 'bank' | 'ewallet';
  status: PayoutStatus;
  gateway: string;
  gateway_ref: Defaulted<string>;
  failure_reason: Defaulted<string>;
  /** The maker-checker approval it was carried out under; null when within the limit. */
  approval_id: string | null;
  maker_id: string;
  created_at: string;
  submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
};

export type NotificationStatusColumn = 'scheduled' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One message a borrower is to hear (migration 0026): once per user, event and event_key. */
export type NotificationsTable = {
  id: string;
  user_id: string;
  event: string;
  event_key: string;
  lang: Defaulted<string>;
  title: string;
  body: string;
  link: Defaulted<string>;
  /** A notice the law requires (due dates, payments, disclosures): sent whatever the marketing opt-out. */
  legal: boolean;
  status: NotificationStatusColumn;
  send_after: string;
  attempts: Defaulted<number>;
  /** The SMS provider's delivery state and reference. */
  sms_status: Defaulted<string>;
  sms_ref: Defaulted<string>;
  error: Defaulted<string>;
  created_at: string;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type NotificationTemplatesTable = {
  event: string;
  lang: string;
  title: string;
  body: string;
  updated_by: string;
  updated_at: string;
};

export type NotificationPrefsTable = {
  user_id: string;
  marketing_opt_out: Defaulted<boolean>;
  updated_at: string;
};
