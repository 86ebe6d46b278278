import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app';
import { registerCall } from '../../lib/call';
import { closeCardPrompt, orderDetails, saveScore } from './orders.service';

export function registerOrderRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, 'loanDetails', ({ input, caller }) =>
    orderDetails(deps, caller.userId, input.orderId, deps.config.publicOrigin),
  );
  registerCall(app, deps, 'googleScore', async ({ input, caller }) => {
    await saveScore(deps, caller.userId, input.orderId, Number(input.score));
    return null;
  });
  registerCall(app, deps, 'cardPopClose', async ({ input, caller }) => {
    await closeCardPrompt(deps, caller.userId, input.orderId);
    return null;
  });
}
