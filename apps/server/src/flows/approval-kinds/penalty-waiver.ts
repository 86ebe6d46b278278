// Maker-checker kind 'penalty-waiver' (issue 28, collections): a waiver of the unpaid late penalty, whole or part.
// Within config.approvalLimits.penaltyWaiver the collector's waiver is applied at once; above it a second collector
// approves. Applied through the loan engine (collections/penalty-waivers.service).
import { z } from 'zod';
import { WAIVER_MODES } from '@pautang/contract/collections';
import { defineKind } from '../../contexts/staff/index';
import { applyPenaltyWaiver } from '../../contexts/lending/index';

export const penaltyWaiverKind = defineKind({
  checker: 'collections',
  limit: (config) => config.approvalLimits.penaltyWaiver,
  payload: z.object({
    orderId: z.string(),
    amount: z.number().int().positive(),
    reason: z.string(),
    // Issue 40, D3: optional, so an approval filed before it still parses (it waived what was owed then).
    mode: z.enum(WAIVER_MODES).optional(),
  }),
  execute: (deps, payload, people) =>
    applyPenaltyWaiver(deps, payload, {
      makerId: people.maker.id,
      checkerId: people.checker?.id ?? null,
      approvalId: people.approvalId,
    }),
});
