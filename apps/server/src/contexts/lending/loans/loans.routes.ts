import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { loanConfirm, pushInput, pushLoan } from './loans.service';

export const loanHandlers = (deps: Deps) =>
  ({
    loanDetailConfirm: ({ input, caller }) =>
      loanConfirm(deps, caller.userId, input.productId, deps.config.publicOrigin),
    loanDetailPush: ({ input, caller }) =>
      pushLoan(deps, caller.userId, pushInput(input), deps.config.publicOrigin),
  }) satisfies Partial<CallHandlers>;
