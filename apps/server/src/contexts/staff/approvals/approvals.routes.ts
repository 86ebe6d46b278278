// Maker-checker's own calls: the approvals waiting (or decided), and a second staff member's decision.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { approvals, decideApproval } from './approvals.service';

export const approvalHandlers = (deps: Deps) =>
  ({
    consoleApprovals: ({ input, agent }) => approvals(deps, agent, input.status),
    consoleDecideApproval: async ({ input, agent }) => ({
      approval: await decideApproval(deps, agent, input.id, input.decision, input.reason),
    }),
  }) satisfies Partial<CallHandlers>;
