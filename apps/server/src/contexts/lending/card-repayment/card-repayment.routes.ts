import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { repaymentCommit, repaymentConfirm, repaymentHuichao, repaymentWay } from './card-repayment.service';

export const cardRepaymentHandlers = (deps: Deps) =>
  ({
    repaymentWay: ({ input, caller }) => repaymentWay(deps, caller.userId, input.orderId),
    repaymentCommit: ({ input, caller, ip }) => repaymentCommit(deps, caller.userId, input, ip),
    repaymentConfirm: ({ input, caller }) => repaymentConfirm(deps, caller.userId, input),
    repaymentHuichao: ({ input, caller }) => repaymentHuichao(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
