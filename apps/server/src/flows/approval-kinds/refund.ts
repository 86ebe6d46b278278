// Maker-checker kind 'refund' (issue 28): what a payment brought in that no loan took, paid back through the payout
// rail to the borrower's bound account. A finance member proposes it (contexts/back-office/finance); above
// APPROVAL_REFUND_ABOVE a second finance member approves. Carried out once per payment whatever the race
// (contexts/lending/payouts refund-payouts.ts).
import { z } from 'zod';
import { sendRefund } from '../../contexts/lending/index';
import { defineKind } from '../../contexts/staff/index';

export const refundKind = defineKind({
  checker: 'finance',
  limit: (config) => config.approvalLimits.refund,
  payload: z.object({ paymentId: z.string(), amount: z.number().int().positive() }),
  execute: async (deps, payload, people) => {
    await sendRefund(deps, {
      paymentId: payload.paymentId,
      amount: payload.amount,
      makerId: people.maker.id,
      approvalId: people.approvalId,
    });
  },
});
