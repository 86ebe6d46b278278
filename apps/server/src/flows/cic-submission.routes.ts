// The CIC submissions' staff calls (issue 43): making a month's, a flow across lending, identity and compliance
// (cic-submission.ts), and the log, read from the compliance context.
import type { Deps } from '../platform/deps';
import type { CallHandlers } from '../platform/call';
import { cicSubmissions } from '../contexts/compliance/index';
import { makeMonthlySubmission } from './cic-submission';

export const cicHandlers = (deps: Deps) =>
  ({
    consoleCicGenerate: ({ input, agent }) => makeMonthlySubmission(deps, agent, input.month),
    consoleCicSubmissions: async () => ({ submissions: await cicSubmissions(deps.db) }),
  }) satisfies Partial<CallHandlers>;
