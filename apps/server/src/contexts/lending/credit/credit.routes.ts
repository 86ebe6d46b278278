import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { homePage, productApply, productDetail } from './credit.service';

export const creditHandlers = (deps: Deps) =>
  ({
    homePage: ({ caller }) => homePage(deps, caller.userId),
    productDetail: ({ input, caller }) => productDetail(deps, caller.userId, input),
    productApply: ({ input, caller }) => productApply(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
