// The CIC submissions' staff calls (issue 43): making a month's, a flow across lending, identity and compliance
// (cic-submission.ts), the log and a submission's file, read from the compliance context.
import type { Deps } from '../platform/deps';
import type { CallHandlers } from '../platform/call';
import { cicSubmissionFile, cicSubmissions } from '../contexts/compliance/index';
import { recordAudit } from '../contexts/staff/index';
import { makeMonthlySubmission } from './cic-submission';

export const cicHandlers = (deps: Deps) =>
  ({
    consoleCicGenerate: ({ input, agent }) => makeMonthlySubmission(deps, agent, input.month),
    consoleCicSubmissions: async () => ({ submissions: await cicSubmissions(deps.db) }),
    // Every borrower's credit data in one file: who took it, and when, is on the audit log.
    consoleCicFile: async ({ input, agent }) => {
      const { month, filename, text } = await cicSubmissionFile(deps.db, input.id);
      await recordAudit(
        deps.db,
        agent,
        {
          action: 'cic.submission.downloaded',
          subjectKind: 'cic-submission',
          subjectId: input.id,
          note: month,
        },
        deps.clock(),
      );
      return { filename, text };
    },
  }) satisfies Partial<CallHandlers>;
