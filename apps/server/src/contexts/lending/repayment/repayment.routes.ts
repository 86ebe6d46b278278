import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { delayInfo, instalmentInfo, repayPreview } from './repayment.service';

export const repaymentHandlers = (deps: Deps) =>
  ({
    delayInfo: ({ input, caller }) => delayInfo(deps, caller.userId, input.orderId, input.productId),
    loanPlayDetail: ({ input, caller }) =>
      instalmentInfo(deps, caller.userId, input.orderId, input.productId),
    repayPreview: ({ input, caller }) => repayPreview(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
