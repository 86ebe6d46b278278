// Maker-checker kind 'refund'. Placeholder until its feature's work lands (issue 28): refuses to carry anything out.
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { ErrorCode } from '@pautang/contract/errors';
import { defineKind } from '../approval-kind';

export const refundKind = defineKind({
  checker: 'finance',
  limit: (config) => config.approvalLimits.refund,
  payload: z.object({}),
  execute: async () => {
    throw new AppError(ErrorCode.UnknownCall);
  },
});
