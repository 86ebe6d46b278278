// The back office's sign-in: POST sign-in sets the HttpOnly session cookie, sign-out ends that session, and me
// says who is signed in. Sign-in is rate-limited per IP (signsIn) on top of the per-account lock.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import { AgentSignInSchema } from '@pautang/contract/back-office';
import type { Deps } from '../../deps';
import { validationError } from '../../lib/call';
import {
  AGENT_SESSION_HOURS,
  requireAgent,
  sessionCookie,
  signInAgent,
  signOutAgent,
} from './agents.service';
export const CONSOLE_API = `${API_PREFIX}${CONSOLE_PREFIX}`;

export function registerAgentRoutes(app: FastifyInstance, deps: Deps): void {
  const origin = deps.config.publicOrigin;
  app.post(`${CONSOLE_API}sign-in`, { config: { signsIn: true } }, async (request, reply) => {
    const parsed = AgentSignInSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { agent, token } = await signInAgent(deps, parsed.data.username, parsed.data.password);
    reply.header('set-cookie', sessionCookie(origin, token, AGENT_SESSION_HOURS * 3600));
    return { code: 0, message: 'success', data: { agent } };
  });
  app.post(`${CONSOLE_API}sign-out`, async (request, reply) => {
    await signOutAgent(deps, request.headers);
    reply.header('set-cookie', sessionCookie(origin, '', 0));
    return { code: 0, message: 'success', data: null };
  });
  app.get(`${CONSOLE_API}me`, async (request) => ({
    code: 0,
    message: 'success',
    data: { agent: await requireAgent(deps, request.headers) },
  }));
}
