// The back office's complaint calls, each for a signed-in agent only (the HttpOnly cookie of modules/agents).
// Like every /attempt call they need the XMLHttpRequest marker and a same-site origin (plugins/request-guard.ts),
// so another site cannot drive an agent's browser; the cookie is SameSite=Strict as well.
import type { FastifyInstance } from 'fastify';
import { InboxQuerySchema, ReplyRequestSchema } from '@pautang/contract/back-office';
import { id } from '@pautang/contract/primitives';
import { createWire } from '@pautang/contract/wire-names';
import type { Deps } from '../../deps';
import { readMultipart, validationError } from '../../lib/call';
import { withMultipart } from '../../plugins/multipart';
import { invalid, notFound } from '../../lib/errors';
import { CONSOLE_API } from '../agents/agents.routes';
import { requireAgent } from '../agents/agents.service';
import { UPLOAD_MESSAGES } from '../uploads/image-processing';
import {
  closeComplaint,
  complaintView,
  inbox,
  replyTo,
  startHandling,
  SUPPORT_MESSAGES,
  uploadAgentImage,
} from './support.service';

const ok = <T>(data: T) => ({ code: 0, message: 'success', data });
// The console names its upload field as the H5 does (problemImage), in plain names whatever the H5's wire mode.
const plainWire = createWire('plain');
type ById = { Params: { id: string } };

/** The complaint id of the address: one that cannot be an id (a NUL failed in PostgreSQL) is simply not found. */
function complaintId(raw: string): string {
  if (!id.safeParse(raw).success) throw notFound(SUPPORT_MESSAGES.notFound);
  return raw;
}

export async function registerSupportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get(`${CONSOLE_API}complaints`, async (request) => {
    await requireAgent(deps, request.headers);
    const parsed = InboxQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const q = parsed.data;
    return ok(await inbox(deps, { status: q.status, type: q.type, overdue: q.overdue === '1' }));
  });
  app.get<ById>(`${CONSOLE_API}complaints/:id`, async (request) => {
    await requireAgent(deps, request.headers);
    return ok(await complaintView(deps, complaintId(request.params.id)));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/start`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const complaint = complaintId(request.params.id);
    await startHandling(deps, agent, complaint);
    return ok(await complaintView(deps, complaint));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/reply`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const complaint = complaintId(request.params.id);
    const parsed = ReplyRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    await replyTo(deps, agent, complaint, parsed.data);
    return ok(await complaintView(deps, complaint));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/close`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const complaint = complaintId(request.params.id);
    await closeComplaint(deps, agent, complaint);
    return ok(await complaintView(deps, complaint));
  });
  await withMultipart(app, (scope) => {
    scope.post(`${CONSOLE_API}uploads`, async (request) => {
      const agent = await requireAgent(deps, request.headers);
      const { file } = await readMultipart(request, plainWire);
      if (!file) throw invalid(UPLOAD_MESSAGES.missing);
      return ok(await uploadAgentImage(deps, agent, file));
    });
  });
}
