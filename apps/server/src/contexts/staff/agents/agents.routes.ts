// The back office's sign-in: POST sign-in sets the HttpOnly session cookie and sign-out ends that session. They
// stay routes of their own because they write the cookie, which no other call does (the call runner answers the
// envelope only); who is signed in is the call consoleMe. Sign-in is rate-limited per IP (signsIn) on top of the
// per-account lock.
import { okEnvelope } from '@pautang/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { agentSessionCalls } from '@pautang/contract/back-office';
import { API_PREFIX } from '@pautang/contract/endpoints';
import type { Deps } from '../../../platform/deps';
import { validationError, type CallHandlers } from '../../../platform/call';
import { createStaff, staffList, updateStaff } from './staff-admin.service';
import { AGENT_SESSION_HOURS, sessionCookie, signInAgent, signOutAgent } from './agents.service';

export const agentHandlers = (deps: Deps) =>
  ({
    consoleMe: async ({ agent }) => ({ agent }),
    consoleStaffList: () => staffList(deps),
    consoleCreateStaff: ({ input, agent }) => createStaff(deps, agent, input),
    consoleUpdateStaff: ({ input, agent }) => updateStaff(deps, agent, input),
  }) satisfies Partial<CallHandlers>;

export function registerAgentRoutes(app: FastifyInstance, deps: Deps): void {
  const origin = deps.config.publicOrigin;
  const { consoleSignIn, consoleSignOut } = agentSessionCalls;
  app.post(API_PREFIX + consoleSignIn.path, { config: { signsIn: true } }, async (request, reply) => {
    const parsed = consoleSignIn.request.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { agent, token } = await signInAgent(deps, parsed.data.username, parsed.data.password);
    reply.header('set-cookie', sessionCookie(origin, token, AGENT_SESSION_HOURS * 3600));
    return okEnvelope('zero', { agent });
  });
  app.post(API_PREFIX + consoleSignOut.path, async (request, reply) => {
    await signOutAgent(deps, request.headers);
    reply.header('set-cookie', sessionCookie(origin, '', 0));
    return okEnvelope('zero', null);
  });
}
