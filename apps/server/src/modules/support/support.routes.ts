// The back office's complaint calls, each for a signed-in agent only (the HttpOnly cookie of modules/agents).
// Like every /attempt call they need the XMLHttpRequest marker and a same-site origin (plugins/request-guard.ts),
// so another site cannot drive an agent's browser; the cookie is SameSite=Strict as well.
import type { FastifyInstance } from 'fastify';
import { InboxQuerySchema, ReplyRequestSchema } from '@pautang/contract/back-office';
import { createWire } from '@pautang/contract/wire-names';
import type { Deps } from '../../deps';
import { readMultipart, validationError } from '../../lib/call';
import { invalid } from '../../lib/errors';
import { CONSOLE_API } from '../agents/agents.routes';
import { requireAgent } from '../agents/agents.service';
import { UPLOAD_MESSAGES } from '../uploads/image-processing';
import {
  closeComplaint,
  complaintView,
  inbox,
  replyTo,
  startHandling,
  uploadAgentImage,
} from './support.service';

const ok = <T>(data: T) => ({ code: 0, message: 'success', data });
// The console names its upload field as the H5 does (problemImage), in plain names whatever the H5's wire mode.
const plainWire = createWire('plain');
type ById = { Params: { id: string } };

export function registerSupportRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(`${CONSOLE_API}complaints`, async (request) => {
    await requireAgent(deps, request.headers);
    const parsed = InboxQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const q = parsed.data;
    return ok(await inbox(deps, { status: q.status, type: q.type, overdue: q.overdue === '1' }));
  });
  app.get<ById>(`${CONSOLE_API}complaints/:id`, async (request) => {
    await requireAgent(deps, request.headers);
    return ok(await complaintView(deps, request.params.id));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/start`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    await startHandling(deps, agent, request.params.id);
    return ok(await complaintView(deps, request.params.id));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/reply`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const parsed = ReplyRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    await replyTo(deps, agent, request.params.id, parsed.data);
    return ok(await complaintView(deps, request.params.id));
  });
  app.post<ById>(`${CONSOLE_API}complaints/:id/close`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    await closeComplaint(deps, agent, request.params.id);
    return ok(await complaintView(deps, request.params.id));
  });
  app.post(`${CONSOLE_API}uploads`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const { file } = await readMultipart(request, plainWire);
    if (!file) throw invalid(UPLOAD_MESSAGES.missing);
    return ok(await uploadAgentImage(deps, agent, file));
  });
}
