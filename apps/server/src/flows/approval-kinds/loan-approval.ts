// Maker-checker kind 'loan-approval' (issue 28): a credit officer's decision on a held application. Approving an
// offer above config.approvalLimits.loanApproval waits for a second credit officer; the decision is written when
// approved, and refused (the approval reads failed) if the application was decided in the meantime.
import { z } from 'zod';
import { writeReviewDecision } from '../../contexts/lending/index';
import { defineKind } from '../../contexts/staff/index';

export const loanApprovalKind = defineKind({
  checker: 'credit',
  limit: (config) => config.approvalLimits.loanApproval,
  payload: z.object({
    heldId: z.string(),
    decision: z.enum(['approve', 'decline']),
    offerAmount: z.number().int().nullable(),
    offerTermDays: z.number().int().nullable(),
    reason: z.string(),
  }),
  execute: async (deps, verdict, people) => {
    await writeReviewDecision(deps, verdict, {
      decidedBy: people.maker.id,
      approvedBy: people.checker?.id ?? null,
      approvalId: people.approvalId,
    });
  },
});
