// The V32 set (spec 2 §2.6, §2.7): the same rules as V3 under the spec's obfuscated paths, success code '00'.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { agreementJump, agreementList } from '../agreements/agreements.service';
import { pushInput, pushLoan, satire } from '../loans/loans.service';
import { loginFailurePage, productClick, productLink } from './variant.service';

export const variantHandlers = (deps: Deps) =>
  ({
    satire: ({ input, caller }) => satire(deps, caller.userId, input.productId, deps.config.publicOrigin),
    cultures: async ({ input, caller }) => ({
      list: (await agreementList(deps, caller.userId, input.productId)).data,
    }),
    misunderstood: async ({ input, caller }) => ({
      url: await agreementJump(
        deps,
        caller.userId,
        { productId: input.productId, position: Number(input.position) },
        deps.config.publicOrigin,
      ),
    }),
    depush: async ({ input, caller }) => ({
      url: (await pushLoan(deps, caller.userId, pushInput(input), deps.config.publicOrigin)).lendDetailsUrl,
    }),
    drowns: ({ input, caller }) => loginFailurePage(deps, caller.userId, input.orderId),
    because: async ({ input, caller }) => {
      await productClick(deps, caller.userId, input.productId, Number(input.position));
      return null;
    },
    define: async ({ input }) => ({
      url: await productLink(deps, input.productId, deps.config.publicOrigin),
    }),
  }) satisfies Partial<CallHandlers>;
