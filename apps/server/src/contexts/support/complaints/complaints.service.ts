// Complaints as the borrower files and follows them (spec 1 §2–§5, §7–§9). The limits the screens enforce are
// enforced here too: text of 1 to 200 characters, at most 9 images that this borrower uploaded, the order is the
// caller's, and collection complaints only for an order that allows them. A complaint, its images and the
// record of its filing commit together, once per form (requestId).
import { randomInt } from 'node:crypto';
import type {
  ComplaintOrder,
  ComplaintStep,
  ProblemDetail,
  ProblemInit,
  ProblemList,
  ProblemSaved,
  ProblemSaveRequestSchema,
} from '@pautang/contract/complaints';
import { COLLECTION_PROBLEM_TYPE, COMPLAINT_REPLY_WEEKDAYS, ORDER_STATUS } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { businessDateFromInstant } from '@pautang/loan-engine';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { complaintDeadlines } from './complaint-deadlines';
import { findOrderForUser, listOrdersOfUser, type OrderRow } from '../../lending/index';
import { orderTexts } from '../../lending/index';
import { ORDER_NOT_FOUND, statusOf } from '../../lending/index';
import { listProducts, type ProductRow } from '../../lending/index';
import { attachUploads, uploadsOf } from '../../identity/index';
import { FOREIGN_IMAGE, uploadIdsOf, uploadUrl } from '../../identity/index';
import {
  COLLECTION_SUB_TYPES,
  COMPLAINT_MESSAGES,
  PROBLEM_TYPES,
  STATUS_TEXT,
  subTypeTitle,
  TABS,
  typeTitle,
} from './complaint-texts';
import {
  findComplaintByRequest,
  findComplaintForUser,
  insertComplaint,
  latestReply,
  listComplaintsOf,
  recordEvent,
  storeRatingOnce,
  eventsOf,
  type ComplaintRow,
  type EventRow,
} from './complaints.repository';

const STEPS = ['submitted', 'in_progress', 'replied', 'closed'] as const;

/** Collection complaints are about how a loan is being collected: only for an order that has been disbursed. */
export const COLLECTABLE: readonly number[] = [
  ORDER_STATUS.repaymentProcessing,
  ORDER_STATUS.repayable,
  ORDER_STATUS.overdue,
  ORDER_STATUS.finished,
];

export function complaintOrder(
  row: OrderRow,
  status: number,
  catalogue: readonly ProductRow[],
): ComplaintOrder {
  const product = catalogue.find((p) => p.id === row.product_id)?.definition;
  return {
    orderNo: row.id,
    productLogo: product?.logo ?? '',
    productName: product?.name ?? '',
    status,
    statusText: orderTexts.noticeStatusText[status] ?? '',
    detail: [
      { title: orderTexts.rows.orderNo, value: row.id },
      { title: orderTexts.rows.loanAmount, value: formatPeso(row.principal_amount) },
      { title: orderTexts.rows.loanTerm, value: `${row.term_days} days` },
      {
        title: orderTexts.rows.applyDate,
        value: formatDate(businessDateFromInstant(row.created_at), { dateOnly: true }),
      },
    ],
    isShow: COLLECTABLE.includes(status) ? 1 : 0,
  };
}

export async function problemInit(
  deps: Deps,
  userId: string,
  orderId: string | undefined,
): Promise<ProblemInit> {
  const [rows, businessDate, catalogue] = await Promise.all([
    listOrdersOfUser(deps.db, userId),
    getBusinessDate(deps.db, deps.clock()),
    listProducts(deps.db),
  ]);
  const orderList = rows.map((r) => complaintOrder(r, statusOf(r, businessDate), catalogue));
  // An order of the query that is not the caller's reads like a missing one: the first of the list is shown.
  const chosen = orderId ? orderList.find((o) => o.orderNo === orderId) : undefined;
  return {
    problemType: [...PROBLEM_TYPES],
    problemSonType: [...COLLECTION_SUB_TYPES],
    orderDetail: chosen ?? orderList[0] ?? null,
    orderList,
    replyWithinWeekdays: COMPLAINT_REPLY_WEEKDAYS,
  };
}

const newComplaintId = () => `CP${String(randomInt(0, 1e12)).padStart(12, '0')}`;

export async function saveComplaint(
  deps: Deps,
  userId: string,
  input: z.output<typeof ProblemSaveRequestSchema>,
): Promise<ProblemSaved> {
  if (input.requestId) {
    const earlier = await findComplaintByRequest(deps.db, userId, input.requestId);
    if (earlier) return { problemId: earlier.id };
  }
  if (!PROBLEM_TYPES.some((t) => t.value === input.problemType))
    throw invalid(COMPLAINT_MESSAGES.unknownType);
  const collection = input.problemType === COLLECTION_PROBLEM_TYPE;
  const subType =
    input.problemSonType === '' || input.problemSonType === undefined ? null : input.problemSonType;
  if (collection && !COLLECTION_SUB_TYPES.some((t) => t.value === subType)) {
    throw invalid(COMPLAINT_MESSAGES.subTypeNeeded);
  }
  if (!collection && subType !== null) throw invalid(COMPLAINT_MESSAGES.unknownType);

  const businessDate = await getBusinessDate(deps.db, deps.clock());
  let orderId: string | null = null;
  if (input.orderNo) {
    const order = await findOrderForUser(deps.db, input.orderNo, userId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    orderId = order.id;
    if (collection && !COLLECTABLE.includes(statusOf(order, businessDate))) {
      throw invalid(COMPLAINT_MESSAGES.collectionBlocked);
    }
  } else if (collection || (await listOrdersOfUser(deps.db, userId)).length > 0) {
    // Only a borrower with no order at all may complain about no order.
    throw invalid(COMPLAINT_MESSAGES.orderNeeded);
  }
  const imageIds = uploadIdsOf(deps.config.publicOrigin, input.problemImage);

  const id = newComplaintId();
  const now = deps.clock().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertComplaint(trx, {
        id,
        user_id: userId,
        order_id: orderId,
        request_id: input.requestId ?? null,
        problem_type: input.problemType,
        problem_son_type: subType,
        detail: input.problemDetail,
        status: 'submitted',
        ...complaintDeadlines(businessDate),
        created_at: now,
        updated_at: now,
      });
      const attached = await attachUploads(trx, { kind: 'borrower', id: userId }, imageIds, {
        complaint_id: id,
      });
      if (attached !== imageIds.length) throw invalid(FOREIGN_IMAGE);
      await recordEvent(trx, {
        complaint_id: id,
        actor_kind: 'borrower',
        actor_id: userId,
        action: 'filed',
        from_status: null,
        to_status: 'submitted',
        at: now,
      });
    });
  } catch (error) {
    // Two sends of one form raced: the other one filed it.
    if (input.requestId && !(error instanceof AppError)) {
      const earlier = await findComplaintByRequest(deps.db, userId, input.requestId);
      if (earlier) return { problemId: earlier.id };
    }
    throw error;
  }
  return { problemId: id };
}

/**
 * The list once per rows array: the rows come from the read cache, the same array until a write drops it, and
 * the same answer object lets the call's output be checked, renamed and written once (platform/call.ts) rather than on
 * every read. It depends on nothing but the rows.
 */
const lists = new WeakMap<readonly ComplaintRow[], ProblemList>();

export async function listComplaints(deps: Deps, userId: string): Promise<ProblemList> {
  const rows = await listComplaintsOf(deps.db, userId);
  let list = lists.get(rows);
  if (!list) {
    list = {
      tabs: TABS.map((tab) => ({
        title: tab.title,
        list: rows
          .filter((r) => tab.statuses.includes(r.status))
          .map((r) => ({ id: r.id, time: r.created_at, type: typeTitle(r.problem_type), content: r.detail })),
      })),
    };
    lists.set(rows, list);
  }
  return list;
}

export async function complaintDetail(deps: Deps, userId: string, problemId: string): Promise<ProblemDetail> {
  const row = await findComplaintForUser(deps.db, problemId, userId);
  if (!row) throw notFound(COMPLAINT_MESSAGES.notFound);
  const origin = deps.config.publicOrigin;
  const [reply, events] = await Promise.all([latestReply(deps.db, row.id), eventsOf(deps.db, row.id)]);
  const [images, replyImages] = await Promise.all([
    uploadsOf(deps.db, { complaintId: row.id }),
    reply ? uploadsOf(deps.db, { replyId: reply.id }) : Promise.resolve([]),
  ]);
  return {
    problemId: row.id,
    type: typeTitle(row.problem_type),
    sonType: subTypeTitle(row.problem_son_type),
    content: row.detail,
    images: images.map((u) => uploadUrl(origin, u)),
    disposeDetail: reply?.text ?? '',
    disposeImages: replyImages.map((u) => uploadUrl(origin, u)),
    isNeedScore: reply?.wants_rating && reply.score === null ? 1 : 0,
    status: row.status,
    statusText: STATUS_TEXT[row.status],
    time: row.created_at,
    replyDueOn: row.reply_due_on,
    resolveBy: row.resolve_by,
    timeline: timelineOf(events),
  };
}

/** Each step at the first time the complaint reached it (a reopened complaint keeps its first times). */
export function timelineOf(events: readonly EventRow[]): ComplaintStep[] {
  return STEPS.map((status) => {
    const at = events.find((e) => e.to_status === status)?.at;
    return { status, title: STATUS_TEXT[status], time: at ? new Date(at).toISOString() : null };
  });
}

/** The borrower's rating of the latest reply: once per reply, and only when the agent asked for one. */
export async function rateReply(deps: Deps, userId: string, problemId: string, score: number): Promise<void> {
  const row = await findComplaintForUser(deps.db, problemId, userId);
  if (!row) throw notFound(COMPLAINT_MESSAGES.notFound);
  const reply = await latestReply(deps.db, row.id);
  const now = deps.clock().toISOString();
  const stored = reply
    ? await deps.db.transaction().execute(async (trx) => {
        if (!(await storeRatingOnce(trx, reply.id, score, now))) return false;
        await recordEvent(trx, {
          complaint_id: row.id,
          actor_kind: 'borrower',
          actor_id: userId,
          action: 'rated',
          from_status: row.status,
          to_status: row.status,
          note: `${score} of 5`,
          at: now,
        });
        return true;
      })
    : false;
  if (!stored) throw new AppError(ErrorCode.Conflict, COMPLAINT_MESSAGES.notRatable);
}
