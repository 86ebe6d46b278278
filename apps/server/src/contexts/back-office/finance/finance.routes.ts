// Finance's staff calls (issue 28), each declared with its roles in packages/contract/src/finance.ts.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { payoutBoard, proposeRefund, reconciliation, retryPayout, returnPayout } from './finance.service';

export const financeHandlers = (deps: Deps) =>
  ({
    consolePayouts: ({ agent }) => payoutBoard(deps, agent),
    consoleRetryPayout: ({ input, agent }) => retryPayout(deps, agent, input.id),
    consoleReturnPayout: ({ input, agent }) => returnPayout(deps, agent, input.id, input.reason),
    consoleProposeRefund: ({ input, agent }) => proposeRefund(deps, agent, input.id),
    consoleReconciliation: ({ input, agent }) => reconciliation(deps, agent, input.date),
  }) satisfies Partial<CallHandlers>;
