// The refunds owed, for signed-in staff (issue 25): the back office lists them; paying them out comes later.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { CONSOLE_API } from '../agents/agents.routes';
import { requireAgent } from '../agents/agents.service';
import { listRefundsOwed } from './refunds';

export function registerRefundRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(`${CONSOLE_API}refunds`, async (request) => {
    await requireAgent(deps, request.headers);
    return { code: 0, message: 'success', data: { refunds: await listRefundsOwed(deps) } };
  });
}
