// The back office's complaint calls, each for a signed-in agent (the call runner checks the HttpOnly cookie of
// contexts/staff/agents and the call's roles). Like every /attempt call they need the XMLHttpRequest marker and a same-site
// origin (platform/http/request-guard.ts), so another site cannot drive an agent's browser; the cookie is SameSite=Strict.
import type { ComplaintView } from '@pautang/contract/back-office';
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { invalid, notFound } from '../../../platform/errors';
import { id } from '@pautang/contract/primitives';
import type { Agent } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import { UPLOAD_MESSAGES } from '../../identity/index';
import {
  closeComplaint,
  complaintView,
  inbox,
  replyTo,
  startHandling,
  SUPPORT_MESSAGES,
  uploadAgentImage,
} from './support.service';

/** The complaint id of the address: one that cannot be an id (a NUL failed in PostgreSQL) is simply not found. */
function complaintId(raw: string): string {
  if (!id.safeParse(raw).success) throw notFound(SUPPORT_MESSAGES.notFound);
  return raw;
}

export const supportHandlers = (deps: Deps) => {
  /**
   * Every complaint read or acted on is in the audit log (issue 28), under its borrower, in the same request:
   * a complaint holds the borrower's name, phone and loan. An action's record follows the act, so a refused one
   * (a closed complaint) leaves none.
   */
  const audited = async (
    agent: Agent,
    action: string,
    view: ComplaintView,
    change: { after?: unknown; note?: string } = {},
  ) => {
    await recordAudit(
      deps.db,
      agent,
      { action, subjectKind: 'complaint', subjectId: view.id, borrowerId: view.borrower.userId, ...change },
      deps.clock(),
    );
    return view;
  };
  return {
    consoleInbox: ({ input }) =>
      inbox(deps, { status: input.status, type: input.type, overdue: input.overdue === '1' }),
    consoleComplaint: async ({ input, agent }) =>
      audited(agent, 'complaint.viewed', await complaintView(deps, complaintId(input.id))),
    consoleStartComplaint: async ({ input, agent }) => {
      const complaint = complaintId(input.id);
      await startHandling(deps, agent, complaint);
      return audited(agent, 'complaint.started', await complaintView(deps, complaint));
    },
    consoleReplyComplaint: async ({ input: { id: raw, ...reply }, agent }) => {
      const complaint = complaintId(raw);
      const { replyId } = await replyTo(deps, agent, complaint, reply);
      // What the borrower was told is the change; a repeated send (same requestId) names the same reply.
      return audited(agent, 'complaint.replied', await complaintView(deps, complaint), {
        after: { replyId, text: reply.text, images: reply.images.length, wantsRating: reply.wantsRating },
      });
    },
    consoleCloseComplaint: async ({ input, agent }) => {
      const complaint = complaintId(input.id);
      await closeComplaint(deps, agent, complaint);
      return audited(agent, 'complaint.closed', await complaintView(deps, complaint));
    },
    consoleUpload: ({ upload, agent }) => {
      if (!upload) throw invalid(UPLOAD_MESSAGES.missing);
      return uploadAgentImage(deps, agent, upload);
    },
  } satisfies Partial<CallHandlers>;
};
