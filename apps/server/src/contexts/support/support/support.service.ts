// The support inbox: complaints filtered by status, type and overdue (against the 3-weekday reply promise and
// the 30-day resolution deadline), a complaint with its borrower, order, images, replies and record, and the
// agent's actions on it. Every action changes the status only from the expected one and records who did it,
// in the same transaction.
import { randomUUID } from 'node:crypto';
import type { ComplaintView, Inbox, ReplyRequestSchema } from '@pautang/contract/back-office';
import { ErrorCode } from '@pautang/contract/errors';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { emitSupportEvent } from '../events';
import type { ComplaintStatus } from '../../../platform/db/schema';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { getBusinessDate } from '../../staff/index';
import { COMPLAINT_MESSAGES, PROBLEM_TYPES, subTypeTitle, typeTitle } from '../complaints/complaint-texts';
import { recordEvent } from '../complaints/complaints.repository';
import { complaintOrder } from '../complaints/complaints.service';
import { findOrderForUser } from '../../lending/index';
import { statusOf } from '../../lending/index';
import { listProducts } from '../../lending/index';
import { attachUploads, uploadsOf } from '../../identity/index';
import { storeUpload, uploadIdsOf, uploadUrl } from '../../identity/index';
import {
  complaintStatus,
  countByStatus,
  eventsWithActors,
  findComplaintWithBorrower,
  findReplyByRequest,
  insertReply,
  listInbox,
  moveStatus,
  repliesOf,
  type InboxFilters,
} from './support.repository';

export const SUPPORT_MESSAGES = {
  notFound: COMPLAINT_MESSAGES.notFound,
  notStartable: 'Only a newly submitted complaint can be started.',
  closedAlready: 'This complaint is closed.',
  foreignImage: 'An image of this reply was not uploaded by you. Please upload it again.',
} as const;

export async function inbox(
  deps: Deps,
  filters: { status?: ComplaintStatus | undefined; type?: number | undefined; overdue?: boolean },
): Promise<Inbox> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const where: InboxFilters = {
    status: filters.status,
    type: filters.type,
    overdueOn: filters.overdue ? businessDate : undefined,
  };
  const [rows, counts] = await Promise.all([listInbox(deps.db, where, businessDate), countByStatus(deps.db)]);
  return {
    businessDate,
    counts,
    types: PROBLEM_TYPES.map((t) => ({ value: t.value, title: t.title })),
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      type: typeTitle(r.problem_type),
      sonType: subTypeTitle(r.problem_son_type),
      content: r.detail,
      orderNo: r.order_id ?? '',
      borrower: r.full_name,
      phone: r.mobile_phone,
      createdAt: new Date(r.created_at).toISOString(),
      replyDueOn: r.reply_due_on,
      resolveBy: r.resolve_by,
      overdue: Boolean(r.overdue),
    })),
  };
}

const isOverdue = (status: ComplaintStatus, replyDueOn: string, resolveBy: string, on: string) =>
  (['submitted', 'in_progress'].includes(status) && replyDueOn < on) ||
  (status !== 'closed' && resolveBy < on);

export async function complaintView(deps: Deps, id: string): Promise<ComplaintView> {
  const row = await findComplaintWithBorrower(deps.db, id);
  if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
  const origin = deps.config.publicOrigin;
  const [businessDate, images, replies, history, order, catalogue] = await Promise.all([
    getBusinessDate(deps.db, deps.clock()),
    uploadsOf(deps.db, { complaintId: row.id }),
    repliesOf(deps.db, row.id),
    eventsWithActors(deps.db, row.id),
    row.order_id ? findOrderForUser(deps.db, row.order_id, row.user_id) : Promise.resolve(undefined),
    listProducts(deps.db),
  ]);
  const replyImages = await Promise.all(replies.map((r) => uploadsOf(deps.db, { replyId: r.id })));
  const summary = order ? complaintOrder(order, statusOf(order, businessDate), catalogue) : undefined;
  return {
    id: row.id,
    status: row.status,
    type: typeTitle(row.problem_type),
    sonType: subTypeTitle(row.problem_son_type),
    content: row.detail,
    images: images.map((u) => uploadUrl(origin, u)),
    borrower: { userId: row.user_id, name: row.full_name, phone: row.mobile_phone },
    order: summary
      ? {
          orderNo: summary.orderNo,
          productName: summary.productName,
          productLogo: summary.productLogo,
          statusText: summary.statusText,
          detail: summary.detail,
        }
      : null,
    createdAt: new Date(row.created_at).toISOString(),
    replyDueOn: row.reply_due_on,
    resolveBy: row.resolve_by,
    overdue: isOverdue(row.status, row.reply_due_on, row.resolve_by, businessDate),
    replies: replies.map((r, i) => ({
      id: r.id,
      agent: r.agent_name,
      text: r.text,
      images: (replyImages[i] ?? []).map((u) => uploadUrl(origin, u)),
      wantsRating: r.wants_rating,
      score: r.score,
      scoredAt: r.scored_at ? new Date(r.scored_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    history: history.map((e) => ({
      at: new Date(e.at).toISOString(),
      actor:
        e.actor_kind === 'agent'
          ? `Agent ${e.agent_name ?? e.actor_id}`
          : e.actor_kind === 'borrower'
            ? `Borrower ${e.borrower_name ?? e.actor_id}`
            : 'System',
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
    })),
  };
}

/** Moves a new complaint to in progress and records who started it; false when it was not new. */
async function startIfNew(db: Deps['db'], agent: Agent, id: string, at: string): Promise<boolean> {
  if (!(await moveStatus(db, id, ['submitted'], 'in_progress', at))) return false;
  await recordEvent(db, {
    complaint_id: id,
    actor_kind: 'agent',
    actor_id: agent.id,
    action: 'started',
    from_status: 'submitted',
    to_status: 'in_progress',
    at,
  });
  return true;
}

export async function startHandling(deps: Deps, agent: Agent, id: string): Promise<void> {
  const row = await findComplaintWithBorrower(deps.db, id);
  if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
  const at = deps.clock().toISOString();
  const moved = await deps.db.transaction().execute((trx) => startIfNew(trx, agent, id, at));
  if (!moved) throw new AppError(ErrorCode.Conflict, SUPPORT_MESSAGES.notStartable);
}

/**
 * A reply: its text and images, whether a rating is wanted. A complaint not yet started is started by the same
 * act (both steps recorded). One per form (requestId): a repeated send answers with the first reply.
 */
export async function replyTo(
  deps: Deps,
  agent: Agent,
  id: string,
  input: z.output<typeof ReplyRequestSchema>,
): Promise<{ replyId: string }> {
  const row = await findComplaintWithBorrower(deps.db, id);
  if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
  if (input.requestId) {
    const earlier = await findReplyByRequest(deps.db, id, input.requestId);
    if (earlier) return { replyId: earlier.id };
  }
  if (row.status === 'closed') throw new AppError(ErrorCode.Conflict, SUPPORT_MESSAGES.closedAlready);
  const imageIds = uploadIdsOf(deps.config.publicOrigin, input.images);
  const replyId = randomUUID();
  const at = deps.clock().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await startIfNew(trx, agent, id, at);
      await insertReply(trx, {
        id: replyId,
        complaint_id: id,
        agent_id: agent.id,
        request_id: input.requestId ?? null,
        text: input.text,
        wants_rating: input.wantsRating,
        created_at: at,
      });
      await emitSupportEvent(trx, new Date(at), {
        type: 'complaint.replied',
        payload: { id: replyId, userId: row.user_id, complaintId: id },
      });
      const attached = await attachUploads(trx, { kind: 'agent', id: agent.id }, imageIds, {
        reply_id: replyId,
      });
      if (attached !== imageIds.length) throw invalid(SUPPORT_MESSAGES.foreignImage);
      const from = await complaintStatus(trx, id);
      if (from === 'closed') throw new AppError(ErrorCode.Conflict, SUPPORT_MESSAGES.closedAlready);
      await moveStatus(trx, id, ['in_progress', 'replied'], 'replied', at);
      await recordEvent(trx, {
        complaint_id: id,
        actor_kind: 'agent',
        actor_id: agent.id,
        action: 'replied',
        from_status: from,
        to_status: 'replied',
        note: `${imageIds.length} image(s); ${input.wantsRating ? 'rating asked' : 'no rating asked'}`,
        at,
      });
    });
  } catch (error) {
    if (input.requestId && !(error instanceof AppError)) {
      const earlier = await findReplyByRequest(deps.db, id, input.requestId);
      if (earlier) return { replyId: earlier.id };
    }
    throw error;
  }
  return { replyId };
}

export async function closeComplaint(deps: Deps, agent: Agent, id: string): Promise<void> {
  const row = await findComplaintWithBorrower(deps.db, id);
  if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
  const at = deps.clock().toISOString();
  const closed = await deps.db.transaction().execute(async (trx) => {
    if (!(await moveStatus(trx, id, ['submitted', 'in_progress', 'replied'], 'closed', at))) return false;
    await recordEvent(trx, {
      complaint_id: id,
      actor_kind: 'agent',
      actor_id: agent.id,
      action: 'closed',
      from_status: row.status,
      to_status: 'closed',
      at,
    });
    return true;
  });
  if (!closed) throw new AppError(ErrorCode.Conflict, SUPPORT_MESSAGES.closedAlready);
}

export async function uploadAgentImage(deps: Deps, agent: Agent, file: Buffer): Promise<{ url: string }> {
  const row = await storeUpload(deps, { kind: 'agent', id: agent.id }, file);
  return { url: uploadUrl(deps.config.publicOrigin, row) };
}
