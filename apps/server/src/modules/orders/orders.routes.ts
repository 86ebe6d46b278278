import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { closeCardPrompt, orderDetails, orderList, saveScore } from './orders.service';

export const orderHandlers = (deps: Deps) =>
  ({
    orderList: ({ caller }) => orderList(deps, caller.userId, deps.config.publicOrigin),
    loanDetails: ({ input, caller }) =>
      orderDetails(deps, caller.userId, input.orderId, deps.config.publicOrigin),
    googleScore: async ({ input, caller }) => {
      await saveScore(deps, caller.userId, input.orderId, Number(input.score));
      return null;
    },
    cardPopClose: async ({ input, caller }) => {
      await closeCardPrompt(deps, caller.userId, input.orderId);
      return null;
    },
  }) satisfies Partial<CallHandlers>;
