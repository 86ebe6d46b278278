// Maker-checker kind 'loan-approval'. Placeholder until its feature's work lands (issue 28): refuses to carry anything out.
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { ErrorCode } from '@pautang/contract/errors';
import { defineKind } from '../approval-kind';

export const loanApprovalKind = defineKind({
  checker: 'credit',
  limit: (config) => config.approvalLimits.loanApproval,
  payload: z.object({}),
  execute: async () => {
    throw new AppError(ErrorCode.UnknownCall);
  },
});
