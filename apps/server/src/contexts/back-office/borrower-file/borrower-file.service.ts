// The borrower's file for staff (issue 28): a search by each key a borrower or a gateway gives over the phone
// (phone, name, order number, our payment reference or the gateway's, a payout's), and one page with everything
// about one borrower. Money figures come from the loan engine on the business date, as order details show them;
// the ledger's allocation is read as posted. Every search and every view is written to the audit log in the same
// request; ID images are shown to the credit role only.
import type {
  AllocationView,
  BorrowerFile,
  BorrowerMatch,
  SearchMatchKind,
} from '@pautang/contract/borrower-file';
import { BORROWER_SEARCH_MIN } from '@pautang/contract/borrower-file';
import type { AllocationLine } from '@pautang/loan-engine';
import type { Statement } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import { id as idShape } from '@pautang/contract/primitives';
import type { Deps } from '../../../platform/deps';
import { invalid, notFound } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import { maskedAccountNo } from '../../identity/index';
import { getBusinessDate } from '../../staff/index';
import { contactsOfBorrower } from '../../collections/index';
import { typeTitle } from '../../support/index';
import { decisionViewOf } from '../../lending/index';
import { listOrdersOfUser, restructuresOfUser, type RestructureRow } from '../../lending/index';
import { orderTexts } from '../../lending/index';
import { loanStateOf, statusOf } from '../../lending/index';
import { notificationsOfUser } from '../../notifications/index';
import { bodyForStaff, textsMasked } from '../../notifications/index';
import { channelName } from '../../lending/index';
import { refundOwed } from '../../lending/index';
import { listProducts } from '../../lending/index';
import { ORDER_NOT_FOUND, staffOrderStatement } from '../../lending/index';
import { CERTIFY_ITEMS } from '../../identity/index';
import { findProfileSteps } from '../../identity/index';
import { borrowerIdentity, maskedPhone, profileStatus } from '../../identity/index';
import { profileImagesOf } from '../../identity/index';
import { uploadUrl } from '../../identity/index';
import {
  accountsEverOfUser,
  complaintsOfUser,
  decisionsOfUser,
  findBorrower,
  ledgerOfUser,
  paymentsOfUser,
  payoutsOfUser,
  SEARCH_LIMIT,
  textsToPhone,
  userByOrder,
  usersByName,
  usersByPayment,
  usersByPayout,
  usersByPhone,
  type SearchHit,
} from './borrower-file.repository';

/** The newest notifications a file shows: a borrower hears a few a week, so this is months of them. */
const FILE_NOTIFICATIONS = 200;
export const BORROWER_NOT_FOUND = 'We could not find this borrower.';
export const SEARCH_TOO_SHORT = `Type at least ${BORROWER_SEARCH_MIN} letters of a name, or a phone or reference.`;

/** A Philippine mobile number as we store it ('09171234501'), from 09…, +63…, 63… or 9…; undefined otherwise. */
export function normalisePhone(text: string): string | undefined {
  const digits = text.replace(/[\s().-]/g, '');
  const m = /^(?:\+?63|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : undefined;
}

/** Name matches come unordered from the database (usersByName says why): shown by name, then account. */
const byName = (hits: SearchHit[]) =>
  hits.sort((a, b) =>
    a.full_name === b.full_name ? (a.user_id < b.user_id ? -1 : 1) : a.full_name < b.full_name ? -1 : 1,
  );

/** References and order numbers are one word of letters and digits (PT0000000180, PTX…, BEE13674). */
const REFERENCE = /^[A-Za-z0-9-]{4,64}$/;

/**
 * Every borrower the text names, by each key it could be: a phone, a name (in any case, partial), an order
 * number, a payment's reference or gateway reference, a payout's id or rail reference. Each match says what it
 * matched, and the answer says when more borrowers match than it holds (staff then type more). The search is
 * recorded (its text is what staff looked for).
 */
export async function searchBorrowers(
  deps: Deps,
  staff: Agent,
  query: string,
): Promise<{ matches: BorrowerMatch[]; more: boolean }> {
  const q = query.trim();
  // Refused, not answered empty: staff must learn why nothing came back (and the refusal reads no borrower).
  if (q.length < BORROWER_SEARCH_MIN) throw invalid(SEARCH_TOO_SHORT);
  const matches: BorrowerMatch[] = [];
  const phone = normalisePhone(q);
  const ref = REFERENCE.test(q) ? q : undefined;
  const lookups: [SearchMatchKind, Promise<SearchHit[]>][] = [];
  if (phone) lookups.push(['phone', usersByPhone(deps.db, phone)]);
  if (ref) {
    lookups.push(
      ['order', userByOrder(deps.db, ref)],
      ['payment', usersByPayment(deps.db, ref, 'id')],
      ['gateway-ref', usersByPayment(deps.db, ref, 'gateway_ref')],
      ['payout', usersByPayout(deps.db, ref, 'id')],
      ['payout-ref', usersByPayout(deps.db, ref, 'gateway_ref')],
    );
  }
  // One more name than shown: whether more borrowers match than the answer holds.
  if (!phone) lookups.push(['name', usersByName(deps.db, q, SEARCH_LIMIT + 1).then(byName)]);
  const seen = new Set<string>();
  for (const [kind, lookup] of lookups) {
    for (const hit of await lookup) {
      const key = `${hit.user_id}|${kind}|${hit.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      matches.push({
        userId: hit.user_id,
        name: hit.full_name,
        phone: maskedPhone(hit.mobile_phone),
        kind,
        value: hit.value,
        orderId: hit.order_id,
      });
    }
  }
  await recordAudit(
    deps.db,
    staff,
    { action: 'borrower.searched', subjectKind: 'borrower-search', subjectId: '', note: q },
    deps.clock(),
  );
  return { matches: matches.slice(0, SEARCH_LIMIT), more: matches.length > SEARCH_LIMIT };
}

const IMAGE_ITEMS = new Set(
  Object.values(CERTIFY_ITEMS)
    .flat()
    .filter((item) => item.category === 'image')
    .map((item) => item.code),
);
const ITEM_TITLES = new Map(
  Object.values(CERTIFY_ITEMS)
    .flat()
    .map((item) => [item.code, item.title]),
);

/** The ledger's allocation lines summed per bucket; what no bucket names (a rollover's price) is 'other'. */
export function allocationView(allocation: unknown, appliedAmount: number): AllocationView {
  const lines = Array.isArray(allocation) ? (allocation as AllocationLine[]) : [];
  const sum = (bucket: string) =>
    lines.filter((l) => l.bucket === bucket).reduce((t, l) => t + Number(l.amount), 0);
  const view = {
    principalAmount: sum('principal'),
    interestAmount: sum('interest'),
    feesAmount: sum('fees'),
    penaltyAmount: sum('penalty'),
    lateInterestAmount: sum('lateInterest'),
  };
  const named = Object.values(view).reduce((t, a) => t + a, 0);
  return { ...view, otherAmount: Math.max(0, appliedAmount - named) };
}

const iso = (at: string | null) => (at ? new Date(at).toISOString() : null);

/**
 * One borrower's whole file, on the business date. The view is recorded ('borrower.viewed'); an unknown id reads
 * not found. A deleted borrower's file shows what is kept; once anonymised, the placeholders and the loan records.
 */
export async function borrowerFile(deps: Deps, staff: Agent, userId: string): Promise<BorrowerFile> {
  // An id no borrower can have (a NUL, 5,000 characters) reads as an unknown one, before the database sees it.
  const user = idShape.safeParse(userId).success ? await findBorrower(deps.db, userId) : undefined;
  if (!user) throw notFound(BORROWER_NOT_FOUND);
  const now = deps.clock();
  const credit = staff.roles.includes('credit');
  const [businessDate, steps, status, identity, decisions, orders, catalogue, ledger, payments, plans] =
    await Promise.all([
      getBusinessDate(deps.db, now),
      findProfileSteps(deps.db, userId),
      profileStatus(deps.db, userId),
      borrowerIdentity(deps.db, userId),
      decisionsOfUser(deps.db, userId),
      listOrdersOfUser(deps.db, userId),
      listProducts(deps.db),
      ledgerOfUser(deps.db, userId),
      paymentsOfUser(deps.db, userId),
      restructuresOfUser(deps.db, userId),
    ]);
  const [payouts, accounts, complaints, texts, images, collectionLog, notifications] = await Promise.all([
    payoutsOfUser(deps.db, userId),
    accountsEverOfUser(deps.db, userId),
    complaintsOfUser(deps.db, userId),
    // An anonymised account's phone is a placeholder: its texts were sent to the real one, and are not shown.
    user.anonymised_at ? Promise.resolve([]) : textsToPhone(deps.db, user.mobile_phone),
    credit ? profileImagesOf(deps.db, userId) : Promise.resolve([]),
    contactsOfBorrower(deps.db, userId),
    // Like the texts: an anonymised account's messages (its name, its amounts) are not shown.
    user.anonymised_at ? Promise.resolve([]) : notificationsOfUser(deps.db, userId, FILE_NOTIFICATIONS),
  ]);

  const file: BorrowerFile = {
    borrower: {
      userId: user.id,
      name: user.full_name,
      phone: user.mobile_phone,
      clientType: user.client_type,
      createdAt: new Date(user.created_at).toISOString(),
      deletedAt: iso(user.deleted_at),
      anonymisedAt: iso(user.anonymised_at),
    },
    businessDate,
    profile: {
      complete: status.complete,
      identity: identity ?? null,
      steps: steps.map((s) => ({
        step: s.step,
        completedAt: new Date(s.completed_at).toISOString(),
        // The ID photo and selfie are images, shown (to credit) apart; their upload ids mean nothing here.
        answers: Object.entries(s.answers)
          .filter(([item, value]) => !IMAGE_ITEMS.has(item) && value !== '')
          .map(([item, value]) => ({ item: ITEM_TITLES.get(item) ?? item, value })),
      })),
    },
    idImages: {
      shown: credit,
      images: images.map((img) => ({
        kind: img.storage_key.startsWith('profiles/selfie-') ? 'selfie' : 'id',
        url: uploadUrl(deps.config.publicOrigin, img),
      })),
    },
    decisions: decisions.map((d) => decisionViewOf(d, d.decider_name)),
    orders: orders.map((row) => {
      const accrual = row.disbursed_on ? accrue(loanStateOf(row), businessDate) : undefined;
      const orderStatus = statusOf(row, businessDate);
      return {
        orderId: row.id,
        productName: catalogue.find((p) => p.id === row.product_id)?.definition.name ?? row.product_id,
        status: orderStatus,
        statusText: orderTexts.noticeStatusText[orderStatus] ?? '',
        principalAmount: row.principal_amount,
        termDays: row.term_days,
        createdAt: new Date(row.created_at).toISOString(),
        disbursedOn: row.disbursed_on,
        maturityOn: accrual?.maturityOn ?? null,
        dueAmount: accrual?.dueAmount ?? 0,
        outstandingAmount: accrual?.outstandingAmount ?? 0,
        writtenOffOn: row.written_off_on,
        restructuredInto: row.restructured_into,
        restructuredFrom: row.restructured_from,
        plan: planOf(
          plans.find((p) => p.order_id === row.id),
          businessDate,
        ),
        schedule: (accrual?.instalments ?? []).map((i) => ({
          title: i.title,
          dueOn: i.dueOn,
          owedAmount: i.owedAmount,
          paidAmount: Object.values(i.paid).reduce((t, a) => t + a, 0),
          daysLate: i.daysLate,
        })),
      };
    }),
    ledger: ledger.map((l) => ({
      id: Number(l.id),
      orderId: l.order_id,
      paymentId: l.payment_id,
      gatewayRef: l.gateway_ref,
      channelName: channelName(l.channel),
      kind: l.kind,
      amount: l.amount,
      appliedAmount: l.applied_amount,
      remainderAmount: l.remainder_amount,
      balanceAfter: l.balance_after,
      businessDate: l.business_date,
      postedAt: new Date(l.posted_at).toISOString(),
      allocation: allocationView(l.allocation, l.applied_amount),
    })),
    payCodes: payments.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      gatewayRef: p.gateway_ref,
      channelName: channelName(p.channel),
      amount: p.amount,
      status: p.status,
      expiresAt: new Date(p.expires_at).toISOString(),
      paidAt: iso(p.paid_at),
      createdAt: new Date(p.created_at).toISOString(),
      refundAmount: p.refunded_at === null ? p.refund_amount : 0,
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      accountLabel: p.account_label,
      rail: p.rail,
      amount: p.amount,
      status: p.status,
      gatewayRef: p.gateway_ref,
      failureReason: p.failure_reason,
      createdAt: new Date(p.created_at).toISOString(),
      settledAt: iso(p.settled_at),
    })),
    accounts: accounts.map((a) => ({
      id: a.id,
      kind: a.kind,
      bankName: a.bank_name,
      accountNo: maskedAccountNo(a.account_no),
      accountName: a.account_name,
      removed: a.deleted_at !== null,
    })),
    refundBalance: refundOwed(payments),
    complaints: complaints.map((c) => ({
      id: c.id,
      status: c.status,
      type: typeTitle(c.problem_type),
      content: c.detail,
      orderId: c.order_id,
      createdAt: new Date(c.created_at).toISOString(),
    })),
    messages: texts.map((m) => ({
      id: Number(m.id),
      body: bodyForStaff(deps, m.body),
      status: m.status,
      createdAt: new Date(m.created_at).toISOString(),
    })),
    messagesMasked: textsMasked(deps),
    notifications: notifications.map((n) => ({
      id: n.id,
      event: n.event,
      title: n.title,
      body: n.body,
      status: n.status,
      legal: n.legal,
      attempts: n.attempts,
      smsStatus: n.sms_status,
      smsRef: n.sms_ref,
      error: n.error,
      createdAt: new Date(n.created_at).toISOString(),
      sendAfter: new Date(n.send_after).toISOString(),
      sentAt: n.sent_at ? new Date(n.sent_at).toISOString() : null,
      readAt: n.read_at ? new Date(n.read_at).toISOString() : null,
    })),
    collectionLog,
  };
  await recordAudit(
    deps.db,
    staff,
    {
      action: 'borrower.viewed',
      subjectKind: 'borrower',
      subjectId: userId,
      borrowerId: userId,
      note: credit ? 'with ID images' : '',
    },
    now,
  );
  return file;
}

/** An order's statement of account, as its borrower downloads it; read from the file, so audited like it. */
export async function statementForStaff(deps: Deps, staff: Agent, orderId: string): Promise<Statement> {
  // An id no order can have reads as an unknown one, before the database sees it.
  if (!idShape.safeParse(orderId).success) throw notFound(ORDER_NOT_FOUND);
  const { statement, userId } = await staffOrderStatement(deps, orderId);
  await recordAudit(
    deps.db,
    staff,
    {
      action: 'statement.downloaded',
      subjectKind: 'order',
      subjectId: orderId,
      borrowerId: userId,
      note: '',
    },
    deps.clock(),
  );
  return statement;
}

/** An order's latest plan offer as the file shows it: an offer not answered by its last day reads as expired. */
function planOf(
  row: RestructureRow | undefined,
  businessDate: string,
): BorrowerFile['orders'][number]['plan'] {
  if (!row) return null;
  const expired = row.status === 'offered' && row.expires_on < businessDate;
  return {
    status: expired ? 'expired' : row.status,
    instalmentCount: row.instalment_count,
    lateCharges: row.late_charges,
    expiresOn: row.expires_on,
  };
}
