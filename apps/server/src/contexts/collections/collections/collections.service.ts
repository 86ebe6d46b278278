// Collections (issue 28, SEC MC 18 s.2019): the overdue book in days-past-due buckets, assignment and each
// collector's queue, the contact log, and the law's conduct rules, enforced here:
// - no contact between 22:00 and 06:00 Manila unless the borrower agreed, or the account is over 15 days past due;
// - only the borrower is contacted: an SMS goes to their own registered phone (the request cannot name another);
// - an SMS is one of the approved templates, filled from the order (no free text);
// - a refused contact says why, sends nothing, and the refusal is audited.
// Days past due come from the loan engine on the business date (the book selects on the engine's overdue_since, issue
// 31); the hour from the business clock (demo: settable).
import { randomBytes } from 'node:crypto';
import {
  COLLECTION_SMS_TEMPLATES,
  DPD_BUCKETS,
  OVERDUE_AMOUNTS_UP_TO,
  OVERDUE_PAGE_SIZE,
  type Contact,
  type ContactLog,
  type DpdBucket,
  type LogContactRequest,
  type OverdueBook,
  type OverdueOrder,
  type OverdueQuery,
} from '@pautang/contract/collections';
import { BORROWER_SEARCH_MIN } from '@pautang/contract/borrower-file';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import { id as idShape } from '@pautang/contract/primitives';
import type { ActionOutcome } from '@pautang/contract/staff';
import {
  accrue,
  addDays,
  daysPastDueOf,
  payableRange,
  waivablePenalty,
  WAIVER_OUTLOOK_DAYS,
  type WaiverMode,
  applicableRefund,
} from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { listWaivers } from '../../lending/index';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { submitAction } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import { getBusinessDate } from '../../staff/index';
import { businessNow } from '../../staff/index';
import type { OrderRow } from '../../lending/index';
import { loanStateOf, statusOf } from '../../lending/index';
import { refundBalanceOf } from '../../lending/index';
import { applyRefundBalance, type RefundBalanceApplied } from '../../lending/index';
import {
  assignOrder,
  countOverdue,
  findBookOrder,
  findOrdersByIds,
  insertContact,
  listActiveStaff,
  listConsents,
  listContacts,
  listContactsOfBorrower,
  listOverduePage,
  paidPayments,
  upsertConsent,
  type BookRow,
  type BookSelection,
  type ContactRow,
} from './collections.repository';
import { waiverRefusal } from '../../lending/index';

export const COLLECTIONS_TEXTS = {
  orderNotFound: 'We could not find this order.',
  collectorNotFound: 'We could not find this collector: choose a staff member with the collections role.',
  quietHours: (time: string, dpd: number) =>
    `Not sent: no contact between 22:00 and 06:00 Manila (it is ${time}). The borrower has not agreed to be ` +
    `contacted at this hour, and the account is ${dpd} days past due (allowed only over 15).`,
  noPhone: 'Not sent: the borrower has no registered phone number, and only the borrower may be contacted.',
  promiseInPast: 'A promise to pay needs a date from today on.',
  smsFailed: 'The SMS could not be sent. Please try again in a moment.',
};

/** Quiet hours, Manila: 22:00 to 06:00 (SEC MC 18 s.2019). */
const QUIET_FROM = 22 * 60;
const QUIET_TO = 6 * 60;
/** Over this many days past due, the quiet hours do not bar contact (the circular's exception). */
const QUIET_EXEMPT_DPD = 15;

export function bucketOf(dpd: number): DpdBucket {
  if (dpd <= 30) return '1-30';
  if (dpd <= 60) return '31-60';
  if (dpd <= 90) return '61-90';
  return '90+';
}

type Figures = {
  dpd: number;
  dueAmount: number;
  outstandingAmount: number;
  penaltyOwedAmount: number;
  /** Late charges that can still accrue in the next WAIVER_OUTLOOK_DAYS days, nothing paid (issue 40, D3). */
  lateChargesOutlookAmount: number;
  /** The oldest unpaid instalment's due date. */
  dueOn: string;
};

/** The engine's figures of one order on the business date (days past due: daysPastDueOf). 0 days: not overdue. */
export function figuresOf(row: OrderRow, businessDate: string): Figures {
  const loan = loanStateOf(row);
  const accrual = accrue(loan, businessDate);
  const owedRows = accrual.instalments.filter((i) => i.owedAmount > 0);
  const lateOwed = (owed: typeof accrual.owed) => owed.penaltyAmount + owed.lateInterestAmount;
  const later = accrue(loan, addDays(businessDate, WAIVER_OUTLOOK_DAYS));
  return {
    dpd: daysPastDueOf(accrual),
    dueAmount: accrual.dueAmount,
    outstandingAmount: accrual.outstandingAmount,
    // What a waiver may take off (the engine's waivablePenalty, read from the same accrual).
    penaltyOwedAmount: accrual.owed.penaltyAmount,
    lateChargesOutlookAmount: Math.max(0, lateOwed(later.owed) - lateOwed(accrual.owed)),
    dueOn: owedRows[0]?.dueOn ?? accrual.maturityOn ?? businessDate,
  };
}

type Paid = { order_id: string; amount: number; refund_amount: number; paid_at: string | null };

/** The latest promise, and whether its day passed without the promised amount (any payment, when none named). */
function promiseOf(
  contacts: readonly ContactRow[],
  paid: readonly Paid[],
  businessDate: string,
  stillOverdue: boolean,
) {
  const latest = contacts.find((c) => c.promise_date !== null);
  if (!latest?.promise_date) return { promise: null, broken: false };
  const since = Date.parse(latest.at);
  const paidSince = paid
    .filter((p) => p.paid_at !== null && Date.parse(p.paid_at) >= since)
    .reduce((sum, p) => sum + p.amount - p.refund_amount, 0);
  const kept = latest.promise_amount === null ? paidSince > 0 : paidSince >= latest.promise_amount;
  return {
    promise: { date: latest.promise_date, amount: latest.promise_amount },
    broken: stillOverdue && !kept && latest.promise_date < businessDate,
  };
}

function overdueItem(
  row: BookRow,
  figures: Figures,
  contacts: readonly ContactRow[],
  paid: readonly Paid[],
  consent: boolean,
  businessDate: string,
): OverdueOrder {
  const last = contacts[0];
  const { promise, broken } = promiseOf(contacts, paid, businessDate, figures.dpd > 0);
  return {
    orderId: row.id,
    userId: row.user_id,
    borrower: row.borrower_name,
    phone: row.borrower_phone,
    daysPastDue: figures.dpd,
    bucket: bucketOf(Math.max(1, figures.dpd)),
    dueAmount: figures.dueAmount,
    outstandingAmount: figures.outstandingAmount,
    penaltyOwedAmount: figures.penaltyOwedAmount,
    penaltyWaivedAmount: row.penalty_waived_amount,
    lateChargesStoppedOn: row.late_charges_stopped_on,
    lateChargesOutlookAmount: figures.lateChargesOutlookAmount,
    collector:
      row.collector_id && row.collector_name ? { id: row.collector_id, name: row.collector_name } : null,
    lastContact: last
      ? { at: new Date(last.at).toISOString(), channel: last.channel, outcome: outcomeOf(last.outcome) }
      : null,
    promise,
    promiseBroken: broken,
    hardship: contacts.some((c) => c.outcome === 'hardship'),
    writtenOffOn: row.written_off_on,
    consent,
  };
}

const outcomeOf = (value: string): Contact['outcome'] =>
  (['promised', 'no-answer', 'refused', 'paid', 'wrong-number', 'hardship', 'other'] as const).find(
    (o) => o === value,
  ) ?? 'other';

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

async function describeOverdue(deps: Deps, rows: readonly BookRow[], businessDate: string) {
  const overdue = rows
    .map((row) => ({ row, figures: figuresOf(row, businessDate) }))
    .filter(({ figures }) => figures.dpd > 0);
  const ids = overdue.map(({ row }) => row.id);
  const [contacts, paid, consents] = await Promise.all([
    listContacts(deps.db, ids),
    paidPayments(deps.db, ids),
    listConsents(deps.db, [...new Set(overdue.map(({ row }) => row.user_id))]),
  ]);
  const contactsOf = groupBy(contacts, (c) => c.order_id);
  const paidOf = groupBy(paid, (p) => p.order_id);
  const agreed = new Set(consents.filter((c) => c.agreed).map((c) => c.user_id));
  return overdue.map(({ row, figures }) =>
    overdueItem(
      row,
      figures,
      contactsOf.get(row.id) ?? [],
      paidOf.get(row.id) ?? [],
      agreed.has(row.user_id),
      businessDate,
    ),
  );
}

async function collectors(deps: Deps) {
  const staff = await listActiveStaff(deps.db);
  return staff
    .filter((s) => s.roles.includes('collections'))
    .map((s) => ({ id: s.id, name: s.display_name }));
}

/** Each bucket's days past due, first and last (null: no end). */
const BUCKET_DAYS: Record<DpdBucket, readonly [number, number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

/**
 * Days past due from..to on the business date, as a band of overdue_since (days past due = business date -
 * overdue_since): the bound the SQL selects on.
 */
const band = (businessDate: string, [from, to]: readonly [number, number | null]) => ({
  to: addDays(businessDate, -from),
  ...(to === null ? {} : { from: addDays(businessDate, -to) }),
});

const cursorOf = (row: BookRow) => (row.overdue_since ? `${row.overdue_since}~${row.id}` : null);
const parseCursor = (after: string | undefined) => {
  const [overdueSince, orderId] = after?.split('~') ?? [];
  return overdueSince && orderId ? { overdueSince, orderId } : null;
};

/**
 * One page of the overdue book (issue 31): selected, filtered and ordered by the database on overdue_since, the
 * engine's day kept with each write to the loan; the page's figures (days past due, amounts) from the engine on the
 * business date for the page's rows only. Bucket counts come from SQL; their amounts only for a small selection.
 */
/** A search of the book reads the borrowers it names: one or two letters would name nearly every one (issue 31). */
export const BOOK_SEARCH_TOO_SHORT = `Type at least ${BORROWER_SEARCH_MIN} letters of a name, or a whole phone or order number.`;

export async function overdueBook(deps: Deps, agent: Agent, query: OverdueQuery): Promise<OverdueBook> {
  const q = query.q?.trim();
  if (q && q.length < BORROWER_SEARCH_MIN) throw invalid(BOOK_SEARCH_TOO_SHORT);
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const collector = query.mine === '1' ? agent.id : query.collector || undefined;
  const overdue = band(businessDate, [1, null]);
  const selection = { overdueTo: overdue.to, collector, q };
  const bands = DPD_BUCKETS.map((bucket) => band(businessDate, BUCKET_DAYS[bucket]));
  const pageSize = Number(query.pageSize ?? OVERDUE_PAGE_SIZE);
  const opened = query.bucket ? band(businessDate, BUCKET_DAYS[query.bucket]) : undefined;
  const shown = opened ? { ...selection, overdueFrom: opened.from, overdueTo: opened.to } : selection;
  const [counts, rows, people] = await Promise.all([
    countOverdue(deps.db, selection, bands),
    listOverduePage(deps.db, shown, parseCursor(query.after), pageSize + 1),
    collectors(deps),
  ]);
  const selected = counts.reduce((sum, n) => sum + n, 0);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const amounts =
    selected <= OVERDUE_AMOUNTS_UP_TO ? await bucketAmounts(deps, selection, businessDate) : null;
  const buckets = DPD_BUCKETS.map((bucket, i) => ({
    bucket,
    count: counts[i] ?? 0,
    dueAmount: amounts ? (amounts.get(bucket) ?? 0) : null,
  }));
  const items = await describeOverdue(deps, page, businessDate);
  // The book shows borrowers' names and phones: a view of personal data, recorded (the page shown, no more).
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'collections.book-viewed',
      subjectKind: 'overdue-book',
      subjectId: query.mine === '1' ? `queue:${agent.id}` : 'book',
      after: { ...query, shown: items.map((item) => item.orderId) },
      note: `${items.length} overdue orders shown`,
    },
    deps.clock(),
  );
  return {
    businessDate,
    buckets,
    items,
    total: query.bucket ? (counts[DPD_BUCKETS.indexOf(query.bucket)] ?? 0) : selected,
    next: rows.length > pageSize && last ? cursorOf(last) : null,
    collectors: people,
  };
}

/** Each bucket's amount due, the engine's, over a selection small enough to read whole. */
async function bucketAmounts(deps: Deps, selection: BookSelection, businessDate: string) {
  const rows = await listOverduePage(deps.db, selection, null, OVERDUE_AMOUNTS_UP_TO);
  const sums = new Map<DpdBucket, number>();
  for (const row of rows) {
    const figures = figuresOf(row, businessDate);
    if (figures.dpd === 0) continue;
    const bucket = bucketOf(figures.dpd);
    sums.set(bucket, (sums.get(bucket) ?? 0) + figures.dueAmount);
  }
  return sums;
}

export async function assignOrders(
  deps: Deps,
  agent: Agent,
  input: { orderIds: string[]; collectorId: string },
): Promise<{ assigned: number }> {
  const collector = (await collectors(deps)).find((c) => c.id === input.collectorId);
  if (!collector) throw notFound(COLLECTIONS_TEXTS.collectorNotFound);
  const ids = [...new Set(input.orderIds)];
  if (!ids.every(isId)) throw notFound(COLLECTIONS_TEXTS.orderNotFound);
  const orders = await findOrdersByIds(deps.db, ids);
  // Every id must name an order: an unknown one reads as not found, and nothing is assigned.
  if (orders.length !== ids.length) throw notFound(COLLECTIONS_TEXTS.orderNotFound);
  const now = deps.clock();
  for (const order of orders) {
    await assignOrder(deps.db, {
      order_id: order.id,
      collector_id: collector.id,
      assigned_by: agent.id,
      assigned_at: now.toISOString(),
    });
    await recordAudit(
      deps.db,
      agent,
      {
        action: 'collections.assigned',
        subjectKind: 'order',
        subjectId: order.id,
        borrowerId: order.user_id,
        before: { collectorId: order.collector_id },
        after: { collectorId: collector.id },
        note: `Assigned to ${collector.name}`,
      },
      now,
    );
  }
  return { assigned: orders.length };
}

function contactOf(row: ContactRow): Contact {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    staff: row.staff_name,
    channel: row.channel,
    outcome: outcomeOf(row.outcome),
    note: row.note,
    promiseDate: row.promise_date,
    promiseAmount: row.promise_amount,
    templateId: row.template_id,
    smsBody: row.sms_body,
  };
}

/** An id of the address that cannot be one (a NUL failed in PostgreSQL) reads as not found, like an unknown one. */
const isId = (raw: string) => idShape.safeParse(raw).success;

/**
 * A borrower's collection log, every order's contacts newest first, each with its order: for the borrower's file
 * (issue 28), whose own view is audited there.
 */
export async function contactsOfBorrower(db: Db, userId: string): Promise<(Contact & { orderId: string })[]> {
  const rows = await listContactsOfBorrower(db, userId);
  return rows.map((row) => ({ ...contactOf(row), orderId: row.order_id }));
}

async function orderOrMissing(deps: Deps, orderId: string): Promise<BookRow> {
  if (!isId(orderId)) throw notFound(COLLECTIONS_TEXTS.orderNotFound);
  const row = await findBookOrder(deps.db, orderId);
  if (!row) throw notFound(COLLECTIONS_TEXTS.orderNotFound);
  return row;
}

export async function contactLog(deps: Deps, agent: Agent, orderId: string): Promise<ContactLog> {
  const row = await orderOrMissing(deps, orderId);
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const [[item], contacts, waivers, consents, refunds] = await Promise.all([
    describeOverdue(deps, [row], businessDate),
    listContacts(deps.db, [row.id]),
    listWaivers(deps.db, row.id),
    listConsents(deps.db, [row.user_id]),
    refundBalanceOf(deps.db, row.user_id),
  ]);
  const overdue = statusOf(row, businessDate) === ORDER_STATUS.overdue && row.status_override === null;
  const refundBalanceAmount = overdue
    ? applicableRefund(
        refunds.map((refund) => refund.refund_amount),
        payableRange(loanStateOf(row), businessDate).maxAmount,
      ).take
    : 0;
  const consent = consents[0];
  const figures = figuresOf(row, businessDate);
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'collections.log-viewed',
      subjectKind: 'order',
      subjectId: row.id,
      borrowerId: row.user_id,
      note: 'Contact log viewed',
    },
    deps.clock(),
  );
  return {
    order: item ?? null,
    orderId: row.id,
    borrower: row.borrower_name,
    refundBalanceAmount,
    contacts: contacts.map(contactOf),
    waivers: waivers.map((w) => ({
      id: w.id,
      at: new Date(w.at).toISOString(),
      amount: w.amount,
      reason: w.reason,
      maker: w.maker_name,
      checker: w.checker_name,
      approvalId: w.approval_id,
      mode: w.mode,
    })),
    consent: {
      agreed: consent?.agreed ?? false,
      at: consent ? new Date(consent.at).toISOString() : null,
      note: consent?.note ?? '',
    },
    // Each template as this borrower would read it today (issue 40: the preview showed {name} and {amount}).
    templates: COLLECTION_SMS_TEMPLATES.map((t) => ({
      id: t.id,
      title: t.title,
      text: t.text,
      preview: renderTemplate(t.id, {
        name: row.borrower_name,
        amount: figures.dueAmount,
        dueDate: figures.dueOn,
        orderNo: row.id,
      }),
    })),
  };
}

/** The approved template filled from the order: nothing the collector typed reaches the borrower's phone. */
export function renderTemplate(
  templateId: string,
  values: { name: string; amount: number; dueDate: string; orderNo: string },
): string {
  const template = COLLECTION_SMS_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw invalid('An SMS is sent only from an approved template: please choose one.');
  return template.text
    .replaceAll('{name}', values.name)
    .replaceAll('{amount}', formatPeso(values.amount))
    .replaceAll('{dueDate}', values.dueDate)
    .replaceAll('{orderNo}', values.orderNo);
}

/** Why this contact may not be made now, or null. */
export function conductRefusal(
  now: { time: string; minutes: number },
  dpd: number,
  consent: boolean,
): string | null {
  const quiet = now.minutes >= QUIET_FROM || now.minutes < QUIET_TO;
  if (quiet && !consent && dpd <= QUIET_EXEMPT_DPD) return COLLECTIONS_TEXTS.quietHours(now.time, dpd);
  return null;
}

const newContactId = () => `CC${randomBytes(9).toString('hex').toUpperCase()}`;

export async function logContact(
  deps: Deps,
  agent: Agent,
  input: LogContactRequest & { note: string },
): Promise<{ contact: Contact }> {
  const row = await orderOrMissing(deps, input.id);
  const now = await businessNow(deps);
  const figures = figuresOf(row, now.date);
  const consents = await listConsents(deps.db, [row.user_id]);
  const consent = consents[0]?.agreed ?? false;
  const refuse = async (reason: string): Promise<never> => {
    await recordAudit(
      deps.db,
      agent,
      {
        action: 'collections.contact-refused',
        subjectKind: 'order',
        subjectId: row.id,
        borrowerId: row.user_id,
        after: {
          channel: input.channel,
          templateId: input.templateId ?? null,
          time: now.time,
          dpd: figures.dpd,
        },
        note: reason,
      },
      deps.clock(),
    );
    throw new AppError(ErrorCode.Conflict, reason);
  };
  if (input.promiseDate !== undefined && input.promiseDate < now.date) {
    throw invalid(COLLECTIONS_TEXTS.promiseInPast);
  }
  const refused = conductRefusal(now, figures.dpd, consent);
  if (refused) await refuse(refused);

  let smsBody: string | null = null;
  if (input.channel === 'sms') {
    // Only the borrower's own registered phone: the request carries no number at all.
    if (!row.borrower_phone) await refuse(COLLECTIONS_TEXTS.noPhone);
    smsBody = renderTemplate(input.templateId ?? '', {
      name: row.borrower_name,
      amount: figures.dueAmount,
      dueDate: figures.dueOn,
      orderNo: row.id,
    });
    try {
      await deps.sms.send(row.borrower_phone, smsBody);
    } catch {
      throw new AppError(ErrorCode.Unavailable, COLLECTIONS_TEXTS.smsFailed);
    }
  }
  const at = deps.clock().toISOString();
  const id = newContactId();
  await insertContact(deps.db, {
    id,
    order_id: row.id,
    user_id: row.user_id,
    staff_id: agent.id,
    channel: input.channel,
    outcome: input.outcome,
    note: input.note.trim(),
    promise_date: input.promiseDate ?? null,
    promise_amount: input.promiseAmount ?? null,
    template_id: input.channel === 'sms' ? (input.templateId ?? null) : null,
    sms_body: smsBody,
    at,
  });
  await recordAudit(
    deps.db,
    agent,
    {
      action: input.channel === 'sms' ? 'collections.sms-sent' : 'collections.call-logged',
      subjectKind: 'order',
      subjectId: row.id,
      borrowerId: row.user_id,
      after: {
        outcome: input.outcome,
        promiseDate: input.promiseDate ?? null,
        promiseAmount: input.promiseAmount ?? null,
        templateId: input.templateId ?? null,
      },
      note: input.note.trim(),
    },
    deps.clock(),
  );
  const [logged] = await listContacts(deps.db, [row.id]);
  if (!logged) throw notFound();
  return { contact: contactOf(logged) };
}

export async function setContactConsent(
  deps: Deps,
  agent: Agent,
  input: { id: string; agreed: boolean; note: string },
): Promise<{ agreed: boolean }> {
  const row = await orderOrMissing(deps, input.id);
  const [before] = await listConsents(deps.db, [row.user_id]);
  const now = deps.clock();
  await upsertConsent(deps.db, {
    user_id: row.user_id,
    agreed: input.agreed,
    note: input.note.trim(),
    set_by: agent.id,
    at: now.toISOString(),
  });
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'collections.consent-set',
      subjectKind: 'borrower',
      subjectId: row.user_id,
      borrowerId: row.user_id,
      before: before ? { agreed: before.agreed, note: before.note } : null,
      after: { agreed: input.agreed, note: input.note.trim() },
      note: input.note.trim(),
    },
    now,
  );
  return { agreed: input.agreed };
}

/** Proposes a waiver under maker-checker: applied at once within the limit, else it waits for a second collector. */
export async function proposeWaiver(
  deps: Deps,
  agent: Agent,
  input: { id: string; amount: number; reason: string; mode: WaiverMode },
): Promise<ActionOutcome> {
  const row = await orderOrMissing(deps, input.id);
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const refused = waiverRefusal(waivablePenalty(loanStateOf(row), businessDate), input.amount);
  if (refused) throw invalid(refused);
  return submitAction(deps, agent, {
    kind: 'penalty-waiver',
    payload: { orderId: row.id, amount: input.amount, reason: input.reason.trim(), mode: input.mode },
    amount: input.amount,
    summary: `Waive ${formatPeso(input.amount)} of the late penalty on ${row.id} (${row.borrower_name})${
      input.mode === 'stop-late-charges' ? ' and stop late charges on the order' : ', late charges go on'
    }: ${input.reason.trim()}`,
    subjectKind: 'order',
    subjectId: row.id,
    borrowerId: row.user_id,
  });
}

/**
 * Issue 40: applies the borrower's refund balance to their overdue order, as the borrower can (payments'
 * refund-balance.ts moves the money, once), and writes who did it to the audit log.
 */
export async function applyRefundForOrder(
  deps: Deps,
  agent: Agent,
  orderId: string,
): Promise<RefundBalanceApplied> {
  const row = await orderOrMissing(deps, orderId);
  const applied = await applyRefundBalance(deps, row.user_id, row.id);
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'collections.refund-applied',
      subjectKind: 'order',
      subjectId: row.id,
      borrowerId: row.user_id,
      note: `Refund balance of ${formatPeso(applied.appliedAmount)} applied to overdue order ${row.id}`,
    },
    deps.clock(),
  );
  return applied;
}
