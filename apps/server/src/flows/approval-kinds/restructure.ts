// Maker-checker kind 'restructure' (issue 42): a repayment plan for an overdue borrower in hardship. Proposed by
// collections or finance (flows/restructure.ts), approved by a second finance member, then offered to the borrower,
// who accepts or declines it in the H5 (contexts/lending/restructures). Checked again when approved.
import { z } from 'zod';
import { LATE_CHARGE_RULES } from '@pautang/contract/restructure';
import { offerRestructure } from '../../contexts/lending/index';
import { defineKind } from '../../contexts/staff/index';

export const restructureKind = defineKind({
  checker: 'finance',
  // Every plan is checked: it changes what the borrower owes and when.
  limit: () => null,
  payload: z.object({
    orderId: z.string(),
    instalmentCount: z.number().int(),
    lateCharges: z.enum(LATE_CHARGE_RULES),
    reason: z.string(),
  }),
  execute: async (deps, payload, people) => {
    await offerRestructure(deps, {
      ...payload,
      makerId: people.maker.id,
      checkerId: people.checker?.id ?? null,
    });
  },
});
