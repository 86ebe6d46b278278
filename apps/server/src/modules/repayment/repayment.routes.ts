import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { delayInfo, instalmentInfo } from './repayment.service';

export const repaymentHandlers = (deps: Deps) =>
  ({
    delayInfo: ({ input, caller }) => delayInfo(deps, caller.userId, input.orderId, input.productId),
    loanPlayDetail: ({ input, caller }) =>
      instalmentInfo(deps, caller.userId, input.orderId, input.productId),
  }) satisfies Partial<CallHandlers>;
