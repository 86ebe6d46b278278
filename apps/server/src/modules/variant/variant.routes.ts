// The V32 set (spec 2 §2.6, §2.7): the same rules as V3 under the spec's obfuscated paths, success code '00'.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app';
import { registerCall } from '../../lib/call';
import { agreementJump, agreementList, pushInput, pushLoan, satire } from '../loans/loans.service';
import { loginFailurePage, productClick, productLink } from './variant.service';

export function registerVariantRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, 'satire', ({ input }) => satire(deps, input.productId, deps.config.publicOrigin));
  registerCall(app, deps, 'cultures', async ({ input, caller }) => ({
    list: (await agreementList(deps, caller.userId, input.productId)).data,
  }));
  registerCall(app, deps, 'misunderstood', async ({ input, caller }) => ({
    url: await agreementJump(
      deps,
      caller.userId,
      { productId: input.productId, position: Number(input.position) },
      deps.config.publicOrigin,
    ),
  }));
  registerCall(app, deps, 'depush', async ({ input, caller }) => ({
    url: (await pushLoan(deps, caller.userId, pushInput(input), deps.config.publicOrigin)).lendDetailsUrl,
  }));
  registerCall(app, deps, 'drowns', ({ input, caller }) =>
    loginFailurePage(deps, caller.userId, input.orderId),
  );
  registerCall(app, deps, 'because', async ({ input, caller }) => {
    await productClick(deps, caller.userId, input.productId, Number(input.position));
    return null;
  });
  registerCall(app, deps, 'define', async ({ input }) => ({
    url: await productLink(deps, input.productId, deps.config.publicOrigin),
  }));
}
