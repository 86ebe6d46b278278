import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { recommendationsFor } from '../credit/credit.service';
import { decideRestructure } from '../restructures/restructures.service';
import { closeCardPrompt, orderDetails, orderList, saveScore } from './orders.service';

export const orderHandlers = (deps: Deps) =>
  ({
    orderList: ({ caller }) => orderList(deps, caller.userId, deps.config.publicOrigin),
    loanDetails: async ({ input, caller }) => {
      const details = await orderDetails(deps, caller.userId, input.orderId, deps.config.publicOrigin);
      // Only a page that shows them (no action buttons) pays for the borrower's standing (credit's rules).
      if (details.recProducts.length === 0) return details;
      return { ...details, recProducts: await recommendationsFor(deps, caller.userId, details.productId) };
    },
    googleScore: async ({ input, caller }) => {
      await saveScore(deps, caller.userId, input.orderId, Number(input.score));
      return null;
    },
    cardPopClose: async ({ input, caller }) => {
      await closeCardPrompt(deps, caller.userId, input.orderId);
      return null;
    },
    restructureDecide: ({ input, caller }) => decideRestructure(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
